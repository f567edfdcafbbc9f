import type { ReactNode } from 'react';
import { Fieldset } from './Fieldset';
import { FormGroup } from './FormGroup';
import { Hint } from './Hint';
import { InlineError } from './InlineError';
import { fieldDescribedBy } from './fieldIds';
import { optionId, type Option } from './options';

export interface RadioGroupProps {
  /** Field id: the first radio's id and the base of the others'. */
  id: string;
  name: string;
  legend: ReactNode;
  isPageHeading?: boolean;
  hint?: ReactNode;
  error?: string;
  options: readonly Option[];
  /** The chosen value, or undefined before a choice. */
  value: string | undefined;
  onChange: (value: string) => void;
  /** Side by side for two short options such as Yes / No. */
  inline?: boolean;
}

/**
 * One question answered by a single choice. Each radio is at least 24×24 CSS px (WCAG 2.5.8, styled in base.css) and
 * its label is a target too.
 */
export function RadioGroup({ id, name, legend, isPageHeading, hint, error, options, value, onChange, inline }: RadioGroupProps) {
  const hasError = typeof error === 'string' && error.length > 0;
  return (
    <FormGroup hasError={hasError}>
      <Fieldset legend={legend} isPageHeading={isPageHeading} describedBy={fieldDescribedBy(id, hint !== undefined, hasError)}>
        {hint !== undefined && <Hint fieldId={id}>{hint}</Hint>}
        {hasError && <InlineError fieldId={id} message={error} />}
        <div className={inline ? 'choices choices--inline' : 'choices'}>
          {options.map((option, index) => {
            const inputId = optionId(id, index);
            return (
              <div className="choice" key={option.value}>
                <input
                  className="choice__input"
                  type="radio"
                  id={inputId}
                  name={name}
                  value={option.value}
                  checked={value === option.value}
                  onChange={() => onChange(option.value)}
                  aria-describedby={option.hint !== undefined ? `${inputId}-item-hint` : undefined}
                />
                <label className="choice__label" htmlFor={inputId}>
                  {option.label}
                </label>
                {option.hint !== undefined && (
                  <div id={`${inputId}-item-hint`} className="hint choice__hint">
                    {option.hint}
                  </div>
                )}
              </div>
            );
          })}
        </div>
      </Fieldset>
    </FormGroup>
  );
}
