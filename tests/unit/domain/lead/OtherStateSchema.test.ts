import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMPTY_APPLICATION_RESULT } from '../../../../domain/lead/emptyApplicationResult';
import { INITIAL_OTHER_STATE } from '../../../../domain/lead/initialOtherState';
import { OtherStateSchema } from '../../../../domain/lead/OtherStateSchema';
import { StoredApplicationResultSchema } from '../../../../domain/lead/StoredApplicationResult';

describe('OtherStateSchema (docs/product.md "Entities")', () => {
  it('reads an empty object as the initial state', () => {
    expect(v.parse(OtherStateSchema, {})).toEqual(INITIAL_OTHER_STATE);
  });

  it('keeps a full state', () => {
    const state = {
      progressState: 10,
      routeChange: { target: '/', method: 'REPLACE' },
      customerConsents: [{ id: 'marketing', accepted: true, extra: 'kept' }],
      lastOperationTimestamp: 1_700_000_000_000,
    };
    expect(v.parse(OtherStateSchema, state)).toEqual(state);
  });

  it.each([
    ['progress state above 42', { progressState: 43 }],
    ['fractional progress state', { progressState: 1.5 }],
    ['unknown redirect method', { routeChange: { target: '/', method: 'POP' } }],
    ['consent without accepted flag', { customerConsents: [{ id: 'x' }] }],
    ['infinite timestamp', { lastOperationTimestamp: Number.POSITIVE_INFINITY }],
  ])('rejects %s', (_name, input) => {
    expect(v.safeParse(OtherStateSchema, input).success).toBe(false);
  });
});

describe('StoredApplicationResult (docs/product.md "Entities")', () => {
  it('is empty as null and accepts an API result', () => {
    expect(EMPTY_APPLICATION_RESULT).toBeNull();
    expect(v.safeParse(StoredApplicationResultSchema, null).success).toBe(true);
    expect(v.safeParse(StoredApplicationResultSchema, { status: 'redirected', offerId: 'o1', partner: { name: 'P' } }).success).toBe(true);
    expect(v.safeParse(StoredApplicationResultSchema, { status: 'bogus' }).success).toBe(false);
  });
});
