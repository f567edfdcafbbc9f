import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_UNWRAP_DEPTH, jsonStorageCodec } from '../../../adapters/storage/jsonStorageCodec';

const wrap = (value: unknown, times: number): string => {
  let text = JSON.stringify(value);
  for (let i = 1; i < times; i += 1) text = JSON.stringify(text);
  return text;
};

describe('jsonStorageCodec (spec §3 "Reads unwrap nested JSON up to 10 levels and turn ISO date strings into dates")', () => {
  it('holds the limit of 10 levels', () => {
    expect(MAX_UNWRAP_DEPTH).toBe(10);
  });

  it('unwraps a value encoded 10 times', () => {
    expect(jsonStorageCodec.decode(wrap({ a: 1 }, 10))).toEqual({ a: 1 });
  });

  it('stops after 10 levels: a value encoded 11 times comes back as a JSON string', () => {
    const decoded = jsonStorageCodec.decode(wrap({ a: 1 }, 11));
    expect(typeof decoded).toBe('string');
    expect(JSON.parse(decoded as string)).toEqual({ a: 1 });
  });

  it.each([
    ['2026-01-15T09:30:00.000Z', true],
    ['2026-01-15T09:30:00Z', true],
    ['2026-01-15T10:30:00+01:00', true],
    ['2026-01-15', false],
    ['2026-13-45T99:99:99Z', false],
    ['not a date', false],
  ])('revives %s as a Date: %s', (text, revived) => {
    const decoded = jsonStorageCodec.decode(JSON.stringify({ at: text })) as { at: unknown };
    expect(decoded.at instanceof Date).toBe(revived);
  });

  it('leaves a string that only looks like JSON alone when it does not parse', () => {
    expect(jsonStorageCodec.decode(JSON.stringify('{not json'))).toBe('{not json');
  });

  it('throws on corrupt text (the adapter catches and logs)', () => {
    expect(() => jsonStorageCodec.decode('{')).toThrow();
  });

  it('decodes what it encodes (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = jsonStorageCodec.encode(value);
        expect(jsonStorageCodec.decode(text as string)).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });

  it('never throws on arbitrary text except with a SyntaxError', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        try {
          jsonStorageCodec.decode(text);
        } catch (error) {
          expect(error).toBeInstanceOf(SyntaxError);
        }
      }),
    );
  });

  it('decodes a 10,000-character value in under 50 ms', () => {
    const text = JSON.stringify({ blob: 'x'.repeat(10_000) });
    const started = performance.now();
    jsonStorageCodec.decode(text);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
