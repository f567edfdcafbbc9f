import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AnswerDrafts } from '../../../application/drafts/AnswerDrafts';
import { decodeDrafts, encodeDrafts, MAX_DRAFT_FIELDS, MAX_DRAFT_TEXT, type DraftRecord, type DraftValue } from '../../../application/drafts/storedDrafts';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { aSavedState } from '../../support/leadMother';

/** Keys a tampered record may use, the prototype's own names among them. */
const key = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'contactDetails.street'));

/** The names the codec never keeps as a screen or field (valibot's records skip them: no prototype can be reached). */
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'prototype'];
/** A screen path or field name as the flows have them: any text but the prototype's names. */
const name = (maxLength: number) => fc.string({ maxLength }).filter((text) => !PROTOTYPE_NAMES.includes(text));

const draftValue: fc.Arbitrary<DraftValue> = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.record({ day: fc.string({ maxLength: 2 }), month: fc.string({ maxLength: 2 }), year: fc.string({ maxLength: 4 }) }),
);

const draftRecord: fc.Arbitrary<DraftRecord> = fc.record({
  owner: fc.record(
    { sessionId: fc.uuid(), leadId: fc.string({ minLength: 1, maxLength: 20 }), sessionStartedAtMs: fc.integer({ min: 0, max: 2 ** 45 }) },
    { requiredKeys: ['sessionId', 'sessionStartedAtMs'] },
  ),
  screens: fc.dictionary(name(30), fc.dictionary(name(40), draftValue, { maxKeys: 8 }), { maxKeys: 6 }),
});

/** What a corrupt or foreign `answerDrafts` value may decode to. */
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  fc.anything(),
  fc.jsonValue(),
  draftRecord.map((record) => encodeDrafts(record)).chain((good) =>
    fc.oneof(
      fc.constant({ ...(good as object), v: 2 }),
      fc.record({ v: fc.constant(1), data: fc.record({ owner: fc.anything(), screens: fc.dictionary(key, fc.anything()) }) }),
      fc.record({ v: fc.constant(1), data: fc.record({ owner: fc.constant((good as { data: DraftRecord }).data.owner), screens: fc.dictionary(key, fc.dictionary(key, fc.anything())) }) }),
    ),
  ),
);

const isValue = (value: unknown): boolean =>
  (typeof value === 'string' && value.length <= MAX_DRAFT_TEXT) ||
  (typeof value === 'object' && value !== null && Object.keys(value).sort().join() === 'day,month,year' && Object.values(value).every((part) => typeof part === 'string'));

describe('the answerDrafts codec (docs/drafts.md "Where a draft lives")', () => {
  it('decodes what it encodes, through browser storage', () => {
    fc.assert(
      fc.property(draftRecord, (record) => {
        const storage = new InMemoryKeyValueStorage();
        storage.write('answerDrafts', encodeDrafts(record));
        expect(decodeDrafts(storage.read('answerDrafts', { reviveDates: false }))).toEqual(record);
      }),
    );
  });

  it('drops a screen or field named after the prototype and keeps the rest, the prototype untouched', () => {
    const screens = JSON.parse('{"__proto__":{"x":"1"},"step/a":{"constructor":"2","prototype":"3","__proto__":"4","city":"Madrid"}}') as DraftRecord['screens'];
    const decoded = decodeDrafts({ v: 1, data: { owner: { sessionId: 's', sessionStartedAtMs: 0 }, screens } });
    expect(decoded?.screens).toEqual({ 'step/a': { city: 'Madrid' } });
    expect(Object.getPrototypeOf(decoded?.screens)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
  });

  it('never throws on corrupt or foreign values: it answers no record, or a record of draft values only', () => {
    fc.assert(
      fc.property(hostile, (raw) => {
        const decoded = decodeDrafts(raw);
        if (decoded === undefined) return;
        expect(Object.getPrototypeOf(decoded.screens)).toBe(Object.prototype);
        for (const answers of Object.values(decoded.screens)) {
          expect(Object.keys(answers).length).toBeLessThanOrEqual(MAX_DRAFT_FIELDS);
          for (const value of Object.values(answers)) expect(isValue(value)).toBe(true);
        }
      }),
      { numRuns: 2_000 },
    );
  });

  it('AnswerDrafts over storage holding anything (text included) reads an empty draft or draft values, and never throws', () => {
    const text = fc.oneof(fc.string(), fc.jsonValue().map((json) => JSON.stringify(json)), hostile.map((value) => { try { return JSON.stringify(value) ?? ''; } catch { return ''; } }));
    fc.assert(
      fc.property(text, key, (stored, screen) => {
        const storage = new InMemoryKeyValueStorage();
        storage.plantRaw('answerDrafts', stored);
        const drafts = new AnswerDrafts({ storage, state: () => aSavedState('lead-1', 3), wait: () => new Promise(() => undefined), expiryMs: 86_400_000 });
        for (const value of Object.values(drafts.read(screen))) expect(isValue(value)).toBe(true);
      }),
      { numRuns: 1_000 },
    );
  });
});
