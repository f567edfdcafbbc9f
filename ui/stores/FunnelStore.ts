import { makeAutoObservable, observable, observableRef, runInAction, type IObservableValue } from 'mobx';
import type { SaveStatus, StepRefusedSave } from '../../application/saving/SaveQueue';
import type { FunnelState } from '../../application/session/FunnelState';
import { stepApplies } from '../../domain/flow/stepCondition';
import type { FlowDefinition, FlowStep } from '../../domain/flow/FlowDefinition';
import type { PageError } from '../../domain/lead/DynamicFormPage';
import type { Lead } from '../../domain/lead/LeadSchema';
import type { AppServices, AppUseCases, SaveQueueControls } from '../services/AppServices';
import { firstUnansweredStep } from './firstUnansweredStep';
import type { RouteOutcome, SaveOutcome } from './funnelOutcomes';

/** The same steps in the same order. */
const sameSteps = (a: readonly FlowStep[], b: readonly FlowStep[]): boolean => a.length === b.length && a.every((step, index) => step === b[index]);

/** One URL per step of the v3 flow, so browser back and forward move between steps. */
export const stepRoute = (path: string): string => `/step/${path}`;

type FunnelUseCases = Pick<AppUseCases, 'startSession' | 'chooseLoan' | 'submitLead' | 'resumeApplication'>;

/**
 * The applicant's session in the ui (docs/product.md "Landing parameters": dynamic flow, docs/sessions-and-storage.md "Persistence": session and persistence): starts it from the landing
 * URL, saves each step, submits the last one and resumes from a link. State changes only in actions
 * (docs/architecture.md house rule 4); every rule lives in the use cases.
 */
export class FunnelStore {
  state: FunnelState | null = null;
  /** The route the stored progress points to after start (docs/states-and-routes.md "Application states"). */
  startRoute = '/';
  saving = false;
  /** The applicant has chosen the amount in this page's life (the start-up dialog is not shown again). */
  loanChosen = false;
  /** Why the last save failed (a LeadGateway error kind), for the notice; null when it did not. */
  failure: string | null = null;
  /** The saves going on behind the steps (application/saving/SaveQueue.ts); null before the first. */
  saveStatus: SaveStatus | null = null;
  private queue: Promise<SaveQueueControls | null> | null = null;
  /** The queue once loaded: the status's retry and the connection coming back drive it. */
  saves: SaveQueueControls | null = null;

  // Observed by reference: the flow is immutable configuration, replaced whole when the catalogue arrives.
  private readonly flowBox: IObservableValue<FlowDefinition>;
  /** Every step of `flow` is defined (false only while the catalogue chunk has not arrived). */
  flowReady: boolean;
  private flowLoad: Promise<void> | null = null;
  /** The last `steps` answered (not observed: only its identity is kept). */
  private askedSteps: readonly FlowStep[] = [];

  constructor(
    private readonly useCases: FunnelUseCases,
    flow: FlowDefinition,
    private readonly loadFlow?: () => Promise<FlowDefinition>,
    private readonly loadQueue?: AppServices['saveQueue'],
  ) {
    this.flowBox = observable.box(flow, { deep: false });
    this.flowReady = loadFlow === undefined;
    makeAutoObservable<this, 'useCases' | 'loadFlow' | 'flowLoad' | 'flowBox' | 'loadQueue' | 'queue' | 'askedSteps'>(this, {
      useCases: false, loadFlow: false, flowLoad: false, flowBox: false, loadQueue: false, queue: false, saves: false, askedSteps: false,
      // Replaced whole, never changed in place: observed by reference, not copied into observables at every save (issue 14).
      state: observableRef,
    });
  }

  /** The save queue, built on first use (it sends what a previous page left pending); null when its chunk failed. */
  private saveQueue(): Promise<SaveQueueControls | null> {
    this.queue ??= (this.loadQueue?.(this) ?? Promise.reject(new Error())).then(
      (queue) => (this.saves = queue),
      () => (this.queue = null),
    );
    return this.queue;
  }

  /** Readies what Continue needs while a step is answered: the save queue (it sends what a previous page left) and the full flow. */
  prepareAhead(): void {
    if (!this.state) return;
    void this.saveQueue();
    void this.ensureFlow();
  }

  showStatus(status: SaveStatus): void {
    this.saveStatus = status;
  }

  /** The API refused the saves out of turn: the funnel takes the state it names (or reads the application again), and the route guard shows that state's screen. */
  refused(error: StepRefusedSave): void {
    const state = this.state;
    if (!state) return;
    if (error.progressState !== undefined) this.adopt({ ...state, other: { ...state.other, progressState: error.progressState } });
    else if (state.lead.id) void this.resume(state.lead.id);
  }

  /** The brand's flow; until `ensureFlow` brings the catalogue, only its first step has fields (domain/flow/headFlow.ts). */
  get flow(): FlowDefinition {
    return this.flowBox.get();
  }

  /**
   * Resolves once the full flow is there, or its chunk failed to arrive (the caller then stays put; a later call
   * tries again). Never rejects.
   */
  ensureFlow(): Promise<void> {
    if (this.flowReady || !this.loadFlow) return Promise.resolve();
    const load = this.loadFlow;
    this.flowLoad ??= load().then(
      (flow) => {
        runInAction(() => {
          this.flowBox.set(flow);
          this.flowReady = true;
        });
      },
      () => {
        this.flowLoad = null;
      },
    );
    return this.flowLoad;
  }

  /** The stored progress state (docs/states-and-routes.md "Application states"), 0 before start: a number, so a save that keeps it re-renders nothing. */
  get progressState(): number {
    return this.state?.other.progressState ?? 0;
  }

  /** The save queue has reported (its status is worth loading). */
  get savesReported(): boolean {
    return this.saveStatus !== null;
  }

  get started(): boolean {
    return this.state !== null;
  }

  get lead(): Lead {
    return this.state?.lead ?? {};
  }

  /**
   * The steps asked given the answers so far: those whose brand condition holds (domain/flow/brandFlow.ts). The same
   * array while they stay the same, so an answer that changes no condition re-renders no step (issue 14).
   */
  get steps(): readonly FlowStep[] {
    const asked = this.flow.steps.filter((step) => stepApplies(step, this.lead));
    if (!sameSteps(asked, this.askedSteps)) this.askedSteps = asked;
    return this.askedSteps;
  }

  /** The step at `path`, asked or not (a skipped step reached by its URL still renders). */
  stepAt(path: string): FlowStep | undefined {
    return this.flow.steps.find((step) => step.path === path);
  }

  /** The URL of a step: `/step/{path}` in the v3 flow, the page's own route (`/{path}`, docs/states-and-routes.md "Routes") in the legacy flow. */
  routeOf(path: string): string {
    return this.flow.form === 'legacy' ? `/${path}` : stepRoute(path);
  }

  /** The step shown at `route` (the inverse of routeOf), or undefined for any other route. */
  stepOfRoute(route: string): FlowStep | undefined {
    return this.flow.steps.find((step) => this.routeOf(step.path) === route);
  }

  /** 1-based position of a step among the steps asked, for the progress indicator. */
  positionOf(path: string): number {
    return this.steps.findIndex((step) => step.path === path) + 1;
  }

  /** The asked step before `path`, or null for the first. Read through `steps`, so only a change of the asked steps re-renders. */
  previousOf(path: string): string | null {
    const index = this.flow.steps.findIndex((step) => step.path === path);
    return this.flow.steps.slice(0, Math.max(0, index)).reverse().find((step) => this.steps.includes(step))?.path ?? null;
  }

  /** The asked step after `path` given the answers so far, or null after the last (the review page follows). */
  nextOf(path: string): string | null {
    const index = this.flow.steps.findIndex((step) => step.path === path);
    if (index < 0) return null;
    return this.flow.steps.slice(index + 1).find((step) => this.steps.includes(step))?.path ?? null;
  }

  /** The server errors the page at `path` holds (docs/product.md "Screens and routes"). */
  errorsOf(path: string): readonly PageError[] {
    return this.state?.pages.find((page) => page.path === path)?.errors ?? [];
  }

  /** The earliest page still holding server field errors, in flow order (docs/product.md "Screens and routes"), or null. */
  get firstPageWithErrors(): string | null {
    return this.flow.steps.find((step) => this.errorsOf(step.path).length > 0)?.path ?? null;
  }

  /** Every required answer of the steps asked is given (the review page can be shown). */
  get allAnswered(): boolean {
    return firstUnansweredStep(this.flow, this.lead) === null;
  }

  /** The step to resume at: the first asked step whose required answers are missing, else the last (review follows). */
  get resumePath(): string {
    const steps = this.steps;
    return firstUnansweredStep(this.flow, this.lead) ?? steps[steps.length - 1]?.path ?? '';
  }

  /** Starts or resumes the session from the landing URL's query string (docs/product.md "Landing parameters", docs/sessions-and-storage.md "Session id"). */
  async start(search: string): Promise<void> {
    const started = await this.useCases.startSession.execute({ search });
    if (!started.ok) return;
    const state = started.value.state;
    runInAction(() => {
      this.state = state;
      this.startRoute = started.value.route;
      // Dialog answered before a reload (no lead yet): not shown again. The scale, as a landing URL stores an amount only.
      if (state.lead.periodScale !== undefined && !state.lead.id) this.loanChosen = true;
    });
    // A returning applicant resumes past the first step: where, only the full flow knows.
    const first = this.flow.steps[0]?.path;
    if (!this.flowReady && firstUnansweredStep(this.flow, state.lead) !== first) await this.ensureFlow();
    // National ids and IBANs are never stored in the browser: after a reload they come back from the API with the
    // saved lead (docs/sessions-and-storage.md "What is never stored"). The server holds every answer saved so far.
    if (state.lead.id) {
      const restored = await this.useCases.resumeApplication.execute({ id: state.lead.id });
      if (restored.ok) {
        runInAction(() => {
          this.state = { ...restored.value.state, pages: state.pages };
        });
      }
    }
    // Saves a previous page left pending go out again, their answers over the API's (SaveQueue.restore).
    if (state.lead.id || state.lead.contactDetails) await this.saveQueue();
  }

  /** Records the chosen amount and period (docs/sessions-and-storage.md "Persistence": the action that also saves the loan application to storage). */
  async chooseLoan(amount: number, period: number): Promise<void> {
    // The amount dialog shown at start has been answered: a step opened again (a save's field error) does not reopen it.
    this.loanChosen = true;
    if (!this.state) return;
    const result = await this.useCases.chooseLoan.execute({ state: this.state, amount, period });
    if (result.ok) runInAction(() => (this.state = result.value.state));
  }

  /**
   * Continue on the step at `path` (issue 14): its answers join the state and its save is queued to go out behind the
   * applicant; the next step is known at once (only the full flow knows it: its chunk may still be arriving).
   */
  async saveStep(path: string, answers: Lead): Promise<SaveOutcome> {
    const [queue] = await Promise.all([this.saveQueue(), this.ensureFlow()]);
    if (!queue || !this.state) return { kind: 'failed', reason: 'Network' };
    queue.enqueue(path, answers);
    // The brand's conditions decide the next step from the answers just given (the pages link every step).
    return { kind: 'saved', nextPath: this.stepAt(path) ? this.nextOf(path) : (this.state.pages.find((page) => page.path === path)?.nextPath ?? null) };
  }

  /**
   * The final submission from the check-your-answers page (docs/product.md "Screens and routes"), once every earlier save is confirmed.
   * `follow` hears the outcome in the same action as the state it comes with, so a navigation it makes is there before
   * any screen reacts to that state: the review, closed by it, never sends the applicant on by itself (issue 25 item 4).
   */
  async submit(follow?: (outcome: RouteOutcome) => void): Promise<RouteOutcome> {
    if (!this.state) return { kind: 'failed', reason: 'NotStarted' };
    this.saving = true;
    this.failure = null;
    // Every earlier save first (issue 14); without the queue's chunk none was queued by this page.
    const earlier = (await (await this.saveQueue())?.flush()) ?? { ok: true };
    const result = earlier.ok ? await this.useCases.submitLead.execute({ state: this.state, answers: {} }) : earlier;
    // One action: whatever reacts to the answered state runs once `follow` has heard the outcome.
    return runInAction(() => {
      const outcome = ((): RouteOutcome => {
        this.saving = false;
        if (result.ok) {
          this.state = result.value.state;
          return { kind: 'route', route: result.value.route, method: result.value.method };
        }
        // The queue has put a failed earlier save's errors in the state already.
        if (earlier.ok) this.state = result.error.state;
        if (result.error.kind === 'Validation' && result.error.selectedPath) return { kind: 'fieldErrors', path: result.error.selectedPath };
        this.failure = result.error.kind;
        return { kind: 'failed', reason: result.error.kind };
      })();
      follow?.(outcome);
      return outcome;
    });
  }

  /** Resumes the application of a `/continue/:id` link (docs/states-and-routes.md "Routes"), with the link's affiliate transaction id (docs/product.md "Calls"). */
  async resume(id: string, refTransactionId?: string): Promise<RouteOutcome> {
    if (!this.state) return { kind: 'failed', reason: 'NotStarted' };
    // Where to resume (resumePath) is known only with the full flow: its chunk arrives alongside the lead.
    const [result] = await Promise.all([this.useCases.resumeApplication.execute({ id, ...(refTransactionId ? { refTransactionId } : {}) }), this.ensureFlow()]);
    return runInAction(() => {
      if (!result.ok) return { kind: 'failed', reason: result.error.kind } as const;
      this.state = result.value.state;
      return { kind: 'route', route: result.value.route, method: result.value.method } as const;
    });
  }

  /** Replaces the state with one a use case answered (decision wait, partner hand-over). */
  adopt(state: FunnelState): void {
    this.state = state;
  }
}
