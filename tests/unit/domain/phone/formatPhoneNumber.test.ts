import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAsYouType } from '../../../../domain/phone/formatAsYouType';
import { formatPhoneNumber } from '../../../../domain/phone/formatPhoneNumber';
import { toE164 } from '../../../../domain/phone/toE164';
import { HOSTILE_INPUT_MS } from '../../../support/hostileInputTime';

describe('formatPhoneNumber (docs/validation-by-country.md "Phone numbers": a saved number shown without the as-you-type formatter)', () => {
  it.each([
    ['+34612345678', 'ES', 'NATIONAL', '612 34 56 78'],
    ['+34612345678', 'ES', 'INTERNATIONAL', '+34 612 34 56 78'],
    ['612345678', 'ES', 'INTERNATIONAL', '+34 612 34 56 78'],
    ['+48512345678', 'PL', 'NATIONAL', '512 345 678'],
    ['+34612345678', 'PL', 'NATIONAL', null],
    ['61234567', 'ES', 'NATIONAL', null],
  ] as const)('%s (%s, %s) → %s', (input, country, style, expected) => {
    expect(formatPhoneNumber(input, country, style)).toBe(expected);
  });

  it('a valid Spanish mobile reads the same as the as-you-type formatter shows it, and parses back (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^6\d{8}$/), (national) => {
        const shown = formatPhoneNumber(`+34${national}`, 'ES', 'NATIONAL');
        if (shown === null) return;
        expect(shown).toBe(formatAsYouType(national, 'ES'));
        expect(toE164(shown, 'ES')).toBe(`+34${national}`);
      }),
    );
  });

  it('never throws, and answers 10,000 characters without super-linear work (< 250 ms)', () => {
    fc.assert(fc.property(fc.string(), (text) => void formatPhoneNumber(text, 'ES', 'NATIONAL')));
    const started = performance.now();
    expect(formatPhoneNumber('6'.repeat(10_000), 'ES', 'NATIONAL')).toBeNull();
    expect(performance.now() - started).toBeLessThan(HOSTILE_INPUT_MS);
  });
});
