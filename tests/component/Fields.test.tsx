import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CheckAnswers } from '../../ui/kit/CheckAnswers';
import { CheckboxField } from '../../ui/kit/CheckboxField';
import { DateOfBirthField, datePartId, type DateParts } from '../../ui/kit/DateOfBirthField';
import { LoanSlider } from '../../ui/kit/LoanSlider';
import { PostcodeField } from '../../ui/kit/PostcodeField';
import { QuestionPage } from '../../ui/kit/QuestionPage';
import { RadioGroup } from '../../ui/kit/RadioGroup';
import { SelectField } from '../../ui/kit/SelectField';
import { renderWithT } from './support/renderWithT';

function Dob({ error }: { error?: string }) {
  const [value, setValue] = useState<DateParts>({ day: '', month: '', year: '' });
  return <DateOfBirthField id="dateOfBirth" name="dateOfBirth" legend="What is your date of birth?" hint="For example, 27 3 1985" error={error} value={value} onChange={setValue} />;
}

describe('DateOfBirthField (docs/accessible-forms.md "Autofill", GOV.UK date input)', () => {
  it('has three numeric text inputs with bday-day, bday-month and bday-year', () => {
    renderWithT(<Dob />);
    const parts = [
      ['Day', 'bday-day'],
      ['Month', 'bday-month'],
      ['Year', 'bday-year'],
    ] as const;
    for (const [label, token] of parts) {
      const input = screen.getByLabelText(label);
      expect(input.getAttribute('autocomplete')).toBe(token);
      expect(input.getAttribute('inputmode')).toBe('numeric');
      expect(input.getAttribute('type')).toBe('text');
    }
  });

  it('groups the parts under the question as legend, hint linked from the fieldset', () => {
    renderWithT(<Dob />);
    const group = screen.getByRole('group', { name: 'What is your date of birth?' });
    expect(group.getAttribute('aria-describedby')).toBe('dateOfBirth-hint');
  });

  it('keeps what is typed in each part', async () => {
    const user = userEvent.setup();
    renderWithT(<Dob />);
    await user.type(screen.getByLabelText('Day'), '7');
    await user.type(screen.getByLabelText('Month'), '13');
    await user.type(screen.getByLabelText('Year'), '19850');
    expect([screen.getByLabelText('Day'), screen.getByLabelText('Month'), screen.getByLabelText('Year')].map((i) => (i as HTMLInputElement).value)).toEqual(['7', '13', '19850']);
  });

  it('with an error: inline message in the fieldset description, every part aria-invalid, day input is the link target', () => {
    renderWithT(<Dob error="Enter a real date" />);
    const group = screen.getByRole('group');
    expect(group.getAttribute('aria-describedby')).toBe('dateOfBirth-hint dateOfBirth-error');
    expect(screen.getByLabelText('Day').id).toBe('dateOfBirth-day');
    for (const label of ['Day', 'Month', 'Year']) expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
  });
});

function Radios({ error }: { error?: string }) {
  const [value, setValue] = useState<string | undefined>(undefined);
  return (
    <QuestionPage stepKey="gender" onContinue={() => undefined}>
      <RadioGroup
        id="gender"
        name="gender"
        legend="What is your gender?"
        isPageHeading
        error={error}
        value={value}
        onChange={setValue}
        options={[
          { value: 'female', label: 'Female' },
          { value: 'male', label: 'Male', hint: 'As on your ID' },
        ]}
      />
    </QuestionPage>
  );
}

describe('RadioGroup', () => {
  it('renders the question as the legend and the page h1, and focuses it on a new step', async () => {
    renderWithT(<Radios />);
    const heading = screen.getByRole('heading', { level: 1, name: 'What is your gender?' });
    expect(heading.closest('legend')).not.toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('gives the first radio the field id (error summary target) and selects by label', async () => {
    const user = userEvent.setup();
    renderWithT(<Radios />);
    expect(screen.getByLabelText('Female').id).toBe('gender');
    expect(screen.getByLabelText('Male').id).toBe('gender-2');
    expect(screen.getByLabelText('Male').getAttribute('aria-describedby')).toBe('gender-2-item-hint');
    await user.click(screen.getByText('Male'));
    expect((screen.getByLabelText('Male') as HTMLInputElement).checked).toBe(true);
  });

  it('links the error from the fieldset', () => {
    renderWithT(<Radios error="Select your gender" />);
    expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe('gender-error');
    expect(document.getElementById('gender-error')?.textContent).toBe('Error: Select your gender');
  });
});

describe('CheckboxField', () => {
  it('is never pre-ticked and reports the new state', async () => {
    const user = userEvent.setup();
    const seen: boolean[] = [];
    function Consent() {
      const [checked, setChecked] = useState(false);
      return <CheckboxField id="generalPolicies" name="generalPolicies" label="I accept the general policies" checked={checked} onChange={(c) => (seen.push(c), setChecked(c))} error="You must accept this to continue" />;
    }
    renderWithT(<Consent />);
    const box = screen.getByLabelText('I accept the general policies') as HTMLInputElement;
    expect(box.checked).toBe(false);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toBe('generalPolicies-error');
    await user.click(box);
    expect(seen).toEqual([true]);
  });
});

describe('SelectField', () => {
  it('starts on the placeholder and wires label, hint and error', async () => {
    const user = userEvent.setup();
    function Country() {
      const [value, setValue] = useState('');
      return <SelectField id="countryOfBirth" name="countryOfBirth" label="Country of birth" hint="As on your passport" error="Select your country of birth" placeholder="Select an option" options={[{ value: 'ES', label: 'Spain' }, { value: 'PT', label: 'Portugal' }]} value={value} onChange={setValue} />;
    }
    renderWithT(<Country />);
    const select = screen.getByLabelText('Country of birth') as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.getAttribute('aria-describedby')).toBe('countryOfBirth-hint countryOfBirth-error');
    await user.selectOptions(select, 'PT');
    expect(select.value).toBe('PT');
  });
});

describe('PostcodeField', () => {
  it('uses postal-code autofill and the numeric keypad, and reads out the province', () => {
    renderWithT(<PostcodeField id="postalCode" name="postalCode" label="Postcode" value="28039" onChange={() => undefined} province="Madrid" provinceLabel="Province" />);
    const input = screen.getByLabelText('Postcode');
    expect(input.getAttribute('autocomplete')).toBe('postal-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(document.getElementById('postalCode-province')?.textContent).toBe('Province: Madrid');
    expect(document.getElementById('postalCode-province')?.getAttribute('aria-live')).toBe('polite');
  });
});

describe('LoanSlider (docs/validation-by-country.md "Amount and period": amount 1000–20000 step 100)', () => {
  function Amount() {
    const [value, setValue] = useState(2500);
    return <LoanSlider id="amount" label="Amount" min={1000} max={20000} step={100} value={value} onChange={setValue} formatValue={(v) => `${v} €`} />;
  }

  it('announces the value as text and steps by 100 with the buttons, within the bounds', async () => {
    const user = userEvent.setup();
    renderWithT(<Amount />);
    const range = screen.getByRole('slider', { name: 'Amount' });
    expect(range.getAttribute('aria-valuetext')).toBe('2500 €');
    await user.click(screen.getByRole('button', { name: 'Increase' }));
    expect(range.getAttribute('aria-valuetext')).toBe('2600 €');
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    await user.click(screen.getByRole('button', { name: 'Decrease' }));
    expect((range as HTMLInputElement).value).toBe('2400');
  });
});

describe('CheckAnswers (WCAG 3.3.4)', () => {
  it('gives each answer a Change link naming the answer, pointing at its step', async () => {
    const user = userEvent.setup();
    const changed: string[] = [];
    renderWithT(
      <CheckAnswers
        rows={[
          { key: 'name', label: 'Full name', value: 'Ana García', changeHref: '/name?return=check' },
          { key: 'dob', label: 'Date of birth', value: '27/03/1985', changeHref: '/date-of-birth?return=check' },
        ]}
        onChange={(row, event) => {
          event.preventDefault();
          changed.push(row.key);
        }}
      />,
    );
    const link = screen.getByRole('link', { name: 'Change Date of birth' });
    expect(link.getAttribute('href')).toBe('/date-of-birth?return=check');
    expect(within(link.closest('.summary-list__row') as HTMLElement).getByText('27/03/1985')).toBeTruthy();
    await user.click(link);
    expect(changed).toEqual(['dob']);
  });
});

describe('error summary link to a date', () => {
  it('focuses the day input and keeps the three parts', async () => {
    const user = userEvent.setup();
    function DateStep() {
      const [value, setValue] = useState<DateParts>({ day: '31', month: '02', year: '1990' });
      return (
        <QuestionPage stepKey="date-of-birth" errors={[{ fieldId: datePartId('dateOfBirth', 'day'), message: 'Enter a real date' }]} onContinue={() => undefined}>
          <DateOfBirthField id="dateOfBirth" name="dateOfBirth" legend="What is your date of birth?" isPageHeading error="Enter a real date" value={value} onChange={setValue} />
        </QuestionPage>
      );
    }
    renderWithT(<DateStep />);
    await user.click(screen.getByRole('link', { name: 'Enter a real date' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Day'));
    expect([screen.getByLabelText('Day'), screen.getByLabelText('Month'), screen.getByLabelText('Year')].map((i) => (i as HTMLInputElement).value)).toEqual(['31', '02', '1990']);
  });
});
