import { describe, expect, it } from 'vitest';
import { isAffiliateExpired } from '../../../../domain/affiliate/isAffiliateExpired';

const HOUR = 3_600_000;
const SET_AT_MS = Date.parse('2026-01-01T00:00:00.000Z');
const ref = { attribute: 'partner', subId: null, transactionId: null, setAt: new Date(SET_AT_MS).toISOString() };
const rules = (ageMs: number, expiryHours = 480, staticNames: string[] = []) => ({ nowMs: SET_AT_MS + ageMs, expiryHours, staticNames });

describe('isAffiliateExpired (docs/affiliates.md "Expiry", docs/affiliates.md "Expiry": 480 h)', () => {
  it.each([
    ['479 h', 479 * HOUR, false],
    ['480 h minus 1 ms', 480 * HOUR - 1, false],
    ['exactly 480 h', 480 * HOUR, true],
    ['481 h', 481 * HOUR, true],
  ])('a reference aged %s under a 480 h expiry → expired %s', (_label, age, expired) => {
    expect(isAffiliateExpired(ref, rules(age))).toEqual({ ok: true, value: expired });
  });

  it('moves with the configured expiry: 479.5 h old is expired under 479 h, alive under 480 h and 481 h', () => {
    const age = 479.5 * HOUR;
    expect(isAffiliateExpired(ref, rules(age, 479))).toEqual({ ok: true, value: true });
    expect(isAffiliateExpired(ref, rules(age, 480))).toEqual({ ok: true, value: false });
    expect(isAffiliateExpired(ref, rules(480.5 * HOUR, 481))).toEqual({ ok: true, value: false });
  });

  it.each([0, -1, -480, Number.NaN])('never expires under a non-positive expiry (%s)', (expiryHours) => {
    expect(isAffiliateExpired(ref, rules(10_000 * HOUR, expiryHours))).toEqual({ ok: true, value: false });
  });

  it('never expires a static-named reference (case-insensitive)', () => {
    expect(isAffiliateExpired(ref, rules(10_000 * HOUR, 480, ['PARTNER']))).toEqual({ ok: true, value: false });
    expect(isAffiliateExpired(ref, rules(10_000 * HOUR, 480, ['other']))).toEqual({ ok: true, value: true });
  });

  it('does not expire a reference set in the future (clock skew)', () => {
    expect(isAffiliateExpired(ref, rules(-HOUR))).toEqual({ ok: true, value: false });
  });

  it('reports an unreadable setAt as a value', () => {
    expect(isAffiliateExpired({ ...ref, setAt: 'yesterday' }, rules(0))).toEqual({ ok: false, error: { kind: 'InvalidAffiliateSetAt' } });
  });
});
