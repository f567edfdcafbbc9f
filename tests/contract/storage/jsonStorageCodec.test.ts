import { describe, expect, it } from 'vitest';
import { jsonStorageCodec } from '../../../adapters/storage/jsonStorageCodec';

const wrap = (value: unknown, times: number): string => {
  let text = JSON.stringify(value);
  for (let i = 1; i < times; i += 1) text = JSON.stringify(text);
  return text;
};

// The rules themselves are the domain's (domain/storage/decodeStored.ts, tested there); this checks the adapter wiring.
describe('jsonStorageCodec delegates to the domain encoding (docs/sessions-and-storage.md "Encoding and versions")', () => {
  it('unwraps 10 levels and refuses an 11th', () => {
    expect(jsonStorageCodec.decode(wrap({ a: 1 }, 10))).toEqual({ ok: true, value: { a: 1 } });
    expect(jsonStorageCodec.decode(wrap({ a: 1 }, 11))).toEqual({ ok: false, error: { kind: 'TooDeeplyNested' } });
  });

  it('revives instants by default and keeps strings when asked', () => {
    const text = JSON.stringify({ at: '2026-01-15T09:30:00.000Z' });
    expect((jsonStorageCodec.decode(text) as { value: { at: unknown } }).value.at).toBeInstanceOf(Date);
    expect(jsonStorageCodec.decode(text, { reviveDates: false })).toEqual({ ok: true, value: { at: '2026-01-15T09:30:00.000Z' } });
  });

  it('reports corrupt and unencodable values as problems, never throws', () => {
    expect(jsonStorageCodec.decode('{')).toEqual({ ok: false, error: { kind: 'CorruptStoredValue' } });
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    expect(jsonStorageCodec.encode(cycle)).toEqual({ ok: false, error: { kind: 'Unencodable' } });
  });
});
