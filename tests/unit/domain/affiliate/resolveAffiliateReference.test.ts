import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveAffiliateReference } from '../../../../domain/affiliate/resolveAffiliateReference';
import { HOSTILE_INPUT_MS } from '../../../support/hostileInputTime';

const HOUR = 3_600_000;
const NOW = Date.parse('2026-02-01T00:00:00.000Z');
const rules = { nowMs: NOW, expiryHours: 480, staticNames: ['evergreen'] };
const stored = { attribute: 'partner', subId: 'sub', transactionId: 'tx', setAt: new Date(NOW - HOUR).toISOString() };
const sameUrl = { refName: 'partner', refSubId: 'sub', refTransactionId: 'tx' };

describe('resolveAffiliateReference (docs/affiliates.md "Replacement")', () => {
  it('keeps the stored reference when the URL repeats it, without renewing setAt', () => {
    expect(resolveAffiliateReference(stored, sameUrl, rules)).toEqual({ reference: stored, outcome: 'Kept', resetSession: false, problems: [] });
  });

  it('keeps the stored reference when the URL carries none', () => {
    expect(resolveAffiliateReference(stored, {}, rules).outcome).toBe('Kept');
    expect(resolveAffiliateReference(stored, undefined, rules).outcome).toBe('Kept');
  });

  it.each([
    ['attribute', { ...sameUrl, refName: 'other' }],
    ['subId', { ...sameUrl, refSubId: 'sub2' }],
    ['transactionId', { ...sameUrl, refTransactionId: 'tx2' }],
    ['subId removed', { refName: 'partner', refTransactionId: 'tx' }],
  ] as ReadonlyArray<[string, { refName: string; refSubId?: string; refTransactionId?: string }]>)('replaces on a change of %s and resets the session', (_what, url) => {
    const result = resolveAffiliateReference(stored, url, rules);
    expect(result.outcome).toBe('Replaced');
    expect(result.resetSession).toBe(true);
    expect(result.reference).toEqual({
      attribute: url.refName,
      subId: url.refSubId ?? null,
      transactionId: url.refTransactionId ?? null,
      setAt: '2026-02-01T00:00:00.000Z',
    });
  });

  it('sets a first reference without resetting the session', () => {
    const result = resolveAffiliateReference(null, { refName: 'partner' }, rules);
    expect(result).toMatchObject({ outcome: 'Set', resetSession: false, reference: { attribute: 'partner', subId: null, transactionId: null } });
  });

  it('ignores an empty refName', () => {
    expect(resolveAffiliateReference(null, { refName: '' }, rules)).toEqual({ reference: null, outcome: 'None', resetSession: false, problems: [] });
  });

  it('removes an expired reference and resets the session (480 h), keeps one aged 479 h', () => {
    const aged = (hours: number) => ({ ...stored, setAt: new Date(NOW - hours * HOUR).toISOString() });
    expect(resolveAffiliateReference(aged(480), undefined, rules)).toEqual({ reference: null, outcome: 'Expired', resetSession: true, problems: [] });
    expect(resolveAffiliateReference(aged(481), undefined, rules).outcome).toBe('Expired');
    expect(resolveAffiliateReference(aged(479), undefined, rules).outcome).toBe('Kept');
  });

  it('keeps a static-named reference forever', () => {
    const old = { ...stored, attribute: 'evergreen', setAt: '2000-01-01T00:00:00.000Z' };
    expect(resolveAffiliateReference(old, undefined, rules).outcome).toBe('Kept');
  });

  it('a new URL reference replaces an expired one', () => {
    const old = { ...stored, setAt: '2000-01-01T00:00:00.000Z' };
    expect(resolveAffiliateReference(old, { refName: 'new' }, rules).outcome).toBe('Replaced');
  });

  it('reports invalid stored data as a problem and treats it as absent', () => {
    expect(resolveAffiliateReference({ attribute: 5 }, undefined, rules)).toEqual({
      reference: null,
      outcome: 'None',
      resetSession: false,
      problems: [{ kind: 'InvalidAffiliateReference' }],
    });
    expect(resolveAffiliateReference({ ...stored, setAt: 'garbage' }, undefined, rules).problems).toEqual([{ kind: 'InvalidAffiliateSetAt' }]);
  });

  it('never throws on arbitrary stored data and URL values', () => {
    fc.assert(
      fc.property(fc.anything(), fc.record({ refName: fc.string(), refSubId: fc.string(), refTransactionId: fc.string() }, { requiredKeys: [] }), (s, url) => {
        resolveAffiliateReference(s, url, rules);
      }),
    );
  });
});

describe('resolveAffiliateReference on long input', () => {
  it('answers 10,000-character values without super-linear work (< 250 ms)', () => {
    const long = 'x'.repeat(10_000);
    const start = performance.now();
    const result = resolveAffiliateReference({ ...stored, attribute: long, setAt: long }, { refName: long, refSubId: long }, { ...rules, staticNames: [long] });
    expect(performance.now() - start).toBeLessThan(HOSTILE_INPUT_MS);
    expect(result.reference).toBeNull();
  });

  it('ignores a URL reference over 255 characters, keeping the stored one', () => {
    const result = resolveAffiliateReference(stored, { refName: 'y'.repeat(256) }, rules);
    expect(result).toEqual({ reference: stored, outcome: 'Kept', resetSession: false, problems: [{ kind: 'InvalidAffiliateReference' }] });
    expect(resolveAffiliateReference(null, { refName: 'y'.repeat(255) }, rules).outcome).toBe('Set');
  });
});
