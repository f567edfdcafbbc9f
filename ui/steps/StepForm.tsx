import { observer } from 'mobx-react-lite';
import type { FlowStep } from '../../domain/flow/FlowDefinition';
import type { StepFormStore } from '../stores/StepFormStore';
import { FieldControl } from './FieldControl';
import type { StepKeys } from './flowText';
import type { ValueContext } from './formValues';

export interface StepFormProps {
  readonly step: FlowStep;
  readonly form: StepFormStore;
  readonly keys: StepKeys;
  readonly ctx: ValueContext;
  readonly currency: string;
  readonly displayLocale: string;
  readonly province?: string;
  readonly onPostcodeChange?: (value: string) => void;
}

/** Shown fields of a step: every field but the invisible captcha. */
export const visibleFields = (step: FlowStep) => step.fields.filter((field) => field.control !== 'captcha');

/**
 * The one form engine (architecture.md house rule 6): renders any step of any FlowDefinition with the kit controls.
 * A step with a single question makes that question's label or legend the page heading.
 */
export const StepForm = observer(function StepForm(props: StepFormProps) {
  const fields = visibleFields(props.step);
  const single = fields.length === 1;
  return (
    <>
      {fields.map((field) => (
        <FieldControl
          key={field.name}
          field={field}
          keys={props.keys}
          form={props.form}
          isPageHeading={single}
          ctx={props.ctx}
          currency={props.currency}
          displayLocale={props.displayLocale}
          {...(props.province !== undefined ? { province: props.province } : {})}
          {...(props.onPostcodeChange ? { onPostcodeChange: props.onPostcodeChange } : {})}
        />
      ))}
    </>
  );
});
