import type { ReactNode } from 'react';
import { Fieldset } from './Fieldset';
import { FormGroup } from './FormGroup';
import { Hint } from './Hint';
import { InlineError } from './InlineError';
import { useT } from './Translate';
import { datePartId, type DatePart, type DateParts } from './dateParts';
import { fieldDescribedBy } from './fieldIds';

export { datePartId, type DatePart, type DateParts } from './dateParts';

export interface DateOfBirthFieldProps {
  /** Field id; the day input is `${id}-day`, the summary link target. */
  id: string;
  name: string;
  legend: ReactNode;
  isPageHeading?: boolean;
  hint?: ReactNode;
  error?: string;
  /** Which parts the error concerns (GOV.UK: only those get the error style); all three when omitted. */
  errorParts?: readonly DatePart[];
  value: DateParts;
  onChange: (value: DateParts) => void;
  /** `bday` (default) gives `bday-day`/`bday-month`/`bday-year`; `none` for other dates (contract start…). */
  autoComplete?: 'bday' | 'none';
}

// No maxlength: it silently drops keystrokes; the validator explains a wrong length instead (GOV.UK date input).
const PARTS: ReadonlyArray<{ part: DatePart; width: string }> = [
  { part: 'day', width: '2' },
  { part: 'month', width: '2' },
  { part: 'year', width: '4' },
];

/**
 * A date as three numeric inputs (GOV.UK date input): `bday-day`, `bday-month`, `bday-year` autofill for a date of
 * birth (WCAG 1.3.5), `inputmode="numeric"`, never `type=number`.
 */
export function DateOfBirthField(props: DateOfBirthFieldProps) {
  const t = useT();
  const { id, name, legend, isPageHeading, hint, error, value, onChange } = props;
  const prefix = props.autoComplete === 'none' ? undefined : 'bday';
  const hasError = typeof error === 'string' && error.length > 0;
  const erroneous = new Set<DatePart>(props.errorParts ?? ['day', 'month', 'year']);
  return (
    <FormGroup hasError={hasError}>
      <Fieldset legend={legend} isPageHeading={isPageHeading} describedBy={fieldDescribedBy(id, hint !== undefined, hasError)} className="date-input-fieldset">
        {hint !== undefined && <Hint fieldId={id}>{hint}</Hint>}
        {hasError && <InlineError fieldId={id} message={error} />}
        <div className="date-input" id={id}>
          {PARTS.map(({ part, width }) => {
            const partId = datePartId(id, part);
            const invalid = hasError && erroneous.has(part);
            return (
              <div className="date-input__item" key={part}>
                <label className="label date-input__label" htmlFor={partId}>
                  {t(`common^fields>date>${part}`)}
                </label>
                <input
                  id={partId}
                  name={`${name}-${part}`}
                  className={`input input--w${width}${invalid ? ' input--error' : ''}`}
                  type="text"
                  inputMode="numeric"
                  autoComplete={prefix === undefined ? undefined : `${prefix}-${part}`}
                  value={value[part]}
                  onChange={(event) => onChange({ ...value, [part]: event.target.value })}
                  aria-invalid={invalid ? true : undefined}
                />
              </div>
            );
          })}
        </div>
      </Fieldset>
    </FormGroup>
  );
}
