import { describe, expect, it } from 'vitest';
import { isStale, staleReasons } from '../../../../domain/session/isStale';

const NOW = Date.parse('2026-01-10T12:00:00.000Z');
const HOUR = 3_600_000;
const EXPIRY = 24 * HOUR;
const fresh = { leadStatus: 1, expiresAt: '2026-01-11T00:00:00.000Z' };

describe('isStale (docs/sessions-and-storage.md "Stale data")', () => {
  it('is fresh while expiresAt lies ahead, the session is young and leadStatus is positive', () => {
    expect(isStale(fresh, { nowMs: NOW, sessionStartedAtMs: NOW - HOUR, expiryMs: EXPIRY })).toBe(false);
  });

  it('is stale one millisecond after expiresAt, fresh at expiresAt itself', () => {
    const lead = { ...fresh, expiresAt: new Date(NOW).toISOString() };
    expect(isStale(lead, { nowMs: NOW, expiryMs: EXPIRY })).toBe(false);
    expect(staleReasons(lead, { nowMs: NOW + 1, expiryMs: EXPIRY })).toEqual(['Expired']);
  });

  it('is stale when expiresAt is unreadable', () => {
    expect(staleReasons({ ...fresh, expiresAt: 'tomorrow-ish' }, { nowMs: NOW, expiryMs: EXPIRY })).toEqual(['ExpiresAtUnreadable']);
  });

  it('is stale when the session age exceeds the expiry by one millisecond, not at the expiry', () => {
    expect(isStale(fresh, { nowMs: NOW, sessionStartedAtMs: NOW - EXPIRY, expiryMs: EXPIRY })).toBe(false);
    expect(staleReasons(fresh, { nowMs: NOW, sessionStartedAtMs: NOW - EXPIRY - 1, expiryMs: EXPIRY })).toEqual(['SessionTooOld']);
  });

  it('ignores session age under a non-positive expiry', () => {
    expect(isStale(fresh, { nowMs: NOW, sessionStartedAtMs: 0, expiryMs: 0 })).toBe(false);
  });

  it.each([0, -1, Number.NaN])('is stale when leadStatus is %s', (leadStatus) => {
    expect(staleReasons({ ...fresh, leadStatus }, { nowMs: NOW, expiryMs: EXPIRY })).toEqual(['LeadStatusNotPositive']);
  });

  it('is not stale for an absent leadStatus (no lead created yet)', () => {
    expect(isStale({}, { nowMs: NOW, expiryMs: EXPIRY })).toBe(false);
    expect(isStale({ leadStatus: null }, { nowMs: NOW, expiryMs: EXPIRY })).toBe(false);
  });

  it('lists every reason at once', () => {
    const lead = { leadStatus: 0, expiresAt: '2020-01-01T00:00:00Z' };
    expect(staleReasons(lead, { nowMs: NOW, sessionStartedAtMs: 0, expiryMs: EXPIRY })).toEqual(['Expired', 'SessionTooOld', 'LeadStatusNotPositive']);
  });
});
