import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeStored, MAX_JSON_NESTING } from '../../../../domain/storage/decodeStored';
import { encodeStored } from '../../../../domain/storage/encodeStored';
import { HOSTILE_INPUT_MS } from '../../../support/hostileInputTime';

const wrap = (value: unknown, times: number): string => {
  let text = JSON.stringify(value);
  for (let i = 1; i < times; i += 1) text = JSON.stringify(text);
  return text;
};

describe('decodeStored (docs/sessions-and-storage.md "Encoding and versions": "Reads unwrap nested JSON up to 10 levels")', () => {
  it('is set to 10 levels', () => {
    expect(MAX_JSON_NESTING).toBe(10);
  });

  it.each([1, 2, 9, 10])('unwraps %i levels', (levels) => {
    expect(decodeStored(wrap({ a: 1, b: [true, null] }, levels))).toEqual({ ok: true, value: { a: 1, b: [true, null] } });
  });

  it('refuses 11 levels', () => {
    expect(decodeStored(wrap({ a: 1 }, 11))).toEqual({ ok: false, error: { kind: 'TooDeeplyNested' } });
  });

  it('turns ISO instants into dates at any depth, after unwrapping', () => {
    const decoded = decodeStored(wrap({ at: '2026-01-02T03:04:05.678Z', list: ['2026-01-02T03:04:05+01:00'] }, 3));
    expect(decoded.ok && decoded.value).toEqual({ at: new Date('2026-01-02T03:04:05.678Z'), list: [new Date('2026-01-02T02:04:05Z')] });
  });

  it('revives a top-level instant string', () => {
    expect(decodeStored('"2026-01-02T03:04:05.000Z"')).toEqual({ ok: true, value: new Date('2026-01-02T03:04:05.000Z') });
  });

  it.each(['1990-05-01', '2026-13-45T99:99:99Z', 'not a date', '2026-01-02T03:04:05'])('keeps %s a string', (text) => {
    expect(decodeStored(JSON.stringify({ d: text }))).toEqual({ ok: true, value: { d: text } });
  });

  it('keeps instants strings when asked', () => {
    expect(decodeStored('{"at":"2026-01-02T03:04:05.678Z"}', { reviveDates: false })).toEqual({ ok: true, value: { at: '2026-01-02T03:04:05.678Z' } });
  });

  it('keeps stored strings that merely look like numbers or booleans', () => {
    expect(decodeStored(JSON.stringify('123'))).toEqual({ ok: true, value: '123' });
    expect(decodeStored(JSON.stringify('true'))).toEqual({ ok: true, value: 'true' });
  });

  it('stops at a string that looks like JSON but is not', () => {
    expect(decodeStored(JSON.stringify('{oops'))).toEqual({ ok: true, value: '{oops' });
  });

  it.each(['', '{', 'undefined', "{'a':1}", 'NaN', '\u0000'])('reports corrupt text %j', (text) => {
    expect(decodeStored(text)).toEqual({ ok: false, error: { kind: 'CorruptStoredValue' } });
  });

  it('never throws on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.json().map((j) => JSON.stringify(j))), (text) => {
        decodeStored(text);
      }),
      { numRuns: 2000 },
    );
  });

  it('answers a 10,000-character input without super-linear work (< 250 ms)', () => {
    const text = JSON.stringify({ list: Array.from({ length: 500 }, (_, i) => `2026-01-02T03:04:${String(i % 60).padStart(2, '0')}Z`) });
    expect(text.length).toBeGreaterThan(10_000);
    const start = performance.now();
    decodeStored(text);
    decodeStored('['.repeat(10_000));
    expect(performance.now() - start).toBeLessThan(HOSTILE_INPUT_MS);
  });
});

/** Strings the codec would read differently on purpose: instants become dates, JSON-looking text is unwrapped. */
const plainString = fc.string().filter((s) => !/^\s*[[{"]/.test(s) && !/^\d{4}-\d{2}-\d{2}T/.test(s));
const plainJson = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    plainString,
    fc.integer(),
    fc.double({ noNaN: true, noDefaultInfinity: true }).filter((n) => !Object.is(n, -0)),
    fc.boolean(),
    fc.constant(null),
    fc.date({ min: new Date('1900-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
    fc.array(tie('value'), { maxLength: 5 }),
    fc.dictionary(fc.string(), tie('value'), { maxKeys: 5 }),
  ),
})).value;

describe('encodeStored / decodeStored round trip', () => {
  it('decode(encode(x)) equals x, dates included', () => {
    fc.assert(
      fc.property(plainJson, (value) => {
        const encoded = encodeStored(value);
        expect(encoded.ok).toBe(true);
        if (encoded.ok) expect(decodeStored(encoded.value)).toEqual({ ok: true, value });
      }),
      { numRuns: 1000 },
    );
  });

  it('reads a value encoded again by an older writer (JSON in JSON)', () => {
    const value = { when: new Date('2026-05-05T10:00:00.000Z'), n: 1 };
    const once = encodeStored(value);
    const twice = once.ok ? encodeStored(once.value) : once;
    expect(twice.ok && decodeStored(twice.value)).toEqual({ ok: true, value });
  });

  it('writes dates as ISO instants', () => {
    expect(encodeStored({ at: new Date(Date.UTC(2026, 0, 2)) })).toEqual({ ok: true, value: '{"at":"2026-01-02T00:00:00.000Z"}' });
  });

  it.each([
    ['a cycle', (() => { const o: Record<string, unknown> = {}; o.self = o; return o; })()],
    ['a BigInt', { n: 1n }],
    ['undefined', undefined],
    ['a function', () => 1],
  ])('reports %s as unencodable', (_name, value) => {
    expect(encodeStored(value)).toEqual({ ok: false, error: { kind: 'Unencodable' } });
  });
});
