import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkCountryCode } from '../../../../domain/validation/checkCountryCode';
import { checkAccepted, checkChoice, checkYesNo } from '../../../../domain/validation/choiceRules';
import { ISO_COUNTRY_CODES } from '../../../../domain/validation/isoCountryCodes';

describe('choice-like rules', () => {
  it('choice: one of the options', () => {
    expect(checkChoice('car', ['car', 'home'])).toBeNull();
    expect(checkChoice('boat', ['car', 'home'])).toEqual({ kind: 'NotAnOption' });
    expect(checkChoice('car', undefined)).toEqual({ kind: 'NotAnOption' });
    expect(checkChoice(1, ['1'])).toEqual({ kind: 'NotAnOption' });
  });

  it.each([[true], [false], ['yes'], ['no'], ['true'], ['false']])('yesNo accepts %j', (value) => {
    expect(checkYesNo(value)).toBeNull();
  });
  it.each([['si'], [1], [0], ['YES'], [null]])('yesNo refuses %j', (value) => {
    expect(checkYesNo(value)).toEqual({ kind: 'NotAnOption' });
  });

  it.each<[unknown, boolean, string | null]>([
    [true, true, null],
    [false, true, 'MustBeAccepted'],
    [undefined, true, 'MustBeAccepted'],
    [true, false, null],
    [false, false, null],
    [undefined, false, null],
    ['yes', false, 'InvalidFormat'],
    ['true', true, 'MustBeAccepted'],
  ])('accepted %j (required %s) → %s', (value, required, kind) => {
    expect(checkAccepted(value, required)?.kind ?? null).toBe(kind);
  });

  it('country: ISO 3166-1 alpha-2, optionally restricted', () => {
    expect(ISO_COUNTRY_CODES.size).toBe(249);
    expect(checkCountryCode('ES')).toBeNull();
    expect(checkCountryCode('es')).toEqual({ kind: 'InvalidFormat' });
    expect(checkCountryCode('XX')).toEqual({ kind: 'InvalidFormat' });
    expect(checkCountryCode('UK')).toEqual({ kind: 'InvalidFormat' }); // GB is the code
    expect(checkCountryCode('FR', ['ES', 'PT'])).toEqual({ kind: 'NotAnOption' });
    expect(checkCountryCode('PT', ['ES', 'PT'])).toBeNull();
  });

  it('never throws on anything', () => {
    fc.assert(
      fc.property(fc.anything(), fc.boolean(), (value, required) => {
        expect(() => [checkChoice(value, ['a']), checkYesNo(value), checkAccepted(value, required), checkCountryCode(value)]).not.toThrow();
      }),
    );
  });
});
