import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { KeyValueStorage } from '../../../application/ports/KeyValueStorage';

/** What a storage implementation under contract must let the test do to it. */
export interface StorageHarness {
  readonly storage: KeyValueStorage;
  /** Make the underlying store unavailable from now on (blocked, private mode). */
  makeUnavailable(): void;
  /** Put raw text under `key` as if an older release or another tab had written garbage. */
  plantRaw(key: 'state', text: string): void;
  /** Limit the total stored size in characters (keys plus texts). */
  limitTo(characters: number): void;
}

/** A string the reader takes for JSON held in JSON: it starts with `{`, `[` or `"` and parses. */
const isJsonText = (value: unknown): boolean => {
  if (typeof value !== 'string' || !/^\s*[[{"]/.test(value)) return false;
  try {
    JSON.parse(value);
    return true;
  } catch {
    return false;
  }
};

/** JSON values as they come back from storage (JSON has no -0 and no undefined). */
const jsonRoundTrip = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

/**
 * The one contract every `KeyValueStorage` passes — the in-memory fake and the browser adapters alike
 * (docs/architecture.md house rule 8). Run it with `describeKeyValueStorageContract('Name', () => harness)`.
 */
export const describeKeyValueStorageContract = (name: string, createHarness: () => StorageHarness): void => {
  describe(`${name} honours the KeyValueStorage contract`, () => {
    it('answers undefined for a key never written', () => {
      expect(createHarness().storage.read('sessionId')).toBeUndefined();
    });

    it.each([
      ['a string', 'abc'],
      ['a number', 42.5],
      ['false', false],
      ['null', null],
      ['an array', [1, 'two', { three: 3 }]],
      ['a nested object', { contactDetails: { email: 'ana@example.es', phoneNumber: '612345678' }, amount: 2500 }],
    ])('gives back %s as written', (_label, value) => {
      const { storage } = createHarness();
      storage.write('leadApplication', value);
      expect(storage.read('leadApplication')).toEqual(value);
    });

    it('round-trips any JSON value but a top-level string of JSON text (property)', () => {
      const { storage } = createHarness();
      fc.assert(
        fc.property(fc.jsonValue(), (value) => {
          fc.pre(!isJsonText(value));
          storage.write('asyncFormData', value);
          expect(storage.read('asyncFormData')).toEqual(jsonRoundTrip(value));
        }),
        { numRuns: 200 },
      );
    });

    // The legacy rule (docs/sessions-and-storage.md "Encoding and versions"): reads unwrap JSON text held in JSON, so a
    // top-level string that is JSON text reads as what it holds; found by the property above (`""` came back as '').
    it('reads a top-level string of JSON text as the value it holds, as an older release double-encoded it (property)', () => {
      const { storage } = createHarness();
      fc.assert(
        fc.property(fc.oneof(fc.array(fc.jsonValue()), fc.dictionary(fc.string(), fc.jsonValue())), (value) => {
          storage.write('asyncFormData', JSON.stringify(value));
          expect(storage.read('asyncFormData')).toEqual(jsonRoundTrip(value));
        }),
        { numRuns: 100 },
      );
      storage.write('asyncFormData', '""');
      expect(storage.read('asyncFormData')).toBe('');
    });

    it('keeps a "__proto__" key as plain data, never as a prototype (found by the round-trip property)', () => {
      const { storage } = createHarness();
      const value = JSON.parse('{"__proto__":{"polluted":true},"amount":2500}');
      storage.write('asyncFormData', value);
      const back = storage.read('asyncFormData') as Record<string, unknown>;
      expect(back).toEqual(value);
      expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });

    it('revives dates, also nested ones, as Date instances', () => {
      const { storage } = createHarness();
      const at = new Date(Date.UTC(2026, 0, 15, 9, 30, 0, 125));
      storage.write('sessionStartedAt', at);
      storage.write('gclid', { gclid: 'abc', gclidAt: at });
      expect(storage.read('sessionStartedAt')).toEqual(at);
      expect((storage.read('gclid') as { gclidAt: Date }).gclidAt).toBeInstanceOf(Date);
      expect((storage.read('gclid') as { gclidAt: Date }).gclidAt.getTime()).toBe(at.getTime());
    });

    it('keeps ISO strings as strings when the reader opts out of date revival (values whose schema wants strings)', () => {
      const { storage } = createHarness();
      storage.write('leadApplication', { expiresAt: '2026-01-16T09:30:00.000Z', personalDetails: { dateOfBirth: '1990-05-01' } });
      expect(storage.read('leadApplication', { reviveDates: false })).toEqual({
        expiresAt: '2026-01-16T09:30:00.000Z',
        personalDetails: { dateOfBirth: '1990-05-01' },
      });
    });

    it('keeps the earlier value when a value JSON cannot carry is written (a cycle), without throwing', () => {
      const { storage } = createHarness();
      storage.write('state', { progressState: 1 });
      const cycle: Record<string, unknown> = {};
      cycle.self = cycle;
      expect(() => storage.write('state', cycle)).not.toThrow();
      expect(storage.read('state')).toEqual({ progressState: 1 });
    });

    it('hands out copies: mutating what was read changes nothing stored', () => {
      const { storage } = createHarness();
      storage.write('uiColors', { primary: '#123456' });
      (storage.read('uiColors') as { primary: string }).primary = '#000000';
      expect(storage.read('uiColors')).toEqual({ primary: '#123456' });
    });

    it('replaces on overwrite and keeps keys apart', () => {
      const { storage } = createHarness();
      storage.write('state', { progressState: 1 });
      storage.write('state', { progressState: 2 });
      storage.write('lid', 'lead-1');
      expect(storage.read('state')).toEqual({ progressState: 2 });
      expect(storage.read('lid')).toBe('lead-1');
    });

    it('removes a key, and removing an absent key does nothing', () => {
      const { storage } = createHarness();
      storage.write('lid', 'lead-1');
      storage.remove('lid');
      expect(storage.read('lid')).toBeUndefined();
      expect(() => storage.remove('redirectUrl')).not.toThrow();
    });

    it('leaves a key absent when undefined is written', () => {
      const { storage } = createHarness();
      storage.write('redirectUrl', '/x');
      storage.write('redirectUrl', undefined);
      expect(storage.read('redirectUrl')).toBeUndefined();
    });

    it('never throws when the store becomes unavailable, and reads answer absent', () => {
      const harness = createHarness();
      harness.storage.write('lid', 'lead-1');
      harness.makeUnavailable();
      expect(() => harness.storage.write('lid', 'lead-2')).not.toThrow();
      expect(() => harness.storage.remove('lid')).not.toThrow();
      expect(harness.storage.read('lid')).toBeUndefined();
    });

    it.each([['{"progressState":'], ['not json'], ['{"a":1}}'], ['']])('answers undefined for corrupt text %j, and a later write repairs it', (text) => {
      const harness = createHarness();
      harness.plantRaw('state', text);
      expect(() => harness.storage.read('state')).not.toThrow();
      expect(harness.storage.read('state')).toBeUndefined();
      harness.storage.write('state', { progressState: 3 });
      expect(harness.storage.read('state')).toEqual({ progressState: 3 });
    });

    it('survives a quota error: the write is lost, earlier values stay', () => {
      const harness = createHarness();
      harness.storage.write('lid', 'lead-1');
      harness.storage.write('state', { progressState: 1 });
      harness.limitTo(200);
      expect(() => harness.storage.write('state', { blob: 'x'.repeat(500) })).not.toThrow();
      expect(harness.storage.read('state')).toEqual({ progressState: 1 });
      expect(harness.storage.read('lid')).toBe('lead-1');
    });
  });
};
