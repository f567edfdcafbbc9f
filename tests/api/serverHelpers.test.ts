import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CreateLeadRequestSchema } from '../../domain/api/CreateLeadRequest';
import type { Lead } from '../../domain/lead/LeadSchema';
import { issuesToFieldErrors } from '../../server/http/issuesToFieldErrors';
import { canonicalJson, requestHash } from '../../server/http/requestHash';
import { mergeLead } from '../../server/leads/LeadRecord';
import { maskPhone } from '../../server/leads/verificationCodes';
import { splitStatements } from '../../server/db/migrate';
import { validateEmail } from '../../server/lookups/validateEmail';
import { HOSTILE_INPUT_MS } from '../support/hostileInputTime';

/** Reverses key order at every level. */
const reorder = (value: unknown): unknown =>
  Array.isArray(value) ? value.map(reorder) : value !== null && typeof value === 'object' ? Object.fromEntries(Object.entries(value).reverse().map(([k, x]) => [k, reorder(x)])) : value;

describe('canonicalJson / requestHash', () => {
  it('is independent of key order and stable through a parse round trip', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(reorder(value))).toBe(canonicalJson(value));
        expect(canonicalJson(JSON.parse(canonicalJson(value)))).toBe(canonicalJson(value));
        expect(requestHash(value)).toMatch(/^[0-9a-f]{64}$/);
      }),
    );
  });
  it('tells different bodies apart', () => {
    expect(requestHash({ a: 1 })).not.toBe(requestHash({ a: 2 }));
    expect(requestHash({ a: [1, 2] })).not.toBe(requestHash({ a: [2, 1] }));
  });
});

describe('mergeLead', () => {
  const scalar = fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.constant(null));
  const section = fc.dictionary(fc.constantFrom('a', 'b', 'c'), scalar);
  const lead = fc.dictionary(fc.constantFrom('amount', 'contactDetails', 'personalDetails'), fc.oneof(scalar, section)) as fc.Arbitrary<Lead>;
  it('merging the same patch twice changes nothing more (idempotent), and an empty patch keeps the lead', () => {
    fc.assert(
      fc.property(lead, lead, (stored, patch) => {
        const once = mergeLead(stored, patch);
        expect(mergeLead(once, patch)).toEqual(once);
        expect(mergeLead(stored, {})).toEqual(stored);
      }),
    );
  });
  it('merges sections field by field; null clears; absent keeps; arrays are replaced', () => {
    const stored: Lead = { amount: 1000, policies: ['a', 'b'], contactDetails: { email: 'a@b.es', city: 'Madrid' } };
    expect(mergeLead(stored, { contactDetails: { city: null }, policies: ['c'] })).toEqual({ amount: 1000, policies: ['c'], contactDetails: { email: 'a@b.es', city: null } });
  });
});

describe('issuesToFieldErrors', () => {
  it('names nested fields by dotted path, once per field', () => {
    const parsed = v.safeParse(CreateLeadRequestSchema, { product: 'p', contactDetails: { email: 5 }, policies: ['ok', 7] });
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    const errors = issuesToFieldErrors(parsed.issues);
    expect(errors.map((e) => [e.field, e.code]).sort()).toEqual([
      ['contactDetails.email', 'InvalidType'],
      ['policies.1', 'InvalidType'],
    ]);
  });
  it('a string over its maximum is TooLong with the maximum', () => {
    const parsed = v.safeParse(CreateLeadRequestSchema, { product: 'p', contactDetails: { postalCode: 'x'.repeat(17) } });
    if (parsed.success) throw new Error('expected a failure');
    expect(issuesToFieldErrors(parsed.issues)).toEqual([expect.objectContaining({ field: 'contactDetails.postalCode', code: 'TooLong', params: { max: 16 } })]);
  });
});

describe('maskPhone', () => {
  it.each([
    ['+34612345678', '+34******678'],
    ['612345678', '612***678'],
    ['1234', '1234'.slice(0, 1) + '234'],
    ['12', '***'],
  ])('%s → %s', (phone, masked) => expect(maskPhone(phone)).toBe(masked));
  it('never shows more than the first 3 and last 3 characters of a long number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?\d{7,15}$/), (phone) => {
        const masked = maskPhone(phone);
        expect(masked).toHaveLength(Math.max(phone.length, 6));
        expect(masked.slice(3, -3)).toMatch(/^\**$/);
      }),
    );
  });
});

describe('validateEmail', () => {
  it('never throws and answers without super-linear work (< 250 ms) for a 10,000-character input', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), (s) => {
        expect(typeof validateEmail(s).valid).toBe('boolean');
      }),
    );
    const t0 = performance.now();
    validateEmail(`${'a'.repeat(5000)}@${'b'.repeat(4995)}.com`);
    expect(performance.now() - t0).toBeLessThan(HOSTILE_INPUT_MS);
  });
});

describe('splitStatements', () => {
  it('splits on ; at line ends and drops comment lines', () => {
    expect(splitStatements('-- c\nCREATE TABLE a (x int);\n\nCREATE INDEX i ON a (x);\n')).toEqual(['CREATE TABLE a (x int)', 'CREATE INDEX i ON a (x)']);
  });
});
