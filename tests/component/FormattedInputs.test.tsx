import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { formatAsYouType } from '../../domain/phone/formatAsYouType';
import { IbanField } from '../../ui/kit/IbanField';
import { MoneyField } from '../../ui/kit/MoneyField';
import { PhoneField } from '../../ui/kit/PhoneField';
import type { Country } from '../../domain/brand/BrandConfigSchema';
import { formatAsTyped } from '../../ui/kit/formatAsTyped';
import { groupIban, isIbanSeparator } from '../../ui/kit/groupIban';
import { renderWithT } from './support/renderWithT';

function Iban() {
  const [value, setValue] = useState('');
  return <IbanField id="iban" name="iban" label="IBAN" value={value} onChange={setValue} />;
}

function Phone({ format = (v: string) => formatAsYouType(v, 'ES') }: { format?: (v: string) => string }) {
  const [value, setValue] = useState('');
  return <PhoneField id="phone" name="phone" label="Mobile phone number" callingCode="+34" format={format} value={value} onChange={setValue} />;
}

function Money() {
  const [value, setValue] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  return (
    <>
      <MoneyField id="income" name="income" label="Monthly income" intlLocale="es-ES" currency="EUR" value={value} onChange={(text, n) => (setValue(text), setAmount(n))} />
      <output data-testid="amount">{String(amount)}</output>
    </>
  );
}

describe('groupIban', () => {
  it.each([
    ['', ''],
    ['es91', 'ES91'],
    ['ES912', 'ES91 2'],
    ['ES9121000418450200051332', 'ES91 2100 0418 4502 0005 1332'],
    ['es91-2100 0418', 'ES91 2100 0418'],
    // Dots are separators too, as in other identifiers; anything else is kept for the validator to report.
    ['ES91.21.0', 'ES91 210'],
    ['ES91 21/0', 'ES91 21/0'],
  ])('%j → %j', (raw, grouped) => {
    expect(groupIban(raw)).toBe(grouped);
  });
});

describe('formatAsTyped (the caret after the same characters that count)', () => {
  it.each([
    // raw, caret, shown, caret after
    ['ES912', 5, 'ES91 2', 6],
    ['ES91 2X100', 7, 'ES91 2X10 0', 7],
    ['ES91 2100', 0, 'ES91 2100', 0],
    // After a Backspace behind a group space the caret goes before the space, so the next Backspace deletes a character.
    ['ES91 100', 5, 'ES91 100', 4],
    // A typed space the grouping does not want: dropped, the caret stays after the same characters.
    ['ES91 ', 5, 'ES91', 4],
    ['ES91  2100', 5, 'ES91 2100', 4],
  ])('%j at %i → %j at %i', (raw, caret, shown, expected) => {
    expect(formatAsTyped(raw, caret, groupIban, isIbanSeparator)).toEqual({ value: shown, caret: expected });
  });
});

describe('IbanField (grouped as typed)', () => {
  it('groups in fours as the applicant types, upper-cased, keeping every character', async () => {
    const user = userEvent.setup();
    renderWithT(<Iban />);
    const input = screen.getByLabelText('IBAN') as HTMLInputElement;
    await user.type(input, 'es9121000418450200051332');
    expect(input.value).toBe('ES91 2100 0418 4502 0005 1332');
    expect(input.getAttribute('inputmode')).toBeNull();
    expect(input.getAttribute('autocomplete')).toBe('off');
  });

  it('keeps the caret beside a character inserted in the middle', async () => {
    const user = userEvent.setup();
    renderWithT(<Iban />);
    const input = screen.getByLabelText('IBAN') as HTMLInputElement;
    await user.type(input, 'ES91210004');
    expect(input.value).toBe('ES91 2100 04');
    // Put the caret after "ES91 21" and type a 9: the groups shift, the caret stays after the 9.
    input.setSelectionRange(7, 7);
    await user.type(input, '9', { initialSelectionStart: 7, initialSelectionEnd: 7 });
    expect(input.value).toBe('ES91 2190 004');
    expect(input.selectionStart).toBe(8);
  });

  it('keeps a pasted IBAN with separators, regrouped', () => {
    renderWithT(<Iban />);
    const input = screen.getByLabelText('IBAN') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'es91-2100-0418-4502-0005-1332' } });
    expect(input.value).toBe('ES91 2100 0418 4502 0005 1332');
  });
});

describe('PhoneField (formatted as typed)', () => {
  it('formats a Spanish mobile as typed and keeps every digit', async () => {
    const user = userEvent.setup();
    renderWithT(<Phone />);
    const input = screen.getByLabelText('Mobile phone number') as HTMLInputElement;
    await user.type(input, '612345678');
    expect(input.value.replace(/\s/g, '')).toBe('612345678');
    expect(input.value).toBe(formatAsYouType('612345678', 'ES'));
    expect(input.value).toMatch(/\s/);
    expect(input.getAttribute('type')).toBe('tel');
    expect(input.getAttribute('autocomplete')).toBe('tel-national');
  });

  it('keeps the raw text when the formatter would drop something typed', async () => {
    const user = userEvent.setup();
    renderWithT(<Phone format={(v) => v.replace(/\D/g, '')} />);
    const input = screen.getByLabelText('Mobile phone number') as HTMLInputElement;
    await user.type(input, '612a45');
    expect(input.value).toBe('612a45');
  });

  it.each<[Country, string, string]>([
    // Issue 24: typed as people write them, a space where the formatter does not group moved every later digit.
    ['DE', '0170 123 4567', '01701234567'],
    ['ES', '655 443 322', '655443322'],
    ['CO', '310 456 7890', '3104567890'],
    ['VN', '090 312 3456', '0903123456'],
    ['MX', '333 123 4567', '3331234567'],
    ['DE', '(+49) 170-123.45/67', '+491701234567'],
  ])('%s: typed %j key by key keeps exactly %s', async (country, keys, digits) => {
    const user = userEvent.setup();
    renderWithT(<Phone format={(v) => formatAsYouType(v, country)} />);
    const input = screen.getByLabelText('Mobile phone number') as HTMLInputElement;
    await user.type(input, keys);
    expect(input.value.replace(/[^\d+]/g, '')).toBe(digits);
    expect(input.selectionStart).toBe(input.value.length);
  });

  it('a digit typed in the middle stays there, the caret after it; Backspace then removes it', async () => {
    const user = userEvent.setup();
    renderWithT(<Phone />);
    const input = screen.getByLabelText('Mobile phone number') as HTMLInputElement;
    await user.type(input, '61245678');
    // Caret after "612", the forgotten 3 typed there.
    const afterThree = input.value.indexOf('2') + 1;
    await user.type(input, '3', { initialSelectionStart: afterThree, initialSelectionEnd: afterThree });
    expect(input.value.replace(/\s/g, '')).toBe('612345678');
    await user.type(input, '9', { initialSelectionStart: input.selectionStart ?? 0, initialSelectionEnd: input.selectionStart ?? 0 });
    await user.keyboard('{Backspace}');
    expect(input.value.replace(/\s/g, '')).toBe('612345678');
  });

  it('Backspace or Delete on a space the formatter put there deletes no digit, and a second press gets past it', async () => {
    const user = userEvent.setup();
    renderWithT(<Phone />);
    const input = screen.getByLabelText('Mobile phone number') as HTMLInputElement;
    await user.type(input, '612345678');
    expect(input.value).toBe('612 34 56 78');
    input.setSelectionRange(4, 4);
    await user.keyboard('{Backspace}');
    expect(input.value).toBe('612 34 56 78');
    expect(input.selectionStart).toBe(3);
    await user.keyboard('{Backspace}');
    expect(input.value.replace(/\s/g, '')).toBe('61345678');
    await user.clear(input);
    await user.type(input, '612345678');
    input.setSelectionRange(3, 3);
    await user.keyboard('{Delete}');
    expect(input.value).toBe('612 34 56 78');
    expect(input.selectionStart).toBe(4);
    await user.keyboard('{Delete}');
    expect(input.value.replace(/\s/g, '')).toBe('61245678');
  });

  it('shows the calling code beside the input', () => {
    renderWithT(<Phone />);
    expect(document.querySelector('.input-affix')?.textContent).toBe('+34');
  });
});

describe('MoneyField (Intl es-ES EUR, docs/validation-by-country.md "Country facts")', () => {
  it('regroups on leaving the field: 12345 → "12.345", reads 12345', async () => {
    const user = userEvent.setup();
    renderWithT(<Money />);
    const input = screen.getByLabelText('Monthly income') as HTMLInputElement;
    await user.type(input, '12345');
    await user.tab();
    expect(input.value).toBe('12.345');
    expect(screen.getByTestId('amount').textContent).toBe('12345');
  });

  it('leaves 1234 without a separator (CLDR minimum grouping in es)', async () => {
    const user = userEvent.setup();
    renderWithT(<Money />);
    const input = screen.getByLabelText('Monthly income') as HTMLInputElement;
    await user.type(input, '1234');
    await user.tab();
    expect(input.value).toBe('1234');
  });

  it('never clears text that is not a number', async () => {
    const user = userEvent.setup();
    renderWithT(<Money />);
    const input = screen.getByLabelText('Monthly income') as HTMLInputElement;
    await user.type(input, '12k');
    await user.tab();
    expect(input.value).toBe('12k');
    expect(screen.getByTestId('amount').textContent).toBe('null');
  });

  it('puts the euro sign after the number and asks for the keypad with a decimal separator (it accepts cents)', () => {
    renderWithT(<Money />);
    const input = screen.getByLabelText('Monthly income');
    expect(input.getAttribute('inputmode')).toBe('decimal');
    expect(input.getAttribute('type')).toBe('text');
    expect(input.nextElementSibling?.textContent).toBe('€');
  });
});
