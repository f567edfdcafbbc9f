import { runInAction } from 'mobx';
import type { FunnelStore } from '../stores/FunnelStore';
import type { ContinuingStep } from './continueStep';

/**
 * A step prepared while the previous one was answered (issue 14 item 2, ui/pages/StepPage.tsx), shown later: it takes
 * the answers saved meanwhile (those the API sent back on resume, another page's save) except the fields the applicant
 * changed on it, and the server errors its page came to hold. Nothing changed, nothing is written (no render). In the
 * later-step chunk: only a prepared step needs it, and a step is prepared only once that chunk is here.
 */
export function showPrepared(store: Pick<ContinuingStep, 'form' | 'step' | 'correcting'>, funnel: Pick<FunnelStore, 'lead' | 'errorsOf'>): void {
  const { form } = store;
  runInAction(() => {
    for (const field of form.fields) {
      if (form.edited.has(field.name)) continue;
      const value = form.savedValue(field, funnel.lead);
      if (JSON.stringify(value) !== JSON.stringify(form.values[field.name])) form.values[field.name] = value;
    }
    const errors = funnel.errorsOf(store.step.path);
    if (errors.some((error) => form.problems[error.fieldName] === undefined)) {
      store.correcting = true;
      form.showServerErrors(errors);
    }
  });
}
