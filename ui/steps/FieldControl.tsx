import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useOptionalApp } from '../hooks/AppContext';
import type { FieldDefinition } from '../../domain/flow/FlowDefinition';
import { CheckboxField } from '../kit/CheckboxField';
import { datePartId } from '../kit/dateParts';
import { TextField } from '../kit/TextField';
import { fieldId } from './flowText';
import { PhoneControl } from './PhoneControl';
import { useFieldControl, type FieldControlProps } from './useFieldControl';

export type { FieldControlProps } from './useFieldControl';

// The documents the required policies box accepts (issue 15 item 4) and the email check (item 5): one chunk, asked for at
// the applicant's first interaction, so neither is first-step code (first-step budget).
const addons = () => import(/* webpackChunkName: "field-addons" */ './fieldAddons');
const PolicyLinks = lazy(() => addons().then((m) => ({ default: m.PolicyLinks })));
const EmailSuggestion = lazy(() => addons().then((m) => ({ default: m.EmailSuggestion })));

/** Whether the applicant has interacted with the page yet (AppServices.firstInteraction); never outside the app. */
function useInteracted(): boolean {
  const services = useOptionalApp()?.services;
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    let live = true;
    void services?.firstInteraction.then(() => live && setInteracted(true));
    return () => {
      live = false;
    };
  }, [services]);
  return interacted;
}

/** The id the error summary links to: the first radio, the day of a date, else the input. */
export function summaryTarget(field: FieldDefinition): string {
  return field.control === 'date' || field.control === 'dateOfBirth' ? datePartId(fieldId(field), 'day') : fieldId(field);
}

/**
 * One field of a flow rendered with the kit control its `control` names (docs/architecture.md house rule 6: one engine for
 * every flow): the controls of the first step (text, e-mail, phone, checkbox). The others are in the later-step chunk
 * (LaterFieldControl, chosen by StepForm). Texts come from the flow's translations; the inline message is the summary's.
 */
export const FieldControl = observer(function FieldControl(props: FieldControlProps) {
  const { field } = props;
  const { label, hint, error, value, text, set, common, id } = useFieldControl(props);
  const interacted = useInteracted();
  // Room kept for the policy links before they come (no layout shift).
  const policySpace = <div className="policy-links" />;

  switch (field.control) {
    case 'checkbox':
      return (
        <>
          <CheckboxField id={id} name={field.name} label={label} {...(hint !== undefined ? { hint } : {})} {...(error !== undefined ? { error } : {})} checked={value === true} onChange={set} />
          {field.name === 'generalPolicies' &&
            (interacted ? (
              <Suspense fallback={policySpace}>
                <PolicyLinks />
              </Suspense>
            ) : (
              policySpace
            ))}
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
      if (field.control !== 'email' || !interacted) return input;
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
