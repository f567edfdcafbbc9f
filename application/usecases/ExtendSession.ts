import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';
import type { Clock } from '../ports/Clock';
import type { FunnelState } from '../session/FunnelState';
import type { FunnelStorage } from '../session/FunnelStorage';

/** The session is already older than the brand's expiry: its browser data is stale and cannot be revived. */
export interface SessionExpired {
  readonly kind: 'SessionExpired';
}

/**
 * Extends the session when the applicant answers the timeout warning (docs/accessible-forms.md "Timing", WCAG 2.2.1;
 * docs/sessions-and-storage.md "Session expiry and the timeout warning"): the session clock restarts at `clock.now()`, so the stale rule
 * of docs/sessions-and-storage.md "Stale data" ("session older than applicationDataExpiryMilliseconds") counts from now. The new start is persisted
 * under `sessionStartedAt` and in the stored application data. Decision: a session already past its expiry is not
 * extended (`SessionExpired`); its stored copy is left to the stale rule on the next start.
 * Ports: Clock, KeyValueStorage (FunnelStorage).
 */
export class ExtendSession {
  constructor(
    private readonly deps: {
      readonly storage: FunnelStorage;
      readonly clock: Clock;
      readonly brand: Pick<BrandConfig, 'applicationDataExpiryMilliseconds'>;
    },
  ) {}

  async execute(input: { readonly state: FunnelState }): Promise<Result<FunnelState, SessionExpired>> {
    const { storage, clock, brand } = this.deps;
    const nowMs = clock.now();
    const expiryMs = brand.applicationDataExpiryMilliseconds;
    // Same boundary as domain/session/isStale.ts: stale only when the age is strictly above the expiry.
    if (expiryMs > 0 && nowMs - input.state.sessionStartedAtMs > expiryMs) return err({ kind: 'SessionExpired' });
    const startedAt = new Date(nowMs).toISOString();
    const next: FunnelState = { ...input.state, sessionStartedAtMs: nowMs, lead: { ...input.state.lead, sessionStartedAt: startedAt } };
    storage.writeRaw('sessionStartedAt', startedAt);
    storage.save(input.state, next);
    return ok(next);
  }
}
