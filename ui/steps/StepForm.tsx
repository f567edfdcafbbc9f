import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { FlowStep } from '../../domain/flow/FlowDefinition';
import { NotLoadedNotice } from '../kit/NotLoadedNotice';
import type { LazyModule } from '../../application/shared/lazyModule';
import { useLazyModule } from '../kit/useLazyModule';
import type { StepFormStore } from './StepFormStore';
import { FieldControl } from './FieldControl';
import type { StepKeys } from './flowText';
import type { ValueContext } from './formValues';
import { isPhoneFieldRule } from '../../domain/validation/deferredFieldRules';
import { LATER_CONTROLS, laterStepsChunk, needsLaterCode, type LaterStepsChunk } from './laterSteps';
import { phoneCode } from './phoneCode';

export interface StepFormProps {
  readonly step: FlowStep;
  readonly form: StepFormStore;
  readonly keys: StepKeys;
  readonly ctx: ValueContext;
  readonly currency: string;
  readonly displayLocale: string;
  readonly province?: string;
  readonly onPostcodeChange?: (value: string) => void;
  /** Where the later-step code comes from: the lazy chunk (default), or a stand-in in tests. */
  readonly laterCode?: LazyModule<LaterStepsChunk>;
  /** Where the phone code comes from: the lazy chunk (default), or a stand-in in tests. */
  readonly phoneCode?: LazyModule<unknown>;
}

/** Shown fields of a step: every field but the invisible captcha. */
export const visibleFields = (step: FlowStep) => step.fields.filter((field) => field.control !== 'captcha');

/**
 * The one form engine (docs/architecture.md house rule 6): renders any step of any FlowDefinition with the kit controls.
 * A step with a single question makes that question's label or legend the page heading.
 *
 * The first-step budget: a step whose controls or rules are in the later-step chunk suspends until it is there, so the step appears
 * whole (after a Continue the router's transition keeps the previous step on screen meanwhile: no loader flash, no
 * shift). The applicant's first answer on any step prefetches that chunk, and the phone chunk on a step with a phone
 * field (ui/steps/phoneCode.ts: Continue waits for it). If the later-step chunk fails to load, the step shows what it
 * can, a notice and a retry in place of the missing controls; the answers stay in the form.
 */
export const StepForm = observer(function StepForm(props: StepFormProps) {
  const fields = visibleFields(props.step);
  // A legacy page is headed by its section label, so even a lone field there keeps its own label.
  const single = fields.length === 1 && props.step.fieldSteps === undefined;
  const laterCode = props.laterCode ?? laterStepsChunk;
  const later = useLazyModule(laterCode);
  if (!later.module && !later.failed && fields.some(needsLaterCode)) {
    laterCode.load().catch(() => undefined);
    // Suspends until the load ends (a thenable thrown to Suspense, as React.lazy does); settled() never rejects, so a
    // failure reaches the notice below, not the error boundary.
    throw laterCode.settled();
  }
  const phone = fields.some((field) => isPhoneFieldRule(field.rule)) ? (props.phoneCode ?? phoneCode) : null;
  const prefetch = () => {
    laterCode.load().catch(() => undefined);
    phone?.load().catch(() => undefined);
  };
  const LaterFieldControl = later.module?.LaterFieldControl;
  let noticeShown = false;
  return (
    <>
      {fields.map((field) => {
        const fieldProps = {
          field,
          keys: props.keys,
          form: props.form,
          isPageHeading: single,
          ctx: props.ctx,
          currency: props.currency,
          displayLocale: props.displayLocale,
          onAnswer: prefetch,
          ...(props.province !== undefined ? { province: props.province } : {}),
          ...(props.onPostcodeChange ? { onPostcodeChange: props.onPostcodeChange } : {}),
        };
        if (!LATER_CONTROLS.has(field.control)) return <FieldControl key={field.name} {...fieldProps} />;
        if (LaterFieldControl) return <LaterFieldControl key={field.name} {...fieldProps} />;
        if (noticeShown) return null;
        noticeShown = true;
        return <LaterCodeNotice key={field.name} laterCode={laterCode} />;
      })}
    </>
  );
});

/** In place of controls whose code did not load: say so, keep the answers, offer to try again. */
function LaterCodeNotice({ laterCode }: { laterCode: LazyModule<LaterStepsChunk> }) {
  const [busy, setBusy] = useState(false);
  const retry = () => {
    setBusy(true);
    laterCode
      .load()
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  return <NotLoadedNotice onRetry={retry} busy={busy} secondary />;
}
