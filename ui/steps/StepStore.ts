import { makeAutoObservable, runInAction } from 'mobx';
import type { CaptchaProvider } from '../../application/ports/CaptchaProvider';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import type { FlowStep } from '../../domain/flow/FlowDefinition';
import type { CalendarDate } from '../../domain/validation/CalendarDate';
import type { AppServices, AppUseCases } from '../services/AppServices';
import { screenForRoute } from '../stores/screenForRoute';
import { FIELD_RULES } from './fieldRules';
import { laterStepsChunk, prepareStep, stepReady } from './laterSteps';
import type { ValueContext } from './formValues';
import type { FunnelStore } from '../stores/FunnelStore';
import { stepRoute } from '../stores/FunnelStore';
import { LoanSelectionStore } from '../stores/LoanSelectionStore';
import { StepFormStore } from './StepFormStore';

export { CAPTCHA_ACTION, REVIEW_ROUTE } from '../stores/stepConstants';
export { stepRoute };

/**
 * The screen to open for a route the progress state points to (ui/stores/screenForRoute.ts): the index opens the step or
 * page to resume at; a legacy brand's pages are its own. Here rather than on FunnelStore so start-up (mount.tsx) keeps
 * importing this module: moving StepStore out of the start-up chunk split a shared chunk (+0.7 KB first-step JS).
 */
export function resumeScreen(funnel: FunnelStore, route: string): string {
  return screenForRoute(route, funnel.routeOf(funnel.resumePath), funnel.flow.form === 'legacy');
}


/**
 * One open step (docs/product.md "Screens and routes": v3 flow): its form, the amount modal of the step that has one, the province found for a
 * postcode (ui/steps/lookUpProvince.ts), and Continue — validate (docs/validation-by-country.md "Postal codes", on Continue only), add the captcha token and the loan choice, save,
 * and answer where to go: the next step, the review page (after the last step or a Change from the review), or the
 * earliest page holding a server field error.
 */
export class StepStore {
  readonly form: StepFormStore;
  readonly loan: LoanSelectionStore;
  province: string | undefined = undefined;
  modalOpen = false;
  /** The last save failed for a reason other than the answers (network, server). */
  failed = false;
  /** A Continue is waiting (for a chunk, the captcha): the button shows it. An instant Continue never sets it. */
  continuing = false;
  /** A Continue is under way: further clicks are ignored until it ends (not observed: no render of the leaving step). */
  private inFlight = false;
  /** The page shows server field errors being corrected (after a rejected submission). */
  correcting: boolean;

  constructor(
    readonly step: FlowStep,
    readonly deps: {
      readonly funnel: FunnelStore;
      readonly lookUpPostcode: AppUseCases['lookUpPostcode'];
      readonly captcha: CaptchaProvider;
      readonly brand: Pick<BrandConfig, 'loan' | 'limits' | 'country'>;
      readonly ctx: ValueContext;
      /** Where the step's shown, refused and continued events go (ui/steps/funnelStepEvents.ts). */
      readonly events?: AppServices['funnelEvents'];
      /** When those events happened. */
      readonly clock?: AppServices['clock'];
    },
    /** Opened by a Change from the review page: Continue returns there. */
    readonly fromReview: boolean,
  ) {
    this.form = new StepFormStore(step, deps.funnel.lead, deps.funnel.errorsOf(step.path), deps.ctx, undefined, FIELD_RULES);
    this.loan = new LoanSelectionStore(deps.brand, deps.funnel.lead);
    // The amount modal is shown at start (docs/product.md "Screens and routes": row 1): on the first visit, before a lead exists.
    this.modalOpen = step.modal?.showAtStart === true && !deps.funnel.lead.id && !deps.funnel.loanChosen;
    this.correcting = deps.funnel.errorsOf(step.path).length > 0;
    makeAutoObservable<this, 'deps' | 'fromReview' | 'inFlight'>(this, { step: false, form: false, loan: false, deps: false, fromReview: false, correcting: false, inFlight: false });
  }

  openModal(): void {
    this.modalOpen = true;
  }

  /** Closing the amount modal records the choice (ChooseLoan), so it survives a reload before Continue. */
  closeModal(): void {
    this.modalOpen = false;
    void this.deps.funnel.chooseLoan(this.loan.amount, this.loan.period);
  }

  /** Continue: the route to open next, or null when the page stays (problems shown, or the save failed). */
  async continue(today: CalendarDate): Promise<string | null> {
    if (this.inFlight) return null;
    this.inFlight = true;
    try {
      // What Continue does comes with the later steps' code (first-step budget), prefetched at the first answer.
      if (!laterStepsChunk.current()) this.waiting();
      const later = await laterStepsChunk.load().catch(() => null);
      if (later) return await later.continueStep(this, today, { rules: FIELD_RULES, prepareStep, stepReady });
      runInAction(() => (this.failed = true));
      return null;
    } finally {
      this.inFlight = false;
      if (this.continuing) runInAction(() => (this.continuing = false));
    }
  }

  /** Continue has to wait for something (issue 14: the leaving step renders again only then, to show it). */
  waiting(): void {
    this.continuing = true;
  }
}
