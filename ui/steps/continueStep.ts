import { runInAction } from 'mobx';
import type { FunnelEvents } from '../../application/analytics/FunnelEvents';
import type { Clock } from '../../application/ports/Clock';
import type { CaptchaProvider } from '../../application/ports/CaptchaProvider';
import type { FlowStep } from '../../domain/flow/FlowDefinition';
import type { CalendarDate } from '../../domain/validation/CalendarDate';
import type { FunnelStore } from '../stores/FunnelStore';
import type { LoanSelectionStore } from '../stores/LoanSelectionStore';
import type { StepFormStore } from './StepFormStore';
import { CAPTCHA_ACTION, REVIEW_ROUTE } from '../stores/stepConstants';
import type { FieldRules } from './fieldRulesContract';
import { stepContinued, stepRefused, stepRefusedByServer } from './funnelStepEvents';
import { discardDraft } from './keepDraft';
import type { ValueContext } from './formValues';

/** The open step Continue acts on (ui/steps/StepStore.ts; described here so the later-step chunk does not import it). */
export interface ContinuingStep {
  readonly step: FlowStep;
  readonly form: StepFormStore;
  readonly loan: Pick<LoanSelectionStore, 'answers'>;
  readonly deps: { readonly funnel: FunnelStore; readonly captcha: CaptchaProvider; readonly ctx: Pick<ValueContext, 'country'>; readonly events?: (() => Promise<FunnelEvents>) | undefined; readonly clock?: Pick<Clock, 'now'> | undefined };
  readonly fromReview: boolean;
  failed: boolean;
  correcting: boolean;
  /** Continue has to wait: the step shows it busy. */
  waiting(): void;
}

/** What StepStore hands over with the step: the field rules and the next step's code (ui/steps/laterSteps.ts). */
export interface ContinueCode {
  readonly rules: FieldRules;
  readonly prepareStep: (step: Pick<FlowStep, 'fields'> | undefined) => Promise<void>;
  readonly stepReady: (step: Pick<FlowStep, 'fields'> | undefined) => boolean;
}

/**
 * Continue on a step (docs/states-and-routes.md "Routes": v3 flow, docs/validation-by-country.md "Amount and period"): validate on Continue only, add the captcha token and the loan choice, queue
 * the save (it goes out behind the applicant: application/saving/SaveQueue.ts) and answer where to go — the next step,
 * the review page, or the earliest page holding a server field error; null when the page stays. The leaving step is
 * marked busy only when Continue has to wait (a chunk, the captcha): an instant Continue renders it no more (issue 14).
 * In the later-step chunk (first-step budget): StepStore.continue loads it, prefetched at the first answer.
 */
export async function continueStep(store: ContinuingStep, today: CalendarDate, code: ContinueCode): Promise<string | null> {
  const { form, step, deps } = store;
  const { funnel } = deps;
  if (store.failed) runInAction(() => (store.failed = false));
  const captchaFields = new Set(step.fields.filter((field) => field.control === 'captcha').map((field) => field.name));
  const { rules, prepareStep, stepReady } = code;
  // A deferred rule (IBAN, national id …) waits for its chunk instead of answering CheckUnavailable (ui/steps/laterSteps.ts).
  const asked = form.fields.filter((field) => !captchaFields.has(field.name)).map((field) => field.rule);
  if (!(rules.readyNow?.(asked, deps.ctx.country) ?? rules.whenReady === undefined)) store.waiting();
  if (!(await form.validateWhenReady(rules, today, captchaFields))) {
    stepRefused(store, form);
    return null;
  }
  let answers = form.answers(rules, captchaFields);
  if (step.modal) answers = { ...answers, ...store.loan.answers };
  if (captchaFields.size > 0) {
    store.waiting();
    const token = await deps.captcha.token(CAPTCHA_ACTION);
    if (token.ok) answers = { ...answers, googleCaptchaToken: token.value };
  }
  // Queued without waiting once the queue's chunk and the full flow are here.
  if (funnel.saves === null || !funnel.flowReady) store.waiting();
  const outcome = await funnel.saveStep(step.path, answers);
  if (outcome.kind === 'saved') {
    stepContinued(store);
    discardDraft(form, step.path);
  }
  if (outcome.kind === 'fieldErrors' && outcome.path === step.path) stepRefusedByServer(store, funnel.errorsOf(step.path));
  // The next step opens whole, Continue staying busy while its code arrives (prefetched), rather than the loader flashing.
  const next = outcome.kind === 'saved' && outcome.nextPath !== null ? funnel.stepAt(outcome.nextPath) : undefined;
  if (!stepReady(next)) {
    store.waiting();
    await prepareStep(next);
  }
  // The legacy flow has no review page: its last page submits (docs/product.md "The form flow": … reference information → checking).
  if (outcome.kind === 'saved' && submitsNow(store, outcome.nextPath)) return submit(store);
  return runInAction(() => {
    if (outcome.kind === 'saved') return nextAfterSave(store, outcome.nextPath);
    if (outcome.kind === 'fieldErrors') return toErrors(store, outcome.path);
    store.failed = true;
    return null;
  });
}

/** Refused answers (docs/product.md "The form flow"): the route of the earliest page holding an error, or null with this page showing its own. */
function toErrors(store: ContinuingStep, path: string): string | null {
  const { funnel } = store.deps;
  if (path !== store.step.path) return funnel.routeOf(path);
  store.correcting = true;
  store.form.showServerErrors(funnel.errorsOf(store.step.path));
  return null;
}

/**
 * The legacy flow has no review page: its last page submits, and so does a page corrected after a refused
 * submission once every page is answered and no page holds an error.
 */
function submitsNow(store: ContinuingStep, nextPath: string | null): boolean {
  const { funnel } = store.deps;
  if (funnel.flow.form !== 'legacy' || funnel.firstPageWithErrors !== null) return false;
  return nextPath === null || (store.correcting && funnel.allAnswered);
}

/** The final submission from the legacy flow's last page: the route of the state it leads to, or null to stay. */
async function submit(store: ContinuingStep): Promise<string | null> {
  const outcome = await store.deps.funnel.submit();
  return runInAction(() => {
    if (outcome.kind === 'route') return outcome.route;
    if (outcome.kind === 'fieldErrors') return toErrors(store, outcome.path);
    store.failed = true;
    return null;
  });
}

/**
 * Where a saved step leads. Decision (docs/product.md "The form flow"): while pages still hold server field errors the earliest of
 * them is next, and once the last is corrected with every answer given, the review page; otherwise the next step,
 * or the review after the last step or a Change from the review.
 */
function nextAfterSave(store: ContinuingStep, nextPath: string | null): string {
  const { funnel } = store.deps;
  const withErrors = funnel.firstPageWithErrors;
  if (withErrors !== null) return funnel.routeOf(withErrors);
  if (store.fromReview || nextPath === null || (store.correcting && funnel.allAnswered)) return REVIEW_ROUTE;
  return funnel.routeOf(nextPath);
}
