import { describe, expect, it } from 'vitest';
import { isAllowedOrigin } from '../../server/http/originCheck';
import { TEST_DATABASES } from './support/databases';
import { createBody } from './support/leadBodies';
import { serverPerFile } from './support/startTestServer';

describe('isAllowedOrigin', () => {
  it('the same host (either scheme) and listed origins only', () => {
    expect(isAllowedOrigin('https://loans.example', 'loans.example', [])).toBe(true);
    expect(isAllowedOrigin('http://127.0.0.1:3000', '127.0.0.1:3000', [])).toBe(true);
    expect(isAllowedOrigin('https://evil.example', 'loans.example', [])).toBe(false);
    expect(isAllowedOrigin('https://loans.example.evil.example', 'loans.example', [])).toBe(false);
    expect(isAllowedOrigin('null', 'loans.example', [])).toBe(false);
    expect(isAllowedOrigin('https://partner.example', 'loans.example', ['https://partner.example'])).toBe(true);
  });
});

describe.each(TEST_DATABASES)('state-changing requests from another origin, on $name', (database) => {
  const s = serverPerFile(database, 'origin-check', () => ({ allowedOrigins: ['https://embedder.example'] }));

  it('a create from another site is refused 403 JSON and not stored', async () => {
    const email = 'cross-site@example.com';
    const refused = await s.call('/v2/lead', { method: 'POST', body: createBody(email), headers: { Origin: 'https://evil.example' } });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: { code: 'ForbiddenOrigin', message: expect.any(String) } });
    expect((await s.call(`/v3/test/leads?email=${encodeURIComponent(email)}`)).body.leads).toEqual([]);
    expect((await s.call('/v3/lead', { method: 'PUT', body: { id: 'x' }, headers: { Origin: 'null' } })).status).toBe(403);
  });

  it('its own origin, a configured origin and no Origin at all are served; reads are never checked', async () => {
    expect((await s.call('/v2/lead', { method: 'POST', body: createBody('own@example.com'), headers: { Origin: s.origin } })).status).toBe(201);
    expect((await s.call('/v2/lead', { method: 'POST', body: createBody('listed@example.com'), headers: { Origin: 'https://embedder.example' } })).status).toBe(201);
    expect((await s.call('/v2/lead', { method: 'POST', body: createBody('none@example.com') })).status).toBe(201);
    expect((await s.call('/policies', { headers: { Origin: 'https://evil.example' } })).status).toBe(200);
  });
});
