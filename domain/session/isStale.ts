import type { Lead } from '../lead/LeadSchema';

export interface StaleContext {
  /** The current instant, in milliseconds since the Unix epoch. */
  readonly nowMs: number;
  /** When the session started (storage key `sessionStartedAt`), in milliseconds since the Unix epoch; absent if unknown. */
  readonly sessionStartedAtMs?: number | undefined;
  /** Configured application-data expiry (brand `applicationDataExpiryMilliseconds`), in milliseconds. */
  readonly expiryMs: number;
}

/** Why stored application data is stale (docs/sessions-and-storage.md "Stale data"). */
export type StaleReason = 'Expired' | 'ExpiresAtUnreadable' | 'SessionTooOld' | 'LeadStatusNotPositive';

/**
 * Every reason the stored lead is stale (docs/sessions-and-storage.md "Stale data"), empty when it is fresh:
 * - `expiresAt` has passed (now later than it), or it is present but not a readable instant (cannot be proven fresh);
 * - the session is older than the configured expiry (age strictly above `expiryMs`; a non-positive expiry disables
 *   this rule, like the affiliate expiry of docs/affiliates.md "Expiry");
 * - `leadStatus` is present and not positive (0, negative, NaN). Decision: an absent leadStatus (no lead created
 *   yet) does not make the data stale.
 */
export function staleReasons(lead: Lead, { nowMs, sessionStartedAtMs, expiryMs }: StaleContext): StaleReason[] {
  const reasons: StaleReason[] = [];
  if (lead.expiresAt != null) {
    const expiresAtMs = Date.parse(lead.expiresAt);
    if (Number.isNaN(expiresAtMs)) reasons.push('ExpiresAtUnreadable');
    else if (nowMs > expiresAtMs) reasons.push('Expired');
  }
  if (expiryMs > 0 && sessionStartedAtMs !== undefined && nowMs - sessionStartedAtMs > expiryMs) {
    reasons.push('SessionTooOld');
  }
  if (lead.leadStatus != null && !(lead.leadStatus > 0)) reasons.push('LeadStatusNotPositive');
  return reasons;
}

/** Whether stored application data is stale (docs/sessions-and-storage.md "Stale data"); see `staleReasons`. */
export function isStale(lead: Lead, context: StaleContext): boolean {
  return staleReasons(lead, context).length > 0;
}
