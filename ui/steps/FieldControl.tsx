import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import type { FieldDefinition } from '../../domain/flow/FlowDefinition';
import { CheckboxField } from '../kit/CheckboxField';
import { datePartId } from '../kit/dateParts';
import { TextField } from '../kit/TextField';
import { fieldId } from './flowText';
import { PhoneControl } from './PhoneControl';
import { useFieldControl, type FieldControlProps } from './useFieldControl';

export type { FieldControlProps } from './useFieldControl';

// The documents the required policies box accepts (issue 15 item 4), in a chunk of their own (first-step budget).
const PolicyLinks = lazy(() => import(/* webpackChunkName: "policy-links" */ './PolicyLinks'));
// "Did you mean …?" and disposable addresses under the email field (issue 15 item 5), in the same way.
const EmailSuggestion = lazy(() => import(/* webpackChunkName: "email-suggestion" */ './EmailSuggestion'));

/** The id the error summary links to: the first radio, the day of a date, else the input. */
export function summaryTarget(field: FieldDefinition): string {
  return field.control === 'date' || field.control === 'dateOfBirth' ? datePartId(fieldId(field), 'day') : fieldId(field);
}

/**
 * One field of a flow rendered with the kit control its `control` names (architecture.md house rule 6: one engine for
 * every flow): the controls of the first step (text, e-mail, phone, checkbox). The others are in the later-step chunk
 * (LaterFieldControl, chosen by StepForm). Texts come from the flow's translations; the inline message is the summary's.
 */
export const FieldControl = observer(function FieldControl(props: FieldControlProps) {
  const { field } = props;
  const { label, hint, error, value, text, set, common, id } = useFieldControl(props);

  switch (field.control) {
    case 'checkbox':
      return (
        <>
          <CheckboxField id={id} name={field.name} label={label} {...(hint !== undefined ? { hint } : {})} {...(error !== undefined ? { error } : {})} checked={value === true} onChange={set} />
          {field.name === 'generalPolicies' && (
            <Suspense fallback={<div className="policy-links" />}>
              <PolicyLinks />
            </Suspense>
          )}
        </>
      );
    case 'tel':
      return <PhoneControl {...common} value={text} country={props.ctx.country} callingCode={props.ctx.callingCode} onChange={set} />;
    case 'captcha':
      return null;
    default: {
      const input = (
        <TextField
          {...common}
          value={text}
          onChange={set}
          type={field.control === 'email' ? 'email' : 'text'}
          autoComplete={field.autocomplete}
          inputMode={field.inputMode ?? (field.control === 'integer' ? 'numeric' : undefined)}
          spellCheck={field.control === 'email' || field.sensitive ? false : undefined}
          width={field.control === 'integer' ? '4' : field.control === 'licencePlate' ? '10' : 'full'}
        />
      );
      if (field.control !== 'email') return input;
      return (
        <>
          {input}
          <Suspense fallback={null}>
            <EmailSuggestion email={text} inputId={id} onUse={set} />
          </Suspense>
        </>
      );
    }
  }
});
