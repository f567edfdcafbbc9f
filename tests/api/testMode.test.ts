import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrand } from '../../server/loadBrand';
import { TEST_DATABASES } from './support/databases';
import { createBody } from './support/leadBodies';
import { serverPerFile } from './support/startTestServer';
import { TEST_BRAND } from './support/testBrand';

const BRANDS_DIR = join(import.meta.dirname, '..', '..', 'brands');

describe('shipped brands', () => {
  it.each(readdirSync(BRANDS_DIR))('%s says production', (id) => {
    expect(loadBrand(BRANDS_DIR, id).environmentType).toBe('production');
  });
});

describe.each(TEST_DATABASES)('test endpoints only in test mode, on $name', (database) => {
  // A brand that calls itself development must not open the test endpoints: only the server's test mode does.
  const production = serverPerFile(database, 'no-test-mode', () => ({ brand: { ...TEST_BRAND, environmentType: 'development' }, testMode: false }));
  const testing = serverPerFile(database, 'test-mode');

  it('without test mode the test endpoints do not exist, whatever the brand says', async () => {
    const email = 'someone@example.com';
    await production.call('/v2/lead', { method: 'POST', body: createBody(email) });
    const leads = await production.call(`/v3/test/leads?email=${encodeURIComponent(email)}`);
    expect(leads.status).toBe(404);
    expect(JSON.stringify(leads.body)).not.toContain(email);
    expect((await production.call('/v3/test/datapoints')).status).toBe(404);
  });

  it('in test mode they answer, and no cache may keep the answer', async () => {
    const leads = await testing.call(`/v3/test/leads?email=${encodeURIComponent('x@example.com')}`);
    expect(leads.status).toBe(200);
    expect(leads.headers.get('Cache-Control')).toBe('no-store');
    const dataPoints = await testing.call('/v3/test/datapoints');
    expect(dataPoints.status).toBe(200);
    expect(dataPoints.headers.get('Cache-Control')).toBe('no-store');
  });

  it('an API answer holding personal data is not cacheable', async () => {
    const created = await testing.call('/v2/lead', { method: 'POST', body: createBody('cache@example.com') });
    expect(created.status).toBe(201);
    expect(created.headers.get('Cache-Control')).toBe('no-store');
    const resumed = await testing.call(`/v3/lead/url/${created.body.id as string}/email`);
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('Cache-Control')).toBe('no-store');
  });
});
