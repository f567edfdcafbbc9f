import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isUuid } from '../../../../domain/session/isUuid';
import { resolveSession } from '../../../../domain/session/resolveSession';
import { HOSTILE_INPUT_MS } from '../../../support/hostileInputTime';

const STORED = '0b7e9a3c-1f2d-4c5b-9a8e-7d6c5b4a3f21';
const OTHER = '5f0c8d2e-3b4a-4e1f-8c7d-6a5b4c3d2e1f';
const NEW = '11111111-2222-4333-8444-555555555555';

describe('resolveSession (docs/sessions-and-storage.md "Session id")', () => {
  it('reuses the stored id when the URL has none', () => {
    expect(resolveSession({ storedId: STORED, newId: NEW })).toEqual({ sessionId: STORED, isNewSession: false });
  });

  it('reuses the stored id when the URL id is not a valid UUID', () => {
    expect(resolveSession({ storedId: STORED, urlSessionId: 'not-a-uuid', newId: NEW })).toEqual({ sessionId: STORED, isNewSession: false });
  });

  it('reuses the stored id when the URL UUID equals it (case-insensitively)', () => {
    expect(resolveSession({ storedId: STORED, urlSessionId: STORED.toUpperCase(), newId: NEW })).toEqual({ sessionId: STORED, isNewSession: false });
  });

  it('takes a differing URL UUID and flags a new session', () => {
    expect(resolveSession({ storedId: STORED, urlSessionId: OTHER, newId: NEW })).toEqual({ sessionId: OTHER, isNewSession: true });
  });

  it('takes the URL UUID when nothing is stored', () => {
    expect(resolveSession({ urlSessionId: OTHER, newId: NEW })).toEqual({ sessionId: OTHER, isNewSession: true });
  });

  it('generates a new id when neither is there', () => {
    expect(resolveSession({ newId: NEW })).toEqual({ sessionId: NEW, isNewSession: true });
  });

  it('treats a corrupt stored id as absent', () => {
    expect(resolveSession({ storedId: { id: STORED }, newId: NEW })).toEqual({ sessionId: NEW, isNewSession: true });
    expect(resolveSession({ storedId: 'garbage', newId: NEW })).toEqual({ sessionId: NEW, isNewSession: true });
  });

  it('never throws and always answers one of the three ids', () => {
    fc.assert(
      fc.property(fc.anything(), fc.anything(), (storedId, urlSessionId) => {
        const { sessionId } = resolveSession({ storedId, urlSessionId, newId: NEW });
        expect(sessionId === NEW || isUuid(sessionId)).toBe(true);
      }),
    );
  });
});

describe('isUuid (docs/validation-by-country.md "Other rules")', () => {
  it.each([STORED, OTHER.toUpperCase()])('accepts %s', (id) => {
    expect(isUuid(id)).toBe(true);
  });

  it.each(['', '00000000-0000-0000-0000-000000000000', `${STORED}0`, STORED.slice(1), STORED.replace(/-/g, ''), `{${STORED}}`, STORED.replace('0', 'g'), 42])(
    'rejects %s',
    (id) => {
      expect(isUuid(id)).toBe(false);
    },
  );

  it('answers a 10,000-character input quickly', () => {
    const start = performance.now();
    expect(isUuid('a'.repeat(10_000))).toBe(false);
    expect(performance.now() - start).toBeLessThan(HOSTILE_INPUT_MS);
  });
});
