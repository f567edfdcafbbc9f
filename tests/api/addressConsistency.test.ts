import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './support/databases';
import { createBody, PRODUCT } from './support/leadBodies';
import { serverPerFile } from './support/startTestServer';

/** The province follows the postal code on the server too (issue 15 item 5): a contradiction is a field error. */
describe.each(TEST_DATABASES)('province and postal code on $name', (database) => {
  const s = serverPerFile(database, 'address');
  const withAddress = (email: string, postalCode: string, province: string) =>
    createBody(email, { contactDetails: { email, phoneNumber: '+34612345678', marketingConsents: false, postalCode, province } });

  it('a create with 41001 and "Madrid" answers 422 RegionMismatch on the province, naming Sevilla; with Sevilla it is created', async () => {
    const refused = await s.call('/v2/lead', { method: 'POST', body: withAddress('ana.region1@example.com', '41001', 'Madrid') });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'contactDetails.province', code: 'RegionMismatch', params: { region: 'Sevilla' } })]);
    const created = await s.call('/v2/lead', { method: 'POST', body: withAddress('ana.region2@example.com', '41001', 'Sevilla') });
    expect(created.status).toBe(201);
  });

  it('an update that changes only the postal code is checked against the stored province', async () => {
    const created = await s.call('/v2/lead', { method: 'POST', body: withAddress('ana.region3@example.com', '08001', 'Barcelona') });
    const moved = await s.call('/v3/lead', { method: 'PUT', body: { id: created.body.id, product: PRODUCT, contactDetails: { postalCode: '41001' } } });
    expect(moved.status).toBe(422);
    expect(moved.body.errors[0]).toMatchObject({ field: 'contactDetails.province', code: 'RegionMismatch' });
    const both = await s.call('/v3/lead', { method: 'PUT', body: { id: created.body.id, product: PRODUCT, contactDetails: { postalCode: '41001', province: 'Sevilla' } } });
    expect(both.status).toBe(200);
  });
});
