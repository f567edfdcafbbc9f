import type { ReactNode } from 'react';
import { FormGroup } from './FormGroup';
import { Hint } from './Hint';
import { InlineError } from './InlineError';
import { fieldDescribedBy } from './fieldIds';

export interface CheckboxFieldProps {
  id: string;
  name: string;
  /** May hold links, e.g. to the general policies. */
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * A single checkbox (a consent, an acceptance), never pre-ticked by the kit (CJEU Planet49, docs/click-ids-and-consent.md "Consent categories").
 * The box is at least 24×24 CSS px (WCAG 2.5.8).
 */
export function CheckboxField({ id, name, label, hint, error, checked, onChange }: CheckboxFieldProps) {
  const hasError = typeof error === 'string' && error.length > 0;
  return (
    <FormGroup hasError={hasError}>
      {hasError && <InlineError fieldId={id} message={error} />}
      <div className="choice choice--checkbox">
        <input
          className="choice__input"
          type="checkbox"
          id={id}
          name={name}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-describedby={fieldDescribedBy(id, hint !== undefined, hasError)}
          aria-invalid={hasError ? true : undefined}
        />
        <label className="choice__label" htmlFor={id}>
          {label}
        </label>
        {hint !== undefined && (
          <div className="choice__hint">
            <Hint fieldId={id}>{hint}</Hint>
          </div>
        )}
      </div>
    </FormGroup>
  );
}
