import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../domain/country/countryRegistry';
import { FIELD_RULES, type FieldRule } from '../../domain/validation/FieldRule';
import type { ValidationContext } from '../../domain/validation/ValidationContext';
import { validateField } from '../../domain/fields/validateField';
import { FUZZ_RUNS, anyValue, bestOfMs, checkNeverThrows, hostileString } from './support/fuzzHarness';

/** Validation contexts a flow can give: every country, required or not, options and bounds from anywhere. */
const context: fc.Arbitrary<ValidationContext> = fc.record(
  {
    country: fc.constantFrom(...COUNTRIES),
    today: fc.record({ y: fc.integer({ min: 1900, max: 2100 }), m: fc.integer({ min: 1, max: 12 }), d: fc.integer({ min: 1, max: 28 }) }),
    required: fc.boolean(),
    options: fc.array(hostileString, { maxLength: 5 }),
    min: fc.oneof(fc.integer({ min: -1000, max: 100_000 }), fc.double()),
    max: fc.oneof(fc.integer({ min: -1000, max: 100_000 }), fc.double()),
    step: fc.oneof(fc.integer({ min: 0, max: 1000 }), fc.double()),
    mobileOnly: fc.boolean(),
  },
  { requiredKeys: ['country', 'today', 'required'] },
);

/** Every answer is null (valid) or an error with a string kind (docs/validation-by-country.md "How a field is checked"): nothing else, never a throw. */
const isVerdict = (result: unknown): boolean => result === null || (typeof result === 'object' && typeof (result as { kind?: unknown }).kind === 'string');

describe('validateField over every FieldRule with arbitrary values (fuzz suite)', () => {
  it.each(FIELD_RULES.map((rule) => [rule] as const))('%s: 10,000 hostile values never throw, always answer a verdict, each within 50 ms', (rule: FieldRule) => {
    const bad: unknown[] = [];
    const report = checkNeverThrows(fc.tuple(anyValue, context), ([value, ctx]) => {
      const result = validateField(rule, value, ctx);
      if (!isVerdict(result)) bad.push(value);
    });
    expect(report.counterexample).toBeNull();
    expect(bad).toEqual([]);
    expect(report.slowestMs).toBeLessThan(50);
  });

  it('a 10,000-character value is answered in under 50 ms by every rule', () => {
    const ctx: ValidationContext = { country: 'ES', today: { y: 2026, m: 6, d: 15 }, required: true, options: ['A'] };
    for (const value of ['1'.repeat(10_000), 'a@'.repeat(5_000), 'ES91 '.repeat(2_000), '<'.repeat(10_000)]) {
      for (const rule of FIELD_RULES) {
        expect(bestOfMs(() => validateField(rule, value, ctx)), rule).toBeLessThan(50);
      }
    }
  });

  it(`runs at least ${FUZZ_RUNS} cases per rule`, () => {
    expect(FUZZ_RUNS).toBeGreaterThanOrEqual(10_000);
  });
});
