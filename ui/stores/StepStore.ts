import { makeAutoObservable, runInAction } from 'mobx';
import type { CaptchaProvider } from '../../application/ports/CaptchaProvider';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import type { FlowStep } from '../../domain/flow/FlowDefinition';
import type { CalendarDate } from '../../domain/validation/CalendarDate';
import type { AppUseCases } from '../app/AppServices';
import { screenForRoute } from '../app/screenForRoute';
import { FIELD_RULES } from '../steps/fieldRules';
import { prepareStep } from '../steps/laterSteps';
import type { ValueContext } from '../steps/formValues';
import type { FunnelStore } from './FunnelStore';
import { stepRoute } from './FunnelStore';
import { LoanSelectionStore } from './LoanSelectionStore';
import { StepFormStore } from './StepFormStore';

/** Route of the check-your-answers page (accessibility.md "Check your answers"). */
export const REVIEW_ROUTE = '/check-answers';
export { stepRoute };

/**
 * The screen to open for a route the progress state points to (ui/app/screenForRoute.ts): the index opens the step or
 * page to resume at; a legacy brand's pages are its own. Here rather than on FunnelStore so start-up (mount.tsx) keeps
 * importing this module: moving StepStore out of the start-up chunk split a shared chunk (+0.7 KB first-step JS).
 */
export function resumeScreen(funnel: FunnelStore, route: string): string {
  return screenForRoute(route, funnel.routeOf(funnel.resumePath), funnel.flow.form === 'legacy');
}

/** The captcha action of the initial-details step (spec §2 row 1). */
export const CAPTCHA_ACTION = 'initial_details';

const SPANISH_POSTCODE = /^\d{5}$/;

/**
 * One open step (spec §2 v3 flow): its form, the amount modal of the step that has one, the province found for a
 * postcode, and Continue — validate (spec §5, on Continue only), add the captcha token and the loan choice, save,
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
  /** A Continue is under way (captcha, save): further clicks are ignored until it ends. */
  continuing = false;
  /** The page shows server field errors being corrected (after a rejected submission). */
  private correcting: boolean;

  constructor(
    readonly step: FlowStep,
    private readonly deps: {
      readonly funnel: FunnelStore;
      readonly lookUpPostcode: AppUseCases['lookUpPostcode'];
      readonly captcha: CaptchaProvider;
      readonly brand: Pick<BrandConfig, 'loan' | 'limits' | 'country'>;
      readonly ctx: ValueContext;
    },
    private readonly fromReview: boolean,
  ) {
    this.form = new StepFormStore(step, deps.funnel.lead, deps.funnel.errorsOf(step.path), deps.ctx, undefined, FIELD_RULES);
    this.loan = new LoanSelectionStore(deps.brand, deps.funnel.lead);
    // The amount modal is shown at start (spec §2 row 1): on the first visit, before a lead exists.
    this.modalOpen = step.modal?.showAtStart === true && !deps.funnel.lead.id && !deps.funnel.loanChosen;
    this.correcting = deps.funnel.errorsOf(step.path).length > 0;
    makeAutoObservable<this, 'deps' | 'fromReview' | 'correcting'>(this, { step: false, form: false, loan: false, deps: false, fromReview: false, correcting: false });
  }

  openModal(): void {
    this.modalOpen = true;
  }

  /** Closing the amount modal records the choice (ChooseLoan), so it survives a reload before Continue. */
  closeModal(): void {
    this.modalOpen = false;
    void this.deps.funnel.chooseLoan(this.loan.amount, this.loan.period);
  }

  /**
   * Looks the province up once a postcode is complete and fills the province field when it is empty or still holds
   * the previous lookup's answer: the province follows the postcode; one the applicant typed is left for the server's
   * RegionMismatch to question (issue 15 item 5).
   */
  async postcodeChanged(value: string): Promise<void> {
    const field = this.step.fields.find((candidate) => candidate.name.endsWith('.province'));
    // A province chosen from a list (MX state, CO department…) is the applicant's; five digits are not always Spanish.
    if (field?.options !== undefined || !SPANISH_POSTCODE.test(value.trim())) return;
    const found = await this.deps.lookUpPostcode.execute({ postalCode: value });
    if (!found.ok) return;
    runInAction(() => {
      const previous = this.province;
      this.province = found.value.province;
      const current = field ? this.form.values[field.name] : undefined;
      if (field && (current === '' || current === previous)) this.form.setValue(field.name, found.value.province);
    });
  }

  /** Continue: the route to open next, or null when the page stays (problems shown, or the save failed). */
  async continue(today: CalendarDate): Promise<string | null> {
    if (this.continuing) return null;
    this.continuing = true;
    try {
      return await this.validateAndSave(today);
    } finally {
      runInAction(() => (this.continuing = false));
    }
  }

  private async validateAndSave(today: CalendarDate): Promise<string | null> {
    this.failed = false;
    const captchaFields = new Set(this.step.fields.filter((field) => field.control === 'captcha').map((field) => field.name));
    const rules = FIELD_RULES;
    // A deferred rule (IBAN, national id …) waits for its chunk instead of answering CheckUnavailable (ui/steps/laterSteps.ts).
    if (!(await this.form.validateWhenReady(rules, today, captchaFields))) return null;
    let answers = this.form.answers(rules, captchaFields);
    if (this.step.modal) answers = { ...answers, ...this.loan.answers };
    if (captchaFields.size > 0) {
      const token = await this.deps.captcha.token(CAPTCHA_ACTION);
      if (token.ok) answers = { ...answers, googleCaptchaToken: token.value };
    }
    // The save goes out behind the applicant (application/saving/SaveQueue.ts): the next step opens at once.
    const outcome = await this.deps.funnel.saveStep(this.step.path, answers);
    // The next step opens whole, Continue staying busy while its code arrives (prefetched), rather than the loader flashing.
    if (outcome.kind === 'saved' && outcome.nextPath !== null) await prepareStep(this.deps.funnel.stepAt(outcome.nextPath));
    // The legacy flow has no review page: its last page submits (spec §2 … reference information → checking).
    if (outcome.kind === 'saved' && this.submitsNow(outcome.nextPath)) return this.submit();
    return runInAction(() => {
      if (outcome.kind === 'saved') return this.nextAfterSave(outcome.nextPath);
      if (outcome.kind === 'fieldErrors') return this.toErrors(outcome.path);
      this.failed = true;
      return null;
    });
  }

  /** Refused answers (spec §2): the route of the earliest page holding an error, or null with this page showing its own. */
  private toErrors(path: string): string | null {
    if (path !== this.step.path) return this.deps.funnel.routeOf(path);
    this.correcting = true;
    this.form.showServerErrors(this.deps.funnel.errorsOf(this.step.path));
    return null;
  }

  /**
   * The legacy flow has no review page: its last page submits, and so does a page corrected after a refused
   * submission once every page is answered and no page holds an error.
   */
  private submitsNow(nextPath: string | null): boolean {
    const { funnel } = this.deps;
    if (funnel.flow.form !== 'legacy' || funnel.firstPageWithErrors !== null) return false;
    return nextPath === null || (this.correcting && funnel.allAnswered);
  }

  /** The final submission from the legacy flow's last page: the route of the state it leads to, or null to stay. */
  private async submit(): Promise<string | null> {
    const outcome = await this.deps.funnel.submit();
    return runInAction(() => {
      if (outcome.kind === 'route') return outcome.route;
      if (outcome.kind === 'fieldErrors') return this.toErrors(outcome.path);
      this.failed = true;
      return null;
    });
  }

  /**
   * Where a saved step leads. Decision (spec §2 is silent): while pages still hold server field errors the earliest of
   * them is next, and once the last is corrected with every answer given, the review page; otherwise the next step,
   * or the review after the last step or a Change from the review.
   */
  private nextAfterSave(nextPath: string | null): string {
    const { funnel } = this.deps;
    const withErrors = funnel.firstPageWithErrors;
    if (withErrors !== null) return funnel.routeOf(withErrors);
    if (this.fromReview || nextPath === null || (this.correcting && funnel.allAnswered)) return REVIEW_ROUTE;
    return funnel.routeOf(nextPath);
  }
}
