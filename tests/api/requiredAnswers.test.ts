import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './support/databases';
import { createBody } from './support/leadBodies';
import { serverPerFile } from './support/startTestServer';
import { TEST_BRAND } from './support/testBrand';

const codes = (body: { errors: { field: string; code: string }[] }) => body.errors.map((e) => `${e.field}:${e.code}`).sort();

/** Consistent data (issue 15 item 5): no lead without contact details or the terms agreed; required consents enforced. */
describe.each(TEST_DATABASES)('answers a lead cannot do without, on $name', (database) => {
  const s = serverPerFile(database, 'required-answers');

  it('a create with no email or phone (a deep link past the first step) is refused, and no lead is stored', async () => {
    const { contactDetails: _contact, ...noContact } = createBody();
    const r = await s.call('/v2/lead', { method: 'POST', body: { ...noContact, personalDetails: { firstName: 'Ana' } } });
    expect(r.status).toBe(422);
    expect(codes(r.body)).toEqual(['contactDetails.email:Required', 'contactDetails.phoneNumber:Required']);
    const email = `accept+nophone${Date.now()}@example.com`;
    const noPhone = await s.call('/v2/lead', { method: 'POST', body: createBody(email, { contactDetails: { email } }) });
    expect(codes(noPhone.body)).toEqual(['contactDetails.phoneNumber:Required']);
    expect((await s.call(`/v3/test/leads?email=${encodeURIComponent(email)}`)).body.leads).toEqual([]);
  });

  it('a disposable address is refused on create and on update (an applicant must stay reachable)', async () => {
    const r = await s.call('/v2/lead', { method: 'POST', body: createBody('ana@mailinator.com') });
    expect(r.status).toBe(422);
    expect(codes(r.body)).toEqual(['contactDetails.email:DisposableDomain']);
    const { body: created } = await s.call('/v2/lead', { method: 'POST', body: createBody('accept+mail@example.com') });
    const update = await s.call('/v3/lead', { method: 'PUT', body: { id: created.id, product: created.product ?? createBody().product, contactDetails: { email: 'ana@yopmail.com' } } });
    expect(update.status).toBe(422);
    expect(codes(update.body)).toEqual(['contactDetails.email:DisposableDomain']);
  });

  it('/email/validate suggests the common domain of a near miss, but never replaces one short real domain with another', async () => {
    expect((await s.call('/email/validate/ana%40gmial.com')).body).toMatchObject({ valid: true, suggestion: 'ana@gmail.com' });
    expect((await s.call('/email/validate/jan%40o2.pl')).body.suggestion).toBeUndefined();
    expect((await s.call('/email/validate/jan%40wp.pl')).body.suggestion).toBeUndefined();
    expect((await s.call('/email/validate/max%40wbe.de')).body.suggestion).toBeUndefined();
    expect((await s.call('/email/validate/max%40gmx.dee')).body).toMatchObject({ suggestion: 'max@gmx.de' });
    expect((await s.call('/email/validate/ana%40mailinator.com')).body).toMatchObject({ valid: false, reason: 'DisposableDomain' });
  });

  it('a create without the terms ticked is refused with MustBeAccepted', async () => {
    for (const generalPolicies of [false, undefined]) {
      const r = await s.call('/v2/lead', { method: 'POST', body: createBody('accept+terms@example.com', { generalPolicies }) });
      expect(r.status).toBe(422);
      expect(codes(r.body)).toEqual(['generalPolicies:MustBeAccepted']);
    }
    expect((await s.call('/v2/lead', { method: 'POST', body: createBody('accept+terms@example.com') })).status).toBe(201);
  });
});

describe('a vehicle-backed loan needs the vehicle-guarantee consent before its decision', () => {
  const s = serverPerFile(TEST_DATABASES[0]!, 'vehicle-consent', () => ({ brand: { ...TEST_BRAND, product: 'vehicle-loan' } }));
  const body = (email: string, extra: Record<string, unknown> = {}) => ({ ...createBody(email, extra), product: 'vehicle-loan' });

  it('submit without the consent → 422 MustBeAccepted and no decision; with it → decided', async () => {
    const { body: created } = await s.call('/v2/lead', { method: 'POST', body: body('accept+vehicle@example.com') });
    const refused = await s.call('/v3/lead', { method: 'PUT', body: { id: created.id, product: 'vehicle-loan', submit: true, otherDetails: { vehicleConsent: false } } });
    expect(refused.status).toBe(422);
    expect(codes(refused.body)).toEqual(['otherDetails.vehicleConsent:MustBeAccepted']);
    expect((await s.call(`/lead/status/${created.id}`)).body.progressState).toBe(1);
    const accepted = await s.call('/v3/lead', { method: 'PUT', body: { id: created.id, product: 'vehicle-loan', submit: true, otherDetails: { vehicleConsent: true } } });
    expect(accepted.status).toBe(200);
    expect(accepted.body.progressState).toBe(10);
  });
});
