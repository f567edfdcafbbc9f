import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveClickId } from '../../../../domain/clickId/resolveClickId';

const DAY = 86_400_000;
const EXPIRY = 90 * DAY;
const NOW = Date.parse('2026-03-01T00:00:00.000Z');
const base = { nowMs: NOW, expiryMs: EXPIRY, stored: undefined };

describe('resolveClickId (docs/click-ids-and-consent.md "Google click ids")', () => {
  it.each([
    ['gclid', { gclid: 'G1' }],
    ['wbraid', { wbraid: 'W1' }],
    ['gbraid', { gbraid: 'B1' }],
  ])('saves a URL %s with the current time when gclsrc is absent', (_name, params) => {
    const result = resolveClickId({ ...base, params });
    expect(result.storage).toEqual({ action: 'save', entry: { ...params, savedAt: NOW } });
    expect(result.googleClick).toEqual({ ...params, gclidAt: '2026-03-01T00:00:00.000Z' });
  });

  it.each(['aw.ds', 'AW', 'xaw'])('saves when gclsrc contains "aw" (%s)', (gclsrc) => {
    expect(resolveClickId({ ...base, params: { gclid: 'G1', gclsrc } }).storage.action).toBe('save');
  });

  it.each(['ds', 'a w', 'sa360'])('ignores the URL when gclsrc lacks "aw" (%s) and falls back to the stored one', (gclsrc) => {
    const stored = { gclid: 'OLD', savedAt: NOW - DAY };
    const result = resolveClickId({ ...base, stored, params: { gclid: 'G1', gclsrc } });
    expect(result.storage).toEqual({ action: 'none' });
    expect(result.googleClick?.gclid).toBe('OLD');
  });

  it('saves all three ids together', () => {
    const result = resolveClickId({ ...base, params: { gclid: 'G', wbraid: 'W', gbraid: 'B' } });
    expect(result.googleClick).toEqual({ gclid: 'G', wbraid: 'W', gbraid: 'B', gclidAt: '2026-03-01T00:00:00.000Z' });
  });

  it.each([
    ['89 days', 89 * DAY, true],
    ['90 days minus 1 ms', EXPIRY - 1, true],
    ['exactly 90 days', EXPIRY, false],
    ['91 days', 91 * DAY, false],
  ])('a stored entry aged %s is used: %s (removed otherwise)', (_label, age, used) => {
    const result = resolveClickId({ ...base, params: {}, stored: { gclid: 'OLD', savedAt: NOW - age } });
    expect(result.googleClick?.gclid).toBe(used ? 'OLD' : undefined);
    expect(result.storage).toEqual(used ? { action: 'none' } : { action: 'remove' });
  });

  it('moves with the configured expiry: an 89.5-day entry lives under 90 days and dies under 89', () => {
    const stored = { gclid: 'OLD', savedAt: NOW - 89.5 * DAY };
    expect(resolveClickId({ ...base, params: {}, stored }).googleClick).not.toBeNull();
    expect(resolveClickId({ ...base, expiryMs: 89 * DAY, params: {}, stored }).googleClick).toBeNull();
  });

  it('migrates an old { value, expiryDate } entry that is still alive', () => {
    const savedAt = NOW - 10 * DAY;
    const result = resolveClickId({ ...base, params: {}, stored: { value: 'LEGACY', expiryDate: savedAt + EXPIRY } });
    expect(result.storage).toEqual({ action: 'save', entry: { gclid: 'LEGACY', savedAt } });
    expect(result.googleClick).toEqual({ gclid: 'LEGACY', gclidAt: new Date(savedAt).toISOString() });
  });

  it('removes an old entry whose expiryDate has passed, or that has none', () => {
    expect(resolveClickId({ ...base, params: {}, stored: { value: 'LEGACY', expiryDate: NOW } }).storage).toEqual({ action: 'remove' });
    expect(resolveClickId({ ...base, params: {}, stored: { value: 'LEGACY' } }).storage).toEqual({ action: 'remove' });
  });

  it('removes and reports an unknown layout', () => {
    expect(resolveClickId({ ...base, params: {}, stored: { foo: 1 } })).toEqual({
      googleClick: null,
      storage: { action: 'remove' },
      problem: { kind: 'InvalidStoredClickId' },
    });
  });

  it('does nothing without URL ids or stored entry', () => {
    expect(resolveClickId({ ...base, params: { gclsrc: 'aw' } })).toEqual({ googleClick: null, storage: { action: 'none' } });
  });

  it('never throws on arbitrary stored data and parameters', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.record({ gclid: fc.string(), savedAt: fc.double() }), fc.record({ value: fc.string(), expiryDate: fc.double() })),
        fc.record({ gclid: fc.string(), wbraid: fc.string(), gbraid: fc.string(), gclsrc: fc.string() }, { requiredKeys: [] }),
        (stored, params) => {
          resolveClickId({ ...base, params, stored });
        },
      ),
    );
  });
});
