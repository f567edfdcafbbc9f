// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCode, MOBILE_CODE_LIMITS, NO_CODES_SENT, sendCode, type CodeCounters } from '../../../server/leads/mobileCodePolicy';

const HOUR_MS = 60 * 60 * 1000;

/** One thing a guesser can do, after waiting `waitMs`: a wrong code or a resend. */
const actionArb = fc.record({
  kind: fc.oneof({ arbitrary: fc.constant('guess' as const), weight: 3 }, { arbitrary: fc.constant('resend' as const), weight: 1 }),
  waitMs: fc.integer({ min: 0, max: 40 * 60 * 1000 }),
});

describe('mobile-code limits (issue 15: the code cannot be guessed), whatever the order of guesses, resends and waits', () => {
  it('no more than 10 wrong codes are checked before each lock, and each lock lasts at least 15 minutes', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { minLength: 60, maxLength: 300 }), (actions) => {
        let counters: CodeCounters = NO_CODES_SENT;
        let now = 0;
        let checkedSinceLock = 0;
        for (const action of actions) {
          now += action.waitMs;
          if (action.kind === 'resend') {
            const sent = sendCode(counters, now, MOBILE_CODE_LIMITS);
            if (sent.kind === 'sent') counters = sent.counters;
            continue;
          }
          const outcome = checkCode(counters, false, now, MOBILE_CODE_LIMITS);
          if (outcome.kind === 'verified') return false;
          // A wrong code counted (a refusal before checking leaves the counters as they were).
          if (outcome.counters.totalWrong !== counters.totalWrong || outcome.counters.lockouts !== counters.lockouts) checkedSinceLock += 1;
          if (outcome.counters.lockouts > counters.lockouts) {
            expect(checkedSinceLock).toBeLessThanOrEqual(MOBILE_CODE_LIMITS.wrongCodesPerLead);
            expect(outcome.kind === 'too-many' && outcome.retryAfterSeconds).toBeGreaterThanOrEqual(MOBILE_CODE_LIMITS.lockSeconds);
            checkedSinceLock = 0;
          }
          counters = outcome.counters;
          expect(checkedSinceLock).toBeLessThan(MOBILE_CODE_LIMITS.wrongCodesPerLead);
        }
        return true;
      }),
    );
  });

  it('never more than 5 codes are sent in any hour, nor two within 30 seconds', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 * 60 * 1000 }), { minLength: 30, maxLength: 200 }), (waits) => {
        let counters: CodeCounters = NO_CODES_SENT;
        let now = 0;
        const sentAt: number[] = [];
        for (const wait of waits) {
          now += wait;
          const sent = sendCode(counters, now, MOBILE_CODE_LIMITS);
          if (sent.kind !== 'sent') continue;
          counters = sent.counters;
          sentAt.push(now);
        }
        for (let i = 1; i < sentAt.length; i += 1) expect(sentAt[i]! - sentAt[i - 1]!).toBeGreaterThanOrEqual(MOBILE_CODE_LIMITS.resendCooldownSeconds * 1000);
        for (const start of sentAt) expect(sentAt.filter((at) => at >= start && at < start + HOUR_MS).length).toBeLessThanOrEqual(MOBILE_CODE_LIMITS.codesPerHour);
      }),
    );
  });

  it('the right code verifies while the code has attempts left and the lead is not locked', () => {
    const first = sendCode(NO_CODES_SENT, 0, MOBILE_CODE_LIMITS);
    if (first.kind !== 'sent') throw new Error('the first code is always sent');
    const wrong = checkCode(first.counters, false, 1000, MOBILE_CODE_LIMITS);
    expect(wrong).toMatchObject({ kind: 'wrong', attemptsLeft: MOBILE_CODE_LIMITS.wrongCodesPerCode - 1 });
    if (wrong.kind !== 'wrong') return;
    expect(checkCode(wrong.counters, true, 2000, MOBILE_CODE_LIMITS).kind).toBe('verified');
  });
});
