/**
 * The limits on mobile verification codes (issue 15 "the mobile code can be guessed"), as pure functions over a
 * lead's counters, so the reference API (verificationCodes.ts) and the in-memory test gateway apply the same rules:
 * - each code allows `wrongCodesPerCode` wrong attempts, then a new code is needed;
 * - wrong codes add up per lead ACROSS resends: `wrongCodesPerLead` of them lock the lead for `lockSeconds`,
 *   doubling with each lockout up to `maxLockSeconds` (the counter then starts again and the code is spent);
 * - a code is sent at most once per `resendCooldownSeconds` and `codesPerHour` times in any hour (each SMS costs
 *   money and a resend gives fresh attempts); a change of number is held only to the hourly cap.
 */
export interface MobileCodeLimits {
  readonly wrongCodesPerCode: number;
  readonly wrongCodesPerLead: number;
  readonly lockSeconds: number;
  readonly maxLockSeconds: number;
  readonly resendCooldownSeconds: number;
  readonly codesPerHour: number;
}

/**
 * Decision: 5 wrong codes per code (the value the API always had), 10 per lead before a 15-minute lock that doubles
 * up to a day, so a 4-digit code falls to guessing with well under 1 % odds in a lead's 30-day life; 30 s between
 * sends and 5 an hour, enough for an applicant whose SMS is late and far too few to farm fresh attempts.
 */
export const MOBILE_CODE_LIMITS: MobileCodeLimits = {
  wrongCodesPerCode: 5,
  wrongCodesPerLead: 10,
  lockSeconds: 15 * 60,
  maxLockSeconds: 24 * 60 * 60,
  resendCooldownSeconds: 30,
  codesPerHour: 5,
};

const HOUR_MS = 60 * 60 * 1000;

/** What the limits remember of one lead (times in epoch milliseconds). */
export interface CodeCounters {
  /** Wrong codes against the current code. */
  readonly attempts: number;
  /** Wrong codes since the last lockout, across every code sent. */
  readonly totalWrong: number;
  readonly lockouts: number;
  readonly lockedUntil: number | null;
  /** When each code of the last hour was sent, oldest first. */
  readonly recentSends: readonly number[];
}

export const NO_CODES_SENT: CodeCounters = { attempts: 0, totalWrong: 0, lockouts: 0, lockedUntil: null, recentSends: [] };

export type CheckOutcome =
  | { readonly kind: 'verified' }
  | { readonly kind: 'wrong'; readonly attemptsLeft: number; readonly counters: CodeCounters }
  /** `locked`: the lead is locked (else the code is spent); `retryAfterSeconds` 0: a new code may be asked for at once. */
  | { readonly kind: 'too-many'; readonly locked: boolean; readonly retryAfterSeconds: number; readonly counters: CodeCounters };

export type SendOutcome =
  | { readonly kind: 'sent'; readonly counters: CodeCounters; readonly nextSendInSeconds: number }
  | { readonly kind: 'locked'; readonly retryAfterSeconds: number }
  | { readonly kind: 'too-soon'; readonly retryAfterSeconds: number };

const seconds = (ms: number): number => Math.max(0, Math.ceil(ms / 1000));
const lockLeft = (c: CodeCounters, now: number): number => (c.lockedUntil !== null && c.lockedUntil > now ? seconds(c.lockedUntil - now) : 0);
const inLastHour = (c: CodeCounters, now: number): number[] => c.recentSends.filter((at) => at > now - HOUR_MS);

/** Seconds until the next code may be sent (0: now); `cooldown` false for a change of number. */
export function secondsBeforeNextSend(c: CodeCounters, now: number, limits: MobileCodeLimits, cooldown = true): number {
  const locked = lockLeft(c, now);
  if (locked > 0) return locked;
  const recent = inLastHour(c, now);
  const oldestCounted = recent.length >= limits.codesPerHour ? recent[recent.length - limits.codesPerHour] : undefined;
  const hourly = oldestCounted === undefined ? 0 : oldestCounted + HOUR_MS - now;
  const last = recent[recent.length - 1];
  const pause = cooldown && last !== undefined ? last + limits.resendCooldownSeconds * 1000 - now : 0;
  return seconds(Math.max(hourly, pause));
}

/** One attempt at the current code: `matches` says whether it is the right one. */
export function checkCode(c: CodeCounters, matches: boolean, now: number, limits: MobileCodeLimits): CheckOutcome {
  const locked = lockLeft(c, now);
  if (locked > 0) return { kind: 'too-many', locked: true, retryAfterSeconds: locked, counters: c };
  if (c.attempts >= limits.wrongCodesPerCode) return { kind: 'too-many', locked: false, retryAfterSeconds: secondsBeforeNextSend(c, now, limits), counters: c };
  if (matches) return { kind: 'verified' };
  const counted = { ...c, attempts: c.attempts + 1, totalWrong: c.totalWrong + 1 };
  if (counted.totalWrong >= limits.wrongCodesPerLead) {
    const lockMs = Math.min(limits.lockSeconds * 2 ** c.lockouts, limits.maxLockSeconds) * 1000;
    const lockedOut = { ...counted, attempts: limits.wrongCodesPerCode, totalWrong: 0, lockouts: c.lockouts + 1, lockedUntil: now + lockMs };
    return { kind: 'too-many', locked: true, retryAfterSeconds: seconds(lockMs), counters: lockedOut };
  }
  if (counted.attempts >= limits.wrongCodesPerCode) return { kind: 'too-many', locked: false, retryAfterSeconds: secondsBeforeNextSend(counted, now, limits), counters: counted };
  const attemptsLeft = Math.min(limits.wrongCodesPerCode - counted.attempts, limits.wrongCodesPerLead - counted.totalWrong);
  return { kind: 'wrong', attemptsLeft, counters: counted };
}

/** Sends a new code (a resend, or `cooldown` false: a change of number) if the limits allow one now. */
export function sendCode(c: CodeCounters, now: number, limits: MobileCodeLimits, cooldown = true): SendOutcome {
  const locked = lockLeft(c, now);
  if (locked > 0) return { kind: 'locked', retryAfterSeconds: locked };
  const wait = secondsBeforeNextSend(c, now, limits, cooldown);
  if (wait > 0) return { kind: 'too-soon', retryAfterSeconds: wait };
  const counters: CodeCounters = { ...c, attempts: 0, lockedUntil: null, recentSends: [...inLastHour(c, now), now] };
  return { kind: 'sent', counters, nextSendInSeconds: secondsBeforeNextSend(counters, now, limits) };
}
