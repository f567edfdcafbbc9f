import type { FunnelEvents, FunnelStep, StepProblem } from '../../application/analytics/FunnelEvents';
import type { Clock } from '../../application/ports/Clock';
import type { PageError } from '../../domain/lead/DynamicFormPage';
import type { FunnelStore } from '../stores/FunnelStore';
import type { StepFormStore } from './StepFormStore';

/** The step whose events these are, and where they go (ui/steps/StepStore.ts deps). */
export interface EventfulStep {
  readonly step: { readonly path: string };
  readonly deps: {
    readonly funnel: Pick<FunnelStore, 'positionOf' | 'steps'>;
    readonly events?: (() => Promise<FunnelEvents>) | undefined;
    /** When an event happened is read as it happens, not when its code has arrived. */
    readonly clock?: Pick<Clock, 'now'> | undefined;
  };
}

/** The step as the events name it: its key, its place among the steps asked and their number. */
const stepOf = ({ step, deps }: EventfulStep): FunnelStep => ({ key: step.path, position: deps.funnel.positionOf(step.path), steps: deps.funnel.steps.length });

/** Per source of FunnelEvents, the last event handed over: each waits for the one before (see `send`). */
const handedOver = new WeakMap<() => Promise<FunnelEvents>, Promise<unknown>>();

/**
 * Hands one event to the funnel's FunnelEvents once its code is here, after every event sent before it, with the time
 * it happened: the next step can be shown before the event of the one continued has its code (an instant Continue),
 * and its event must still come second. A chunk that does not arrive loses the event, nothing else.
 */
function send(store: EventfulStep, event: (events: FunnelEvents, step: FunnelStep, atMs: number | undefined) => unknown): void {
  const { events, clock } = store.deps;
  if (!events) return;
  const step = stepOf(store);
  const atMs = clock?.now();
  const ready = events();
  const previous = handedOver.get(events) ?? Promise.resolve();
  handedOver.set(
    events,
    previous.then(() => ready).then((loaded) => void event(loaded, step, atMs), () => undefined),
  );
}

/**
 * The funnel events of a step (docs/funnel-events.md), in the later-step chunk (first-step budget): shown (from the
 * moment its screen became visible, ui/pages/StepPage.tsx), refused with its problems' codes, continued. The position is
 * read when the event happens, among the steps asked then.
 */
export function stepShown(store: EventfulStep, shownAtMs: number): void {
  send(store, (events, step) => events.stepShown(step, shownAtMs));
}

/** Continue was refused on the screen: the fields' problems, field path and code only. */
export function stepRefused(store: EventfulStep, form: Pick<StepFormStore, 'orderedProblems'>): void {
  const problems: StepProblem[] = form.orderedProblems.map(({ field, problem }) => ({ field: field.name, code: problem.kind }));
  send(store, (events, step, atMs) => events.stepInvalid(step, problems, atMs));
}

/** Continue was refused by the API: its field errors on this page. */
export function stepRefusedByServer(store: EventfulStep, errors: readonly PageError[]): void {
  const problems: StepProblem[] = errors.map((error) => ({ field: error.fieldName, code: error.code }));
  send(store, (events, step, atMs) => events.stepInvalid(step, problems, atMs));
}

export function stepContinued(store: EventfulStep): void {
  send(store, (events, step, atMs) => events.stepContinued(step, atMs));
}
