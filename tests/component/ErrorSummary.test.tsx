import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuestionPage } from '../../ui/kit/QuestionPage';
import { TextField } from '../../ui/kit/TextField';
import { renderWithT } from './support/renderWithT';

/** A one-question step whose Continue fails while the e-mail has no '@' (validation on Continue only). */
function EmailStep({ stepKey = 'initial-details' }: { stepKey?: string }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [attempt, setAttempt] = useState(0);
  const [errors, setErrors] = useState<Array<{ fieldId: string; message: string }>>([]);
  const byId = new Map(errors.map((e) => [e.fieldId, e.message]));
  return (
    <QuestionPage
      stepKey={stepKey}
      heading="Your details"
      errors={errors}
      errorFocusKey={attempt}
      onContinue={() => {
        const next = [];
        if (!email.includes('@')) next.push({ fieldId: 'email', message: 'Enter an email address in the correct format' });
        if (name.trim() === '') next.push({ fieldId: 'firstName', message: 'Enter your first name' });
        setErrors(next);
        setAttempt((n) => n + 1);
      }}
    >
      <TextField id="firstName" name="firstName" label="First name" autoComplete="given-name" value={name} onChange={setName} error={byId.get('firstName')} />
      <TextField id="email" name="email" type="email" label="Email address" hint="We send your offer here" autoComplete="email" value={email} onChange={setEmail} error={byId.get('email')} />
    </QuestionPage>
  );
}

describe('Error summary (docs/accessible-forms.md "Error summary")', () => {
  it('shows nothing before a Continue', () => {
    renderWithT(<EmailStep />);
    expect(screen.queryByText('There is a problem')).toBeNull();
  });

  it('appears on a failed Continue, takes focus and lists each problem in field order', async () => {
    const user = userEvent.setup();
    renderWithT(<EmailStep />);
    await user.type(screen.getByLabelText('Email address'), 'ana.example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const heading = screen.getByRole('heading', { name: 'There is a problem', level: 2 });
    const summary = heading.closest('.error-summary');
    expect(document.activeElement).toBe(summary);
    const links = screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Enter an email address in the correct format', '#email'],
      ['Enter your first name', '#firstName'],
    ]);
  });

  it('moves focus back to the summary on every failed Continue, even with the same errors', async () => {
    const user = userEvent.setup();
    renderWithT(<EmailStep />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByLabelText('Email address'));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(document.activeElement?.classList.contains('error-summary')).toBe(true);
  });

  it('each link focuses its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderWithT(<EmailStep />);
    await user.type(screen.getByLabelText('Email address'), 'ana.example.com');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('link', { name: 'Enter an email address in the correct format' }));
    const input = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(document.activeElement).toBe(input);
    expect(input.value).toBe('ana.example.com');
    // In-page focus: the URL hash is not changed, so the router sees no navigation.
    expect(window.location.hash).toBe('');
  });

  it('uses the same wording inline, above the input, with a hidden "Error:" prefix', async () => {
    const user = userEvent.setup();
    renderWithT(<EmailStep />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const message = document.getElementById('email-error');
    expect(message?.textContent).toBe('Error: Enter an email address in the correct format');
    expect(message?.querySelector('.visually-hidden')?.textContent).toBe('Error:');
    const input = screen.getByLabelText('Email address');
    expect(message!.compareDocumentPosition(input) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is translated (es: "Hay un problema", "Error:")', () => {
    renderWithT(<EmailStep />, 'es');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('heading', { name: 'Hay un problema' })).toBeTruthy();
  });
});

describe('aria-describedby and aria-invalid wiring (docs/accessible-forms.md "Inline error")', () => {
  it('links only the hint before an error, and sets no aria-invalid', () => {
    renderWithT(<EmailStep />);
    const input = screen.getByLabelText('Email address');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint');
    expect(document.getElementById('email-hint')?.textContent).toBe('We send your offer here');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByLabelText('First name').hasAttribute('aria-describedby')).toBe(false);
  });

  it('adds the error after the hint and marks the input invalid once Continue fails', async () => {
    const user = userEvent.setup();
    renderWithT(<EmailStep />);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const input = screen.getByLabelText('Email address');
    expect(input.getAttribute('aria-describedby')).toBe('email-hint email-error');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('First name').getAttribute('aria-describedby')).toBe('firstName-error');
  });

  it('keeps the autocomplete token and never uses type=number', () => {
    renderWithT(<EmailStep />);
    expect(screen.getByLabelText('First name').getAttribute('autocomplete')).toBe('given-name');
    expect(screen.getByLabelText('Email address').getAttribute('type')).toBe('email');
  });
});

describe('QuestionPage focus (docs/accessible-forms.md "Focus")', () => {
  it('moves focus to the new heading when the step changes, in the next frame (not in the step change: issue 14)', async () => {
    const { rerender } = renderWithT(<EmailStep stepKey="name" />);
    act(() => (document.body as HTMLElement).focus());
    rerender(<EmailStep stepKey="personal-code" />);
    const heading = screen.getByRole('heading', { level: 1, name: 'Your details' });
    expect(document.activeElement).toBe(document.body);
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('never takes focus from a field the applicant moved to before that frame (typing at once)', async () => {
    const { rerender } = renderWithT(<EmailStep stepKey="name" />);
    act(() => (document.body as HTMLElement).focus());
    rerender(<EmailStep stepKey="personal-code" />);
    const input = screen.getByLabelText('Email address');
    act(() => input.focus());
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    expect(document.activeElement).toBe(input);
  });

  it('can leave focus alone on a full page load', () => {
    renderWithT(
      <QuestionPage stepKey="a" heading="Q" focusOnMount={() => false} onContinue={() => undefined}>
        <p>content</p>
      </QuestionPage>,
    );
    expect(document.activeElement).toBe(document.body);
  });

  it('submits once per Continue and not while busy', async () => {
    const user = userEvent.setup();
    let calls = 0;
    const { rerender } = renderWithT(
      <QuestionPage stepKey="a" heading="Q" busy onContinue={() => calls++}>
        <p>content</p>
      </QuestionPage>,
    );
    await user.click(screen.getByRole('button', { name: /Continue/ }));
    expect(calls).toBe(0);
    rerender(
      <QuestionPage stepKey="a" heading="Q" onContinue={() => calls++}>
        <p>content</p>
      </QuestionPage>,
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(calls).toBe(1);
  });
});

describe('a step shown with errors', () => {
  it('keeps focus on the error summary, not the heading (server errors on the earliest page)', () => {
    renderWithT(
      <QuestionPage stepKey="personal-code" heading="DNI o NIE" errors={[{ fieldId: 'code', message: 'Check the number' }]} onContinue={() => undefined}>
        <TextField id="code" name="code" label="DNI" value="12345678A" onChange={() => undefined} error="Check the number" />
      </QuestionPage>,
    );
    expect(document.activeElement?.classList.contains('error-summary')).toBe(true);
  });
});

describe('Error summary entries on a page with several questions', () => {
  it('name their field, so identical messages give distinct links, and still focus their field', async () => {
    const { ErrorSummary } = await import('../../ui/kit/ErrorSummary');
    renderWithT(
      <>
        <ErrorSummary
          errors={[
            { fieldId: 'first', message: 'Enter it in the correct format', label: 'First name' },
            { fieldId: 'last', message: 'Enter it in the correct format', label: 'Last name' },
          ]}
        />
        <input id="first" aria-label="First name" />
        <input id="last" aria-label="Last name" />
      </>,
    );
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['First name: Enter it in the correct format', 'Last name: Enter it in the correct format']);
    await userEvent.click(screen.getByRole('link', { name: 'Last name: Enter it in the correct format' }));
    expect(document.activeElement?.id).toBe('last');
  });
});
