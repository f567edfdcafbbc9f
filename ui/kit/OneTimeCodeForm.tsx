import { Button } from './Button';
import { TextField } from './TextField';

export interface OneTimeCodeFormProps {
  readonly id: string;
  readonly label: string;
  readonly hint: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string | undefined;
  readonly onSubmit: () => void;
  readonly busy: boolean;
  readonly busyLabel: string;
  readonly submitLabel: string;
}

/**
 * The field and button of a one-time code (mobile verification, resume): `autocomplete="one-time-code"` so the phone
 * offers the code from the SMS, a numeric keyboard, no spell check, and the form's own submit (Enter sends it).
 */
export function OneTimeCodeForm({ id, label, hint, value, onChange, error, onSubmit, busy, busyLabel, submitLabel }: OneTimeCodeFormProps) {
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <TextField
        id={id}
        name="code"
        label={label}
        hint={hint}
        value={value}
        onChange={onChange}
        autoComplete="one-time-code"
        inputMode="numeric"
        spellCheck={false}
        maxLength={8}
        width="5"
        {...(error ? { error } : {})}
      />
      <Button type="submit" busy={busy} busyLabel={busyLabel}>
        {submitLabel}
      </Button>
    </form>
  );
}
