import { eventUuid } from '../../domain/tracking/eventUuid';
import type { Clock } from '../ports/Clock';
import type { Hasher } from '../ports/Hasher';
import type { IdGenerator } from '../ports/IdGenerator';
import type { Logger } from '../ports/Logger';
import type { AnalyticsProperties, ProductAnalytics } from '../ports/ProductAnalytics';

/** The funnel events (docs/funnel-events.md), in the order a journey sends them. */
export const FUNNEL_EVENTS = {
  stepShown: 'funnel_step_shown',
  stepInvalid: 'funnel_step_invalid',
  stepContinued: 'funnel_step_continued',
  leadCreated: 'funnel_lead_created',
  leadSubmitted: 'funnel_lead_submitted',
  leadDecided: 'funnel_lead_decided',
} as const;
export type FunnelEventName = (typeof FUNNEL_EVENTS)[keyof typeof FUNNEL_EVENTS];

/** Logged when a lead event's id could not be made (the event is then not sent). */
export const FUNNEL_EVENT_FAILED = 'Failed to send funnel event';

/** A step as the events name it: its key (the flow's path) and its 1-based position among the `steps` asked. */
export interface FunnelStep {
  readonly key: string;
  readonly position: number;
  readonly steps: number;
}

/** A problem that kept a step from continuing: the field's dotted lead path and the error code. Never the value. */
export interface StepProblem {
  readonly field: string;
  readonly code: string;
}

export interface FunnelEventsDeps {
  readonly analytics: ProductAnalytics;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly hasher: Hasher;
  readonly logger: Logger;
  /** The brand id every event carries (the report draws the drop-off per brand). */
  readonly brand: string;
}

/** A field path or an error code: names from the flow and the validators, never free text (docs/funnel-events.md). */
const NAME = /^[A-Za-z][A-Za-z0-9._-]{0,63}$/;
const codeOf = (problem: StepProblem): string | null => (NAME.test(problem.field) && NAME.test(problem.code) ? `${problem.field}:${problem.code}` : null);

/** The step on screen: since when, and the codes of its Continue attempts that failed. */
interface Visit {
  readonly step: FunnelStep;
  readonly shownAtMs: number;
  readonly codes: string[];
  attempts: number;
}

/**
 * The funnel's product events through the ProductAnalytics port (docs/funnel-events.md): one per step shown, per
 * Continue refused (with its error codes), per step continued (with the time on the step, from the Clock, and the codes
 * seen on the way), and lead created, submitted and decided. Properties hold step keys, positions, durations, codes,
 * statuses and the brand: never an answer. A step event's id is new per event; a lead event's is derived from the lead
 * id and the event's name, so a retried or repeated outcome (a reload, a decision seen twice) is one event. Consent is
 * the port's business: it holds or drops what it is given. Events reach the port in the order they happened, whatever
 * the time a lead event's id takes to make. Never throws; each method's promise settles once its event is handed over.
 */
export class FunnelEvents {
  private visit: Visit | undefined;
  /** The last event handed to the port: each waits for the one before, so they go out in the order they happened. */
  private last: Promise<void> = Promise.resolve();

  constructor(private readonly deps: FunnelEventsDeps) {}

  /** `step` is on screen since `atMs` (milliseconds since epoch; default now). */
  stepShown(step: FunnelStep, atMs: number = this.deps.clock.now()): Promise<void> {
    this.visit = { step, shownAtMs: atMs, codes: [], attempts: 0 };
    return this.send(FUNNEL_EVENTS.stepShown, this.stepProperties(step), this.deps.ids.newId(), atMs);
  }

  /** Continue on `step` was refused for `problems` (validation on the screen, or the API's field errors) at `atMs` (default now). */
  stepInvalid(step: FunnelStep, problems: readonly StepProblem[], atMs: number = this.deps.clock.now()): Promise<void> {
    const visit = this.visitOf(step);
    const codes = problems.map(codeOf).filter((code): code is string => code !== null);
    visit.attempts += 1;
    for (const code of codes) if (!visit.codes.includes(code)) visit.codes.push(code);
    return this.send(FUNNEL_EVENTS.stepInvalid, { ...this.stepProperties(step), ...this.timeOn(visit, atMs), error_codes: codes, attempt: visit.attempts }, undefined, atMs);
  }

  /** Continue on `step` went through at `atMs` (default now): its answers are on their way. */
  stepContinued(step: FunnelStep, atMs: number = this.deps.clock.now()): Promise<void> {
    const visit = this.visitOf(step);
    this.visit = undefined;
    return this.send(FUNNEL_EVENTS.stepContinued, { ...this.stepProperties(step), ...this.timeOn(visit, atMs), error_codes: [...visit.codes], attempts: visit.attempts + 1 }, undefined, atMs);
  }

  /** The lead `leadId` was created by the save of `step` (a page path). */
  leadCreated(leadId: string, step: string): Promise<void> {
    return this.send(FUNNEL_EVENTS.leadCreated, { step }, this.leadEventId(FUNNEL_EVENTS.leadCreated, leadId));
  }

  /** The application `leadId` was submitted. */
  leadSubmitted(leadId: string): Promise<void> {
    return this.send(FUNNEL_EVENTS.leadSubmitted, {}, this.leadEventId(FUNNEL_EVENTS.leadSubmitted, leadId));
  }

  /** The application `leadId` was decided with `status` (accepted, rejected, redirected, …). */
  leadDecided(leadId: string, status: string): Promise<void> {
    return this.send(FUNNEL_EVENTS.leadDecided, { status }, this.leadEventId(FUNNEL_EVENTS.leadDecided, leadId));
  }

  /** Resolves once every event asked for so far has been handed to the port (tests; page hide). */
  settled(): Promise<void> {
    return this.last;
  }

  private visitOf(step: FunnelStep): Visit {
    if (this.visit?.step.key !== step.key) this.visit = { step, shownAtMs: Number.NaN, codes: [], attempts: 0 };
    return this.visit;
  }

  private timeOn(visit: Visit, atMs: number): { time_on_step_ms?: number } {
    const ms = atMs - visit.shownAtMs;
    return Number.isFinite(ms) ? { time_on_step_ms: Math.max(0, Math.round(ms)) } : {};
  }

  private stepProperties(step: FunnelStep): AnalyticsProperties {
    return { step: step.key, position: step.position, steps: step.steps };
  }

  private async leadEventId(event: string, leadId: string): Promise<string> {
    return eventUuid(await this.deps.hasher.sha256Hex(`${event}:${leadId}`));
  }

  private send(event: string, properties: AnalyticsProperties, eventId: Promise<string> | string = this.deps.ids.newId(), atMs: number = this.deps.clock.now()): Promise<void> {
    const previous = this.last;
    const { analytics, brand, logger } = this.deps;
    this.last = (async () => {
      let id: string;
      try {
        id = await eventId;
      } catch (error) {
        logger.error(FUNNEL_EVENT_FAILED, { event, error: String(error) });
        return previous;
      }
      await previous;
      try {
        analytics.capture(event, { ...properties, brand, event_id: id }, { eventId: id, timestamp: atMs });
      } catch (error) {
        // The port promises not to throw; one that does must not stop the events after this one.
        logger.error(FUNNEL_EVENT_FAILED, { event, error: String(error) });
      }
    })();
    return this.last;
  }
}
