import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MOBILE_CODE_LIMITS } from '../../server/leads/mobileCodePolicy';
import { loadBrand } from '../../server/loadBrand';
import { PRODUCT, createBody } from './support/leadBodies';
import { TEST_DEPLOYMENTS } from './support/serverPair';
import { startServerProcess, type ServerProcess } from './support/serverProcess';
import { TEST_NOW, type RunningServer } from './support/startTestServer';

const { wrongCodesPerCode, wrongCodesPerLead, resendCooldownSeconds } = MOBILE_CODE_LIMITS;
const refusal = (answer: { body: any }) => answer.body.errors?.[0]?.code as string | undefined;

/** The lead ids created with `email` (the database's own count: what a second server could have added). */
const leadsWith = async (s: RunningServer, email: string): Promise<number> =>
  (await s.server.context.db.query("SELECT id FROM leads WHERE data -> 'contactDetails' ->> 'email' = $1", [email])).length;

/**
 * Issue 22 acceptance: the idempotency, credential and code-limit rules hold when the API scales past one machine, two
 * server processes sharing one PostgreSQL database (support/serverPair.ts: two servers, two pools, one database, the
 * requests of one browser sent to each in turn). Every deployment of the run: the same tests on one server.
 */
describe.each(TEST_DEPLOYMENTS)('rules kept in the database, $name', ({ serve }) => {
  let clock = TEST_NOW;
  const s = serve('two-servers', () => ({ now: () => clock }));

  it('one lead per Idempotency-Key, whichever server each of 8 concurrent retries reaches', async () => {
    for (let round = 0; round < 3; round++) {
      const email = `idem.${round}.${Math.random().toString(36).slice(2)}@example.com`;
      const key = `two-servers-${email}`;
      const answers = await Promise.all(Array.from({ length: 8 }, () => s.call('/v2/lead', { method: 'POST', body: createBody(email), headers: { 'Idempotency-Key': key }, cookie: null })));
      const created = answers.filter((answer) => answer.status === 201);
      expect(created.length).toBeGreaterThan(0);
      for (const answer of answers) expect(answer.status === 201 || (answer.status === 409 && answer.body.error?.code === 'IdempotencyKeyInUse'), JSON.stringify(answer.body)).toBe(true);
      expect(new Set(created.map((answer) => answer.body.id)).size).toBe(1);
      expect(await leadsWith(s, email)).toBe(1);
    }
  });

  it('a credential issued by one server opens the lead on the other, and nothing opens it without one', async () => {
    const id = (await s.call('/v2/lead', { method: 'POST', body: createBody('credential.two@example.com') })).body.id as string;
    for (let i = 0; i < 4; i++) expect((await s.call(`/lead/status/${id}`)).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await s.call(`/lead/status/${id}`, { cookie: null })).status).toBe(401);
  });

  it("a mobile code's wrong attempts are counted once across servers, even when 8 arrive at once", async () => {
    clock = TEST_NOW;
    const id = (await s.call('/v2/lead', { method: 'POST', body: createBody('verify+two.servers@example.com') })).body.id as string;
    expect((await s.call('/v3/lead', { method: 'PUT', body: { id, product: PRODUCT, submit: true } })).body.progressState).toBe(7);
    const verify = (code: string) => s.call('/v2/customer/mobile/verify', { method: 'POST', body: { id, code } });
    const burst = await Promise.all(Array.from({ length: 8 }, () => verify('0000')));
    expect(burst.filter((answer) => refusal(answer) === 'WrongCode')).toHaveLength(wrongCodesPerCode - 1);
    expect(burst.filter((answer) => refusal(answer) === 'TooManyAttempts')).toHaveLength(8 - (wrongCodesPerCode - 1));
    const [row] = await s.server.context.db.query<{ attempts: number; total_wrong: number }>('SELECT attempts, total_wrong FROM verification_codes WHERE lead_id = $1', [id]);
    expect([row?.attempts, row?.total_wrong]).toEqual([wrongCodesPerCode, wrongCodesPerCode]);
    // A new code; the lead's count goes on across both servers until the lock, which both then hold.
    clock = new Date(clock.getTime() + resendCooldownSeconds * 1000);
    expect((await s.call('/v2/customer/mobile/resend-code', { method: 'POST', body: { id } })).status).toBe(200);
    const second = await Promise.all(Array.from({ length: wrongCodesPerLead - wrongCodesPerCode }, () => verify('0000')));
    expect(second.map(refusal).filter((code) => code === 'TooManyAttempts').length).toBeGreaterThan(0);
    for (let i = 0; i < 2; i++) {
      const locked = await verify('1234');
      expect([refusal(locked), locked.body.errors?.[0]?.params?.reason]).toEqual(['TooManyAttempts', 'locked']);
    }
  });

  it("a resume code's wrong attempts are counted once across servers", async () => {
    clock = TEST_NOW;
    const id = (await s.call('/v2/lead', { method: 'POST', body: createBody('accept+resume.two@example.com') })).body.id as string;
    expect((await s.call(`/v3/lead/${id}/resume-code`, { method: 'POST', cookie: null })).status).toBe(200);
    const burst = await Promise.all(Array.from({ length: 8 }, () => s.call(`/v3/lead/${id}/resume-code/verify`, { method: 'POST', body: { code: '000000' }, cookie: null })));
    expect(burst.filter((answer) => refusal(answer) === 'WrongCode')).toHaveLength(wrongCodesPerCode - 1);
    expect(refusal(await s.call(`/v3/lead/${id}/resume-code/verify`, { method: 'POST', body: { code: '1234' }, cookie: null }))).toBe('TooManyAttempts');
  });
});

const brand = loadBrand(join(import.meta.dirname, '..', '..', 'brands'), 'es-vehicle');

/** As deployed: two `server/main.ts` processes on one DATABASE_URL (a database of its own on TEST_DATABASE_URL's server). */
describe.runIf(process.env.TEST_DATABASE_URL)('two server processes on one PostgreSQL database', () => {
  it('both start; a lead created through one is read and changed through the other; one lead per key across both', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL ?? '';
    const name = `two_${process.pid}_${Date.now().toString(36)}`;
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE ${name}`);
    const env = { DATABASE_URL: serverUrl.replace(/\/[^/?]*(\?|$)/, `/${name}$1`), DATABASE_POOL_SIZE: '4' };
    const processes: ServerProcess[] = [];
    try {
      processes.push(await startServerProcess(env), await startServerProcess(env));
      const [a, b] = processes as [ServerProcess, ServerProcess];
      const body = { product: brand.product, amount: brand.loan.amount.default, period: brand.loan.period.default, generalPolicies: true, contactDetails: { email: 'two.processes@example.com', phoneNumber: '+34612345678' } };
      const post = (api: string) => fetch(`${api}/v2/lead`, { method: 'POST', headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'two-processes' }, body: JSON.stringify(body) });
      const answers = await Promise.all([post(a.api), post(b.api), post(a.api), post(b.api)]);
      const ids = new Set<string>();
      for (const answer of answers) if (answer.status === 201) ids.add(((await answer.json()) as { id: string }).id);
      expect(ids.size).toBe(1);
      const first = await post(a.api);
      const id = ((await first.json()) as { id: string }).id;
      const cookie = first.headers.getSetCookie()[0]?.split(';')[0] ?? '';
      const saved = await fetch(`${b.api}/v3/lead`, { method: 'PUT', headers: { 'Content-Type': 'application/json', Cookie: cookie }, body: JSON.stringify({ id, product: brand.product, personalDetails: { firstName: 'Dos' } }) });
      expect(saved.status).toBe(200);
      const read = await fetch(`${a.api}/v3/lead/url/${id}/continue`, { headers: { Cookie: cookie } });
      expect(((await read.json()) as { lead: { personalDetails?: { firstName?: string } } }).lead.personalDetails?.firstName).toBe('Dos');
    } finally {
      for (const server of processes) {
        server.child.kill('SIGTERM');
        await server.exited;
      }
      await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }, 240_000);
});
