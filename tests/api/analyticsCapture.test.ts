import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { TEST_DATABASES } from './support/databases';
import { createBody } from './support/leadBodies';
import { serverPerFile, startTestServer } from './support/startTestServer';
import { TEST_BRAND } from './support/testBrand';

const event = (uuid: string, name = 'funnel_step_shown', properties: Record<string, unknown> = {}) => ({
  uuid,
  event: name,
  timestamp: '2026-06-15T11:59:00.000Z',
  properties: { distinct_id: 'f3b0c6f2-8a53-4c1a-9d3e-0a4b6f0e2c11', token: 'funnel-development', step: 'name', position: 3, brand: 'es-vehicle', ...properties },
});
const uuid = (n: number) => `0190f1c2-0000-7000-8000-${String(n).padStart(12, '0')}`;

describe.each(TEST_DATABASES)('the PostHog-compatible capture route (docs/funnel-events.md), on $name', (database) => {
  const server = serverPerFile(database, 'capture', () => ({ captureAnalytics: true }));
  const events = async () => ((await server.call('/analytics/events')).body as { events: Array<Record<string, any>> }).events;

  it('keeps a posthog-js JSON batch, each event id once: a retried batch adds nothing', async () => {
    const batch = [event(uuid(1)), event(uuid(2), 'funnel_step_continued', { time_on_step_ms: 4200, error_codes: ['personalDetails.firstName:InvalidFormat'] })];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const sent = await server.call('/e/?ip=0&ver=1.449.2', { method: 'POST', rawBody: JSON.stringify(batch), headers: { 'Content-Type': 'application/json' } });
      expect(sent.status).toBe(200);
      expect(sent.body).toEqual({ status: 1 });
      expect(sent.headers.get('Cache-Control')).toBe('no-store');
    }
    const kept = (await events()).filter((row) => [uuid(1), uuid(2)].includes(row.uuid));
    expect(kept.map((row) => row.event)).toEqual(['funnel_step_shown', 'funnel_step_continued']);
    expect(kept[1]).toMatchObject({ brand: 'es-vehicle', distinctId: 'f3b0c6f2-8a53-4c1a-9d3e-0a4b6f0e2c11', occurredAt: '2026-06-15T11:59:00.000Z' });
    expect(kept[1]?.properties).toMatchObject({ time_on_step_ms: 4200, error_codes: ['personalDetails.firstName:InvalidFormat'] });
    // The project key is no event data.
    expect(kept[1]?.properties).not.toHaveProperty('token');
  });

  it('reads gzip bodies (compression=gzip-js, text/plain) and base64 beacons (data=…) as posthog-js sends them', async () => {
    const gzip = await fetch(`${server.api}/e/?compression=gzip-js`, { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: gzipSync(JSON.stringify([event(uuid(3))])) });
    expect(gzip.status).toBe(200);
    const beacon = `data=${encodeURIComponent(Buffer.from(JSON.stringify([event(uuid(4))])).toString('base64'))}`;
    const form = await fetch(`${server.api}/e/?compression=base64`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: beacon });
    expect(form.status).toBe(200);
    const ids = (await events()).map((row) => row.uuid);
    expect(ids).toEqual(expect.arrayContaining([uuid(3), uuid(4)]));
  });

  it('leaves the lead API as it was: JSON only, its own limits', async () => {
    const created = await server.call('/v2/lead', { method: 'POST', body: createBody('capture@example.com') });
    expect(created.status).toBe(201);
    expect((await server.call('/v2/lead', { method: 'POST', rawBody: '{}', headers: { 'Content-Type': 'text/plain' } })).status).toBe(415);
  });
  it('refuses what is no capture payload, a page of another origin, and a body over the limit', async () => {
    expect((await server.call('/e/', { method: 'POST', rawBody: 'not json', headers: { 'Content-Type': 'text/plain' } })).status).toBe(400);
    expect((await server.call('/e/', { method: 'POST', rawBody: '"a string"', headers: { 'Content-Type': 'application/json' } })).status).toBe(400);
    const foreign = await server.call('/e/', { method: 'POST', rawBody: JSON.stringify([event(uuid(5))]), headers: { 'Content-Type': 'application/json', Origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
    expect((await events()).map((row) => row.uuid)).not.toEqual(expect.arrayContaining([uuid(5)]));
    // Last: the server answers before reading the rest, and closes the connection.
    const big = await fetch(`${server.api}/e/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify([event(uuid(6), 'x', { pad: 'x'.repeat(600 * 1024) })]) });
    expect(big.status).toBe(413);
  });

});

describe('analytics capture is off unless asked for, and never for a production brand outside test mode', () => {
  it('without the option there is no capture route', { timeout: 120_000 }, async () => {
    const fresh = TEST_DATABASES[0]!.fresh('capture-off');
    const running = await startTestServer(fresh.options);
    try {
      const sent = await running.call('/e/', { method: 'POST', rawBody: JSON.stringify([event(uuid(7))]), headers: { 'Content-Type': 'application/json' } });
      expect(sent.status).not.toBe(200);
      expect((await running.call('/analytics/events')).status).toBe(404);
    } finally {
      await running.close();
      await fresh.cleanup();
    }
  });

  it('refuses to start for a production brand without test mode', { timeout: 120_000 }, async () => {
    const fresh = TEST_DATABASES[0]!.fresh('capture-refused');
    try {
      await expect(startTestServer(fresh.options, { testMode: false, captureAnalytics: true, brand: { ...TEST_BRAND, environmentType: 'production' } })).rejects.toThrow(/Analytics capture/);
    } finally {
      await fresh.cleanup();
    }
  });
});
