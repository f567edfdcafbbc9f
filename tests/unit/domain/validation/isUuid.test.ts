import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUuid } from '../../../../domain/validation/isUuid';
import { HOSTILE_INPUT_MS } from '../../../support/hostileInputTime';

describe('isUuid (docs/validation-by-country.md "Other rules": sessionId)', () => {
  it.each([
    ['6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', true],
    ['6F1C2D3E-4B5A-4C6D-8E7F-9A0B1C2D3E4F', true],
    ['01890a5d-ac96-774b-bcce-b302099a8057', true], // v7
    ['00000000-0000-0000-0000-000000000000', false], // nil
    ['ffffffff-ffff-ffff-ffff-ffffffffffff', false], // max
    ['6f1c2d3e-4b5a-9c6d-8e7f-9a0b1c2d3e4f', false], // version 9
    ['6f1c2d3e-4b5a-4c6d-7e7f-9a0b1c2d3e4f', false], // NCS variant
    ['6f1c2d3e4b5a4c6d8e7f9a0b1c2d3e4f', false], // no dashes
    [' 6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f', false],
    ['6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4', false],
    ['{6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f}', false],
    [42, false],
    [null, false],
  ])('%s → %s', (value, expected) => {
    expect(isUuid(value)).toBe(expected);
  });

  it('accepts every v4 UUID fast-check generates', () => {
    fc.assert(fc.property(fc.uuid({ version: 4 }), (uuid) => {
      expect(isUuid(uuid)).toBe(true);
    }));
  });

  it('never throws and answers a 10,000-character input without super-linear work (< 250 ms)', () => {
    fc.assert(fc.property(fc.anything(), (value) => {
      expect(typeof isUuid(value)).toBe('boolean');
    }));
    const started = performance.now();
    expect(isUuid(`6f1c2d3e-4b5a-4c6d-8e7f-${'a'.repeat(10_000)}`)).toBe(false);
    expect(performance.now() - started).toBeLessThan(HOSTILE_INPUT_MS);
  });
});
