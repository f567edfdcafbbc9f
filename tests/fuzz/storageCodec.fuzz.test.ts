import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { jsonStorageCodec } from '../../adapters/storage/jsonStorageCodec';
import { LeadSchema } from '../../domain/lead/LeadSchema';
import { openStored, sealStored } from '../../domain/storage/storedEnvelope';
import { anyValue, bestOfMs, checkNeverThrows, hostileString } from './support/fuzzHarness';

/** Text a tampered or corrupted storage slot can hold: JSON-ish fragments, nested JSON text, anything at all. */
const storedText: fc.Arbitrary<string> = fc.oneof(
  hostileString,
  fc.json({ maxDepth: 3 }),
  fc.json({ maxDepth: 2 }).map((json) => JSON.stringify(JSON.stringify(json))),
  fc.array(fc.constantFrom('{', '}', '[', ']', '"', ':', ',', '\\', 'null', '1', '"v"', '"data"'), { maxLength: 40 }).map((parts) => parts.join('')),
  fc.nat({ max: 30 }).map((depth) => '"'.repeat(depth) + '{}' + '"'.repeat(depth)),
);

const isResult = (r: { ok: boolean }): boolean => typeof r.ok === 'boolean';

describe('storage codec with arbitrary values and corrupt text (fuzz suite, docs/sessions-and-storage.md "Encoding and versions")', () => {
  it('decode: 10,000 corrupt or hostile texts never throw and always answer a Result', () => {
    const report = checkNeverThrows(fc.tuple(storedText, fc.boolean()), ([text, reviveDates]) => {
      if (!isResult(jsonStorageCodec.decode(text, { reviveDates }))) throw new Error('not a Result');
    });
    expect(report.counterexample).toBeNull();
    expect(report.slowestMs).toBeLessThan(50);
  });

  it('encode: 10,000 arbitrary values (cycles, BigInt, functions included) never throw; what encodes decodes', () => {
    const cyclic = fc.constant(null).map(() => {
      const a: Record<string, unknown> = {};
      a.self = a;
      return a;
    });
    const values = fc.oneof(anyValue, fc.bigInt(), fc.func(fc.integer()), cyclic, fc.date({ noInvalidDate: false }));
    const report = checkNeverThrows(values, (value) => {
      const encoded = jsonStorageCodec.encode(value);
      if (encoded.ok && !jsonStorageCodec.decode(encoded.value).ok) throw new Error(`encoded text does not decode: ${encoded.value}`);
    });
    expect(report.counterexample).toBeNull();
  });

  it('openStored against the lead schema: 10,000 hostile texts never throw, never answer ok for a non-envelope', () => {
    const report = checkNeverThrows(storedText, (text) => {
      const opened = openStored(text, LeadSchema);
      if (opened.ok && !v.is(LeadSchema, opened.value)) throw new Error('ok without a valid lead');
    });
    expect(report.counterexample).toBeNull();
  });

  it('sealStored then openStored gives JSON data back (10,000 JSON values)', () => {
    const report = checkNeverThrows(fc.jsonValue({ maxDepth: 3 }), (data) => {
      const sealed = sealStored(data);
      if (!sealed.ok) throw new Error('JSON value did not seal');
      const opened = openStored(sealed.value, v.unknown());
      if (!opened.ok) throw new Error(`sealed value did not open: ${sealed.value}`);
      if (JSON.stringify(opened.value) !== JSON.stringify(data)) throw new Error('round trip changed the data');
    });
    expect(report.counterexample).toBeNull();
  });

  it('a 10,000-character corrupt text is answered in under 50 ms', () => {
    for (const text of ['['.repeat(10_000), '"'.repeat(10_000), `"${'\\"'.repeat(5_000)}"`]) {
      expect(bestOfMs(() => jsonStorageCodec.decode(text))).toBeLessThan(50);
    }
  });

  it('hostile strings stay data', () => {
    const decoded = jsonStorageCodec.decode(JSON.stringify('<script>alert(1)</script>'));
    expect(decoded).toEqual({ ok: true, value: '<script>alert(1)</script>' });
  });
});
