import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adClicksFromUrl } from '../../../../domain/clickId/adClicksFromUrl';
import { AD_CLICK_LIFETIMES_MS, resolveAdClick } from '../../../../domain/clickId/resolveAdClick';

const DAY = 86_400_000;
const NOW = Date.parse('2026-03-01T00:00:00.000Z');

describe('adClicksFromUrl (Meta and TikTok click ids of a landing)', () => {
  it('builds Meta\'s fbc from the fbclid, unaltered, and keeps the ttclid as given, both saved now', () => {
    expect(adClicksFromUrl({ fbclid: 'IwAR_Case-1', ttclid: 'E.C.P_x' }, undefined, NOW)).toEqual({
      fbc: { value: `fb.1.${NOW}.IwAR_Case-1`, savedAt: NOW },
      ttclid: { value: 'E.C.P_x', savedAt: NOW },
    });
  });

  it('nothing in the URL: nothing', () => {
    expect(adClicksFromUrl({}, { value: 'fb.1.5.X', savedAt: 5 }, NOW)).toEqual({});
  });

  it('the stored fbc of the same fbclid is kept; a different or malformed one is replaced', () => {
    const stored = { value: 'fb.1.5.IwAR', savedAt: 5 };
    expect(adClicksFromUrl({ fbclid: 'IwAR' }, stored, NOW).fbc).toBe(stored);
    expect(adClicksFromUrl({ fbclid: 'Other' }, stored, NOW).fbc).toEqual({ value: `fb.1.${NOW}.Other`, savedAt: NOW });
    expect(adClicksFromUrl({ fbclid: 'IwAR' }, { value: 'fb.1.5.IwAR' }, NOW).fbc?.savedAt).toBe(NOW);
    expect(adClicksFromUrl({ fbclid: 'IwAR' }, 'fb.1.5.IwAR', NOW).fbc?.savedAt).toBe(NOW);
  });

  it('for any fbclid the fbc ends with it exactly (case-sensitive, never altered)', () => {
    fc.assert(fc.property(fc.string({ minLength: 1, maxLength: 512 }), (fbclid) => {
      expect(adClicksFromUrl({ fbclid }, undefined, NOW).fbc?.value).toBe(`fb.1.${NOW}.${fbclid}`);
    }));
  });
});

describe('resolveAdClick (a stored fbc or ttclid entry)', () => {
  it.each([
    ['fbc', 89 * DAY, true],
    ['fbc', 90 * DAY - 1, true],
    ['fbc', 90 * DAY, false],
    ['ttclid', 29 * DAY, true],
    ['ttclid', 30 * DAY, false],
  ] as const)('a %s aged %d ms is used: %s (removed otherwise)', (key, age, used) => {
    const result = resolveAdClick({ value: 'id', savedAt: NOW - age }, NOW, AD_CLICK_LIFETIMES_MS[key]);
    expect(result).toEqual(used ? { value: 'id', remove: false } : { value: null, remove: true });
  });

  it('absent stays absent; anything that is no entry is removed', () => {
    expect(resolveAdClick(undefined, NOW, DAY)).toEqual({ value: null, remove: false });
    for (const junk of ['fb.1.5.X', { value: '' , savedAt: 1 }, { value: 'x' }, { savedAt: 1 }, 42, []]) expect(resolveAdClick(junk, NOW, DAY)).toEqual({ value: null, remove: true });
  });

  it('never throws, whatever is stored', () => {
    fc.assert(fc.property(fc.anything(), (stored) => {
      const result = resolveAdClick(stored, NOW, 30 * DAY);
      expect(result.value === null || typeof result.value === 'string').toBe(true);
    }));
  });
});
