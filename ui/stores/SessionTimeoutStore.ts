import { makeAutoObservable, runInAction } from 'mobx';
import type { Clock } from '../../application/ports/Clock';
import type { ExtendSession } from '../../application/usecases/ExtendSession';
import type { UseCase } from '../../application/usecases/UseCase';
import type { FunnelState } from '../../application/session/FunnelState';
import type { ApplicationStatus } from '../../domain/lead/ApplicationResult';

/** Calls `tick` every `intervalMs` milliseconds until the returned function is called. */
export type Ticker = (tick: () => void, intervalMs: number) => () => void;

/** The browser's timers (Playwright's `page.clock` drives them in the e2e suite; tests inject their own ticker). */
export const intervalTicker: Ticker = (tick, intervalMs) => {
  const id = globalThis.setInterval(tick, intervalMs);
  return () => globalThis.clearInterval(id);
};

/** The warning opens this long before the session ends (docs/sessions-and-storage.md "Session expiry and the timeout warning": "at least 2 minutes"). */
export const WARNING_LEAD_MILLISECONDS = 120_000;
const TICK_MILLISECONDS = 1_000;
/** Results under which the applicant still has questions to answer, so a timeout could cost them answers. */
export const WATCHED_STATUSES: readonly (ApplicationStatus | null)[] = [null, 'in-progress', 'offer-stage'];

/** What the view does after the dialog's action: nothing more, or start the funnel again. */
export type SessionTimeoutOutcome = { readonly kind: 'extended' } | { readonly kind: 'restart'; readonly leadId: string | undefined };

/** The funnel as this store sees it: the state to extend and the way to hand the extended one back. */
export interface SessionHolder {
  readonly state: FunnelState | null;
  readonly failure: string | null;
  adopt(state: FunnelState): void;
}

/**
 * The session timeout warning (docs/accessible-forms.md "Timing", WCAG 2.2.1; docs/sessions-and-storage.md "Session expiry and the timeout warning"). The session ends when its age exceeds the brand's `applicationDataExpiryMilliseconds` (the stale rule of
 * docs/sessions-and-storage.md "Stale data"); the warning opens `WARNING_LEAD_MILLISECONDS` before that, one action extends the session (ExtendSession),
 * and after the end the dialog says whether the answers were kept. Time comes only from the injected clock and ticker.
 * Decision: only an application in progress is watched (started, result empty, in progress or at an offer-stage
 * step: `WATCHED_STATUSES`); once submitted for a decision there is nothing left to answer or lose.
 */
export class SessionTimeoutStore {
  /** The clock's reading at the last tick, in milliseconds since the Unix epoch. */
  nowMs: number;

  constructor(
    private readonly funnel: SessionHolder,
    private readonly clock: Clock,
    private readonly ticker: Ticker,
    private readonly expiryMs: number,
    private readonly extendSession: UseCase<ExtendSession>,
  ) {
    this.nowMs = clock.now();
    makeAutoObservable<this, 'funnel' | 'clock' | 'ticker' | 'extendSession'>(this, {
      funnel: false,
      clock: false,
      ticker: false,
      extendSession: false,
    });
  }

  /** Starts watching the clock; returns the function that stops it. */
  watch(): () => void {
    this.tick();
    return this.ticker(() => this.tick(), TICK_MILLISECONDS);
  }

  tick(): void {
    this.nowMs = this.clock.now();
  }

  /** When the session ends, in milliseconds since the Unix epoch; null while nothing is watched. */
  get endsAtMs(): number | null {
    const state = this.funnel.state;
    if (state === null || !WATCHED_STATUSES.includes(state.result?.status ?? null) || this.expiryMs <= 0) return null;
    return state.sessionStartedAtMs + this.expiryMs;
  }

  /** Whole seconds until the session ends, 0 once it has ended (the kit view's `secondsLeft`). */
  get secondsLeft(): number {
    const endsAt = this.endsAtMs;
    return endsAt === null ? Number.POSITIVE_INFINITY : Math.max(0, Math.ceil((endsAt - this.nowMs) / 1000));
  }

  get warningOpen(): boolean {
    const endsAt = this.endsAtMs;
    return endsAt !== null && this.nowMs >= endsAt - WARNING_LEAD_MILLISECONDS;
  }

  /** The session has reached its end (the kit view shows 0 seconds then); past it the browser copy is stale (docs/sessions-and-storage.md "Stale data"). */
  get expired(): boolean {
    const endsAt = this.endsAtMs;
    return endsAt !== null && this.nowMs >= endsAt;
  }

  /** Everything answered so far is held by the API (a lead exists and the last save did not fail). */
  get answersKept(): boolean {
    return this.funnel.state?.lead.id != null && this.funnel.failure === null;
  }

  /**
   * The dialog's one action. Before the end it extends the session (`extended`); after it the view starts the funnel
   * again (`restart`: the stale rule clears the browser's copy) and resumes the saved lead, if any, from the API.
   */
  async extend(): Promise<SessionTimeoutOutcome> {
    const state = this.funnel.state;
    if (state === null) return { kind: 'extended' };
    this.tick();
    const restart = { kind: 'restart', leadId: state.lead.id ?? undefined } as const;
    if (this.expired) return restart;
    const extended = await this.extendSession.execute({ state });
    return runInAction(() => {
      if (!extended.ok) return restart;
      this.funnel.adopt(extended.value);
      this.tick();
      return { kind: 'extended' } as const;
    });
  }
}
