/**
 * Retry timing of the lead API calls (docs/security-and-reliability.md "Retries": "exponential backoff with jitter and a cap").
 * All durations are in milliseconds.
 */
export interface RetryPolicy {
  /** Attempts in total, the first one included (1 = never retry). */
  readonly maxAttempts: number;
  /** Ceiling of the first retry's delay, in milliseconds. */
  readonly baseDelayMs: number;
  /** No delay ever exceeds this, in milliseconds. */
  readonly maxDelayMs: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = { maxAttempts: 3, baseDelayMs: 250, maxDelayMs: 4_000 };

/**
 * "Full jitter" backoff: a uniformly random delay in [0, min(cap, base × 2^retry)), so clients that failed
 * together do not retry together. `retry` counts from 0 (the delay before the second attempt);
 * `random` returns a number in [0, 1).
 */
export function backoffDelay(retry: number, policy: RetryPolicy, random: () => number): number {
  const ceiling = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, retry));
  const r = Math.min(Math.max(random(), 0), 1);
  return Math.floor(ceiling * r);
}
