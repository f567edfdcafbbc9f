import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchLeadGateway } from '../../adapters/http/FetchLeadGateway';
import { createServer, type LeadApiServer } from '../../server/createServer';
import { leadCookieJarFetch, TEST_NOW } from '../../tests/api/support/startTestServer';
import { TEST_BRAND } from '../../tests/api/support/testBrand';
import { describeLeadGatewayContract } from '../../tests/contract/suites/leadGatewayContract';
import { FixedClock } from '../../tests/support/FixedClock';
import { FixedRandom } from '../../tests/support/FixedRandom';
import { freshPgliteDir } from '../../tests/support/pgliteTemplate';
import { createRestLeadGateway } from './RestLeadGateway';
import { REST_BACKEND_PATH, withRestBackend } from './withRestBackend';

// The example gateway passes the same contract as the built-in one, and the backend keeps its own shape: the reference
// server (embedded database in a temp directory) with the example REST backend mounted, in this process, one per file.
let reference: LeadApiServer;
let listener: ServerType;
let origin = '';
/** The reference server's clock: TEST_NOW, moved on by the contract's passTime. */
let elapsedMs = 0;
const dataDir = freshPgliteDir('rest-backend-contract-');

beforeAll(async () => {
  // Test mode: the contract's test identities decide and their mobile code is the fixed one (server/codes/oneTimeCodes.ts).
  reference = await createServer({ brand: TEST_BRAND, database: { kind: 'pglite', dataDir }, now: () => new Date(TEST_NOW.getTime() + elapsedMs), onError: () => undefined, testMode: true });
  await new Promise<void>((ready) => {
    listener = serve({ fetch: withRestBackend(reference).fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      origin = `http://127.0.0.1:${info.port}`;
      ready();
    });
  });
}, 60_000);
afterAll(async () => {
  await new Promise<void>((done) => listener.close(() => done()));
  await reference.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describeLeadGatewayContract('RestLeadGateway (examples/rest-backend), other calls delegated to FetchLeadGateway', () => {
  // One browser: the lead credential cookie the create sets goes with every later call, to either backend.
  const jarFetch = leadCookieJarFetch();
  return {
  gateway: createRestLeadGateway({
    baseUrl: `${origin}${REST_BACKEND_PATH}`,
    fetch: jarFetch,
    otherCalls: new FetchLeadGateway(
      { baseUrl: `${origin}/api`, product: TEST_BRAND.product, retry: { maxAttempts: 1, baseDelayMs: 1, maxDelayMs: 1 } },
      { fetch: jarFetch, timers: { setTimeout, clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) }, random: new FixedRandom(), clock: new FixedClock() },
    ),
  }),
  verificationCode: () => reference.context.decision.verificationCode,
  passTime: (seconds) => {
    elapsedMs += seconds * 1000;
  },
  };
});

// The example backend's own shape: resources under /rest/applications, snake_case bodies, its own error bodies.
// The last lead credential the backend set, sent back as a browser would (the cookie is httpOnly, scoped to /rest).
let credential: string | undefined;
const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await withRestBackend(reference).request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(credential ? { Cookie: credential } : {}), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const set = response.headers.getSetCookie().find((line) => line.startsWith('lead_session='));
  if (set) credential = set.split(';')[0];
  return response;
};
const answers = { amount: 2500, general_policies: true, contact_details: { email: 'accept+rest@example.com', phone_number: '+34612345678' } };

describe('example REST backend (examples/rest-backend/restBackendRoutes.ts)', () => {
  it('creates, patches and submits an application in snake_case, storing through the reference API', async () => {
    const created = await call('POST', '/rest/applications', { answers }, { 'Idempotency-Key': 'rest-1' });
    expect(created.status).toBe(201);
    const application = (await created.json()) as { id: string; progress_state: number };
    expect(application.progress_state).toBe(1);
    expect((await call('PATCH', `/rest/applications/${application.id}`, { answers: { personal_details: { first_name: 'Ana' } } })).status).toBe(200);
    const submitted = (await (await call('POST', `/rest/applications/${application.id}/submission`, { answers: {} })).json()) as { progress_state: number; application: { status: string } };
    expect(submitted).toMatchObject({ progress_state: 10, application: { status: 'accepted' } });
    const resumed = (await (await call('GET', `/rest/applications/${application.id}?link=email`)).json()) as { lead: Record<string, unknown>; url_type: string };
    expect(resumed.url_type).toBe('email');
    expect(resumed.lead).toMatchObject({ personal_details: { first_name: 'Ana' }, contact_details: { phone_number: '+34612345678' } });
    // The same application is the reference API's: one store, one decision engine.
    expect((await reference.app.request(`/api/lead/status/${application.id}`, { headers: { Cookie: credential ?? '' } })).status).toBe(200);
  });

  it('answers invalid answers as problems with snake_case paths, an unknown id as not_found, a reused key as the original application', async () => {
    const invalid = await call('POST', '/rest/applications', { answers: { ...answers, contact_details: { email: 'nope' } } });
    expect(invalid.status).toBe(422);
    expect(((await invalid.json()) as { problems: Array<{ path: string }> }).problems.map((p) => p.path)).toContain('contact_details.email');
    const missing = await call('PATCH', '/rest/applications/00000000-0000-4000-8000-000000000000', { answers: { amount: 2000 } });
    expect([missing.status, await missing.json()]).toEqual([404, { problem: 'not_found' }]);
    const original = await call('POST', '/rest/applications', { answers }, { 'Idempotency-Key': 'rest-2' });
    const reused = await call('POST', '/rest/applications', { answers: { ...answers, amount: 3000 } }, { 'Idempotency-Key': 'rest-2' });
    expect(reused.status).toBe(201);
    const originalId = ((await original.json()) as { id: string }).id;
    expect(originalId).toMatch(/\S/);
    expect(((await reused.json()) as { id: string }).id).toBe(originalId);
    expect((await call('POST', '/rest/applications', { nothing: true })).status).toBe(400);
  });
});
