import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decidePartnerHandOver } from '../../../application/redirect/decidePartnerHandOver';
import { deepEqual } from '../../../application/kernel/deepEqual';
import { mergeLead, pickDataPoints } from '../../../application/session/leadPaths';
import type { Lead } from '../../../domain/lead/LeadSchema';
import { HOSTILE_INPUT_MS } from '../../support/hostileInputTime';

const ALLOWED = ['https://partner.example'];

describe('decidePartnerHandOver properties', () => {
  it('never throws, and navigates only to an https URL on the allowlisted origin', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webUrl(), fc.constantFrom('javascript:alert(1)', 'https://partner.example/x')), (url) => {
        const decision = decidePartnerHandOver(url, ALLOWED);
        if (decision.kind === 'Navigate') {
          const target = new URL(decision.url);
          expect(target.protocol).toBe('https:');
          expect(target.origin).toBe('https://partner.example');
        } else {
          // Nothing else is offered: no URL to link to (issue 22 item 6).
          expect(Object.keys(decision).sort()).toEqual(['kind', 'reason']);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('answers a 10,000-character input without super-linear work (< 250 ms)', () => {
    const long = `https://partner.example/${'a'.repeat(10_000)}`;
    const started = performance.now();
    decidePartnerHandOver(long, ALLOWED);
    decidePartnerHandOver('x'.repeat(10_000), ALLOWED);
    expect(performance.now() - started).toBeLessThan(HOSTILE_INPUT_MS);
  });
});

const section = fc.dictionary(fc.constantFrom('firstName', 'lastName', 'email', 'city'), fc.oneof(fc.string(), fc.constant(null)));
const lead = fc.record({ amount: fc.integer(), personalDetails: section, contactDetails: section }, { requiredKeys: [] }) as fc.Arbitrary<Lead>;

describe('lead path helpers properties', () => {
  it('mergeLead is idempotent and keeps answers it was not given', () => {
    fc.assert(
      fc.property(lead, lead, (base, answers) => {
        const once = mergeLead(base, answers);
        expect(deepEqual(mergeLead(once, answers), once)).toBe(true);
        for (const [key, value] of Object.entries(base.personalDetails ?? {})) {
          if (!(answers.personalDetails && key in answers.personalDetails)) expect((once.personalDetails as Record<string, unknown>)[key]).toBe(value);
        }
      }),
    );
  });

  it('pickDataPoints picks exactly the named paths that hold a value', () => {
    fc.assert(
      fc.property(lead, (value) => {
        const picked = pickDataPoints(value, ['amount', 'personalDetails.firstName', 'contactDetails.email']);
        expect(picked.amount).toBe(value.amount);
        expect(picked.personalDetails?.firstName).toBe(value.personalDetails?.firstName);
        expect(picked.contactDetails?.email).toBe(value.contactDetails?.email);
        expect(picked.personalDetails?.lastName).toBeUndefined();
        expect(deepEqual(pickDataPoints(picked, ['amount', 'personalDetails.firstName', 'contactDetails.email']), picked)).toBe(true);
      }),
    );
  });

  it('deepEqual ignores key order and treats a JSON round trip as equal', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(deepEqual(value, JSON.parse(JSON.stringify(value)))).toBe(true);
      }),
      { numRuns: 2_000 },
    );
    expect(deepEqual({ n: -0 }, { n: 0 })).toBe(true);
    expect(deepEqual({ a: 1, b: { c: [1, 2] } }, { b: { c: [1, 2] }, a: 1 })).toBe(true);
    expect(deepEqual({ a: 1 }, { a: 2 })).toBe(false);
    expect(deepEqual([1, 2], [2, 1])).toBe(false);
  });
});
