import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { answersFromPaths, readPath } from '../../../../domain/lead/dottedPaths';
import type { Lead } from '../../../../domain/lead/LeadSchema';
import { isRecord } from '../../../../domain/kernel/isRecord';

const segment = fc.constantFrom('personalDetails', 'contactDetails', 'email', 'firstName', 'incomeDetails', 'monthlyIncome');
const leaf = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(null));

describe('dotted lead paths (docs/product.md "The form flow": "Each data point maps to a configured form path")', () => {
  it('reads back every value written at a path no other path is a prefix of', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.array(segment, { minLength: 1, maxLength: 3 }).map((s) => s.join('.')), leaf), (values) => {
        const paths = Object.keys(values).filter((path) => !Object.keys(values).some((other) => other !== path && (other.startsWith(`${path}.`) || path.startsWith(`${other}.`))));
        const kept = Object.fromEntries(paths.map((path) => [path, values[path]]));
        const lead = answersFromPaths(kept);
        for (const path of paths) expect(readPath(lead, path)).toEqual(kept[path]);
      }),
    );
  });

  it('reads undefined through a missing section, a leaf, an array or a date', () => {
    const lead = { contactDetails: { email: 'a@b.es' }, list: [{ x: 1 }], when: new Date(0) } as unknown as Lead;
    expect(readPath(lead, 'personalDetails.firstName')).toBeUndefined();
    expect(readPath(lead, 'contactDetails.email.length')).toBeUndefined();
    expect(readPath(lead, 'list.0')).toBeUndefined();
    expect(readPath(lead, 'when.getTime')).toBeUndefined();
  });

  it.each([
    [{}, true],
    [{ a: 1 }, true],
    [[], false],
    [new Date(0), false],
    [null, false],
    ['x', false],
  ])('isRecord(%j) is %s: a date is a value, not a section', (value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});
