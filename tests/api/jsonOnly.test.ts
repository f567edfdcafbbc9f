import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './support/databases';
import { createBody } from './support/leadBodies';
import { serverPerFile } from './support/startTestServer';

describe.each(TEST_DATABASES)('the API accepts JSON only, on $name', (database) => {
  const s = serverPerFile(database, 'json-only');
  const send = (method: string, path: string, body: string | undefined, contentType?: string): Promise<Response> =>
    fetch(`${s.api}${path}`, { method, headers: contentType === undefined ? {} : { 'Content-Type': contentType }, ...(body === undefined ? {} : { body }) });

  it.each(['text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx'])(
    'a lead sent as %s (a cross-site form) is refused 415 JSON and not stored',
    async (contentType) => {
      const email = `form-${contentType.replace(/\W/g, '')}@example.com`;
      const response = await send('POST', '/v2/lead', JSON.stringify(createBody(email)), contentType);
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: { code: 'UnsupportedMediaType', message: expect.any(String) } });
      const listed = (await s.call(`/v3/test/leads?email=${encodeURIComponent(email)}`)).body as { leads: unknown[] };
      expect(listed.leads).toEqual([]);
    },
  );

  it('a body without any Content-Type is refused; PUT and consents too', async () => {
    const created = await s.call('/v2/lead', { method: 'POST', body: createBody('json@example.com') });
    expect(created.status).toBe(201);
    const id = (created.body as { id: string }).id;
    const noType = await fetch(`${s.api}/v2/lead`, { method: 'POST', body: new Blob([JSON.stringify(createBody('bare@example.com'))]) });
    expect(noType.status).toBe(415);
    expect((await send('PUT', '/v3/lead', JSON.stringify({ id, contactDetails: { firstName: 'X' } }), 'text/plain')).status).toBe(415);
    expect((await send('POST', `/customer/${id}/consents`, JSON.stringify([{ id: 'marketing', accepted: true }]), 'text/plain')).status).toBe(415);
  });

  it('application/json (with a charset) is accepted, and a body-less POST without Content-Type reaches its route', async () => {
    const created = await send('POST', '/v2/lead', JSON.stringify(createBody('charset@example.com')), 'application/json; charset=utf-8');
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const bodyless = await send('POST', `/lead/skip/${id}`, undefined);
    expect(bodyless.status).not.toBe(415);
  });
});
