import type { ReactNode } from 'react';
import { FormGroup } from './FormGroup';
import { Hint } from './Hint';
import { InlineError } from './InlineError';
import { Label } from './Label';
import { fieldDescribedBy } from './fieldIds';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  id: string;
  name: string;
  label: ReactNode;
  isPageHeading?: boolean;
  hint?: ReactNode;
  error?: string;
  options: readonly SelectOption[];
  /** The empty first option ("Select an option"); the empty value means no answer yet. */
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
}

/** A native select: long lists (country of birth, citizenship, province) where radios would not fit. */
export function SelectField({ id, name, label, isPageHeading, hint, error, options, placeholder, value, onChange, autoComplete }: SelectFieldProps) {
  const hasError = typeof error === 'string' && error.length > 0;
  return (
    <FormGroup hasError={hasError}>
      <Label htmlFor={id} isPageHeading={isPageHeading}>
        {label}
      </Label>
      {hint !== undefined && <Hint fieldId={id}>{hint}</Hint>}
      {hasError && <InlineError fieldId={id} message={error} />}
      <select
        id={id}
        name={name}
        className={hasError ? 'select select--error' : 'select'}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoComplete={autoComplete}
        aria-describedby={fieldDescribedBy(id, hint !== undefined, hasError)}
        aria-invalid={hasError ? true : undefined}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FormGroup>
  );
}
