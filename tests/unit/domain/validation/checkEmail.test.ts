import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkEmail, EMAIL_MAX_LENGTH, EMAIL_PATTERN } from '../../../../domain/validation/checkEmail';
import { HOSTILE_INPUT_MS } from '../../../support/hostileInputTime';

describe('checkEmail (docs/validation-by-country.md "Email": standard pattern, case insensitive)', () => {
  it.each([
    ['ana@example.com', true],
    ['ANA.Lopez+loan@Example.ES', true],
    ["o'brien@mail.example.co.uk", true],
    ['a@b.co', true],
    ['ana@example', false], // no dotted domain
    ['ana@@example.com', false],
    ['ana example@example.com', false],
    ['@example.com', false],
    ['ana@', false],
    ['ana@-example.com', false],
    ['ana@example-.com', false],
    ['ana@exam_ple.com', false],
    ['ana@example..com', false],
    [' ana@example.com', false],
  ])('%s → valid %s', (value, valid) => {
    expect(checkEmail(value)).toEqual(valid ? null : { kind: 'InvalidFormat' });
  });

  it('accepts 64 characters before the @ but not 65', () => {
    expect(checkEmail(`${'a'.repeat(64)}@example.com`)).toBeNull();
    expect(checkEmail(`${'a'.repeat(65)}@example.com`)).toEqual({ kind: 'InvalidFormat' });
  });

  it('accepts 254 characters in all but not 255', () => {
    const address = (length: number) => `a@${'b'.repeat(length - 6)}.com`;
    const labels = (length: number) => address(length).replace(/b{60}/g, (run) => `${run.slice(0, 59)}.`);
    expect(checkEmail(labels(EMAIL_MAX_LENGTH))).toBeNull();
    expect(checkEmail(labels(EMAIL_MAX_LENGTH + 1))).toEqual({ kind: 'TooLong', params: { max: 254 } });
  });

  it('accepts what fast-check calls an email address (domain with a dot)', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        if (email.length <= 254 && email.split('@')[1]?.includes('.') && email.indexOf('@') <= 64) {
          expect(checkEmail(email)).toBeNull();
        }
      }),
    );
  });

  it('never throws; the pattern answers 10,000 characters without super-linear work (< 250 ms)', () => {
    fc.assert(fc.property(fc.string({ maxLength: 300 }), (value) => {
      expect(() => checkEmail(value)).not.toThrow();
    }));
    for (const input of ['a'.repeat(10_000), `a@${'a.'.repeat(5_000)}`, `a@${'a-'.repeat(5_000)}`, `${'a.'.repeat(5_000)}@`]) {
      const started = performance.now();
      checkEmail(input.slice(0, 254));
      // The regex itself, past the length cap:
      EMAIL_PATTERN.test(input);
      expect(performance.now() - started).toBeLessThan(HOSTILE_INPUT_MS);
    }
  });
});
