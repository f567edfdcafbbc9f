// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAsTyped } from '../../ui/kit/formatAsTyped';
import { formatAmount, parseMoneyInput } from '../../ui/kit/formatMoney';
import { groupIban, isIbanSeparator } from '../../ui/kit/groupIban';
import { HOSTILE_INPUT_MS } from '../support/hostileInputTime';

const LOCALES = ['es-ES', 'es-MX', 'pl-PL', 'de-DE', 'ro-RO', 'en-PH', 'vi-VN', 'es-CO'];
const typed = fc.string({ unit: fc.constantFrom(...'0123456789 .,-abcXYZ\u00a0'), maxLength: 60 });

describe('groupIban properties', () => {
  it('is idempotent and keeps every non-separator character in order', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (raw) => {
        const once = groupIban(raw);
        expect(groupIban(once)).toBe(once);
        expect(once.replace(/ /g, '')).toBe(raw.replace(/[\s.-]/g, '').toUpperCase());
      }),
      { numRuns: 2000 },
    );
  });

  it('answers a 10,000-character input without super-linear work (< 250 ms)', () => {
    const started = performance.now();
    groupIban('ES91'.repeat(2500));
    expect(performance.now() - started).toBeLessThan(HOSTILE_INPUT_MS);
  });
});

describe('formatAsTyped properties (IBAN grouping; every formatter: tests/unit/ui/kit/formatAsTyped.test.ts)', () => {
  it('always lands inside the formatted text, after the same characters as before', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.nat(50), (raw, caretSeed) => {
        const caret = caretSeed % (raw.length + 1);
        const { value: formatted, caret: position } = formatAsTyped(raw, caret, groupIban, isIbanSeparator);
        expect(formatted).toBe(groupIban(raw));
        expect(position).toBeGreaterThanOrEqual(0);
        expect(position).toBeLessThanOrEqual(formatted.length);
        const before = (text: string) => text.replace(/[\s.-]/g, '').toUpperCase();
        expect(before(formatted.slice(0, position))).toBe(before(raw.slice(0, caret)));
      }),
      { numRuns: 2000 },
    );
  });
});

describe('parseMoneyInput properties', () => {
  it('never throws and returns a finite non-negative number or null', () => {
    fc.assert(
      fc.property(typed, fc.constantFrom(...LOCALES), (text, locale) => {
        const amount = parseMoneyInput(text, locale);
        expect(amount === null || (Number.isFinite(amount) && amount >= 0)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads back what formatAmount writes (round trip in every locale)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 99 }), fc.constantFrom(...LOCALES), (units, cents, locale) => {
        const amount = units + cents / 100;
        const parsed = parseMoneyInput(formatAmount(amount, locale), locale);
        // vi-VN has no decimals in money but formatAmount keeps two: compare to the cent.
        expect(parsed).not.toBeNull();
        expect(Math.round(parsed! * 100)).toBe(Math.round(amount * 100));
      }),
      { numRuns: 3000 },
    );
  });

  it('answers a 10,000-character input without super-linear work (< 250 ms)', () => {
    const started = performance.now();
    parseMoneyInput('1.'.repeat(5000), 'es-ES');
    parseMoneyInput('9'.repeat(10_000), 'es-ES');
    expect(performance.now() - started).toBeLessThan(HOSTILE_INPUT_MS);
  });
});
