import type { ChangeEvent, FocusEvent, HTMLAttributes, ReactNode, Ref } from 'react';
import { FormGroup } from './FormGroup';
import { Hint } from './Hint';
import { InlineError } from './InlineError';
import { Label } from './Label';
import { fieldDescribedBy } from './fieldIds';

/** Width classes sized to the expected answer (GOV.UK input widths); `full` fills the column. */
export type InputWidth = 'full' | '2' | '3' | '4' | '5' | '10' | '20' | '30';

export interface TextFieldProps {
  /** Input id; the error summary links here. */
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Translated inline message; present only after a failed Continue (docs/accessible-forms.md "When to validate"). */
  error?: string;
  value: string;
  onChange: (value: string, event: ChangeEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** E.g. the phone field starts loading its formatter when first focused. */
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** HTML autocomplete token (WCAG 1.3.5), e.g. `given-name`, `email`, `postal-code`. */
  autoComplete?: string;
  /** `numeric` for digits; never `type=number` (docs/accessible-forms.md "Autofill"). */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  type?: 'text' | 'email' | 'tel' | 'url';
  spellCheck?: boolean;
  autoCapitalize?: string;
  maxLength?: number;
  width?: InputWidth;
  /** Text shown before / after the input, e.g. a currency symbol or "+34"; hidden from AT when the label says it. */
  prefix?: string;
  suffix?: string;
  /** The label is the page's `<h1>`. */
  isPageHeading?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Extra ids for `aria-describedby`, e.g. a live province read-out. */
  describedBy?: string;
  /** Content after the input inside the same group, e.g. the province filled from a postcode. */
  after?: ReactNode;
}

/** A single-line text input with a visible label, hint and inline error wired by `aria-describedby` (GOV.UK text input). */
export function TextField(props: TextFieldProps) {
  const { id, name, label, hint, error, value, width = 'full', prefix, suffix } = props;
  const hasError = typeof error === 'string' && error.length > 0;
  const input = (
    <input
      ref={props.inputRef}
      id={id}
      name={name}
      className={`input input--w${width}${hasError ? ' input--error' : ''}`}
      type={props.type ?? 'text'}
      value={value}
      onChange={(event) => props.onChange(event.target.value, event)}
      onBlur={props.onBlur}
      onFocus={props.onFocus}
      autoComplete={props.autoComplete}
      inputMode={props.inputMode}
      spellCheck={props.spellCheck}
      autoCapitalize={props.autoCapitalize}
      maxLength={props.maxLength}
      aria-describedby={fieldDescribedBy(id, hint !== undefined, hasError, props.describedBy)}
      aria-invalid={hasError ? true : undefined}
    />
  );
  return (
    <FormGroup hasError={hasError}>
      <Label htmlFor={id} isPageHeading={props.isPageHeading}>
        {label}
      </Label>
      {hint !== undefined && <Hint fieldId={id}>{hint}</Hint>}
      {hasError && <InlineError fieldId={id} message={error} />}
      {prefix !== undefined || suffix !== undefined ? (
        <div className="input-wrapper">
          {prefix !== undefined && (
            <span className="input-affix" aria-hidden="true">
              {prefix}
            </span>
          )}
          {input}
          {suffix !== undefined && (
            <span className="input-affix" aria-hidden="true">
              {suffix}
            </span>
          )}
        </div>
      ) : (
        input
      )}
      {props.after}
    </FormGroup>
  );
}
