import { describe, expect, it, vi } from 'vitest';
import { HOUSING_COSTS_ANSWERS } from '../support/addedOfferScreenFixture';
import { TEST_DATABASES } from './support/databases';
import { PRODUCT, createBody } from './support/leadBodies';
import { serverPerFile } from './support/startTestServer';

// The server built with added offer screens (FUNNEL_OFFER_SCREENS in a real build): the fixture's declarations alone.
vi.mock('../../domain/kernel/addedOfferScreens', async () => {
  const { HOUSING_COSTS_SCREEN, PL_ONLY_SCREEN } = await import('../support/addedOfferScreenFixture');
  return { HOUSING_COSTS_SCREEN, PL_ONLY_SCREEN };
});

describe.each(TEST_DATABASES)('an added offer screen over HTTP on $name: the server takes its call from the declaration', (database) => {
  const s = serverPerFile(database, 'offer-added');

  /** A lead submitted by the state43+ identity: the added screen's state. */
  const atAddedScreen = async (email: string): Promise<string> => {
    const created = await s.call('/v2/lead', { method: 'POST', body: createBody(email) });
    const submit = await s.call('/v3/lead', { method: 'PUT', body: { id: created.body.id, product: PRODUCT, submit: true } });
    expect(submit.body).toMatchObject({ progressState: 43, application: { status: 'offer-stage' } });
    return created.body.id as string;
  };

  it('a lead in state 43 sends the screen its answers; they are checked by its rules, then the lead reaches the pending outcome', async () => {
    const id = await atAddedScreen('state43+added@example.com');
    const refused = await s.call('/lead/offer/housing-costs', { method: 'POST', body: { id, product: PRODUCT, housing: { ...HOUSING_COSTS_ANSWERS.housing, kind: 'CASTLE' } } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'housing.kind', code: 'NotAnOption' })]);
    const unknown = await s.call('/lead/offer/housing-costs', { method: 'POST', body: { id, product: PRODUCT, ...HOUSING_COSTS_ANSWERS, extra: 1 } });
    expect(unknown.status).toBe(422);
    const accepted = await s.call('/lead/offer/housing-costs', { method: 'POST', body: { id, product: PRODUCT, ...HOUSING_COSTS_ANSWERS } });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ progressState: 10, application: { status: 'accepted' } });
  });

  it('a screen asked only of the brands of another country has no call on the server of this (Spanish) brand', async () => {
    const created = await s.call('/v2/lead', { method: 'POST', body: createBody('state44+added@example.com') });
    const submit = await s.call('/v3/lead', { method: 'PUT', body: { id: created.body.id, product: PRODUCT, submit: true } });
    expect(submit.body.progressState).toBe(44);
    expect((await s.call('/lead/offer/pl-only', { method: 'POST', body: { id: created.body.id, product: PRODUCT, plOnly: { agreed: true } } })).status).toBe(404);
  });

  it('a lead in another state is refused the call (409 naming its pending route)', async () => {
    const created = await s.call('/v2/lead', { method: 'POST', body: createBody('state16+added@example.com') });
    await s.call('/v3/lead', { method: 'PUT', body: { id: created.body.id, product: PRODUCT, submit: true } });
    const refused = await s.call('/lead/offer/housing-costs', { method: 'POST', body: { id: created.body.id, product: PRODUCT, ...HOUSING_COSTS_ANSWERS } });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ error: { code: 'StepNotPending', pendingRoute: '/vehicle', progressState: 16 } });
  });
});
