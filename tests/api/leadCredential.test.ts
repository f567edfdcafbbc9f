import { createHash } from 'node:crypto';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContinueLeadResponseSchema } from '../../domain/api/ContinueLeadResponse';
import { LeadResponseSchema } from '../../domain/api/LeadResponse';
import { LEAD_SESSION_COOKIE, needsSecureCookie } from '../../server/http/leadCredential';
import { TEST_DATABASES } from './support/databases';
import { PRODUCT, acceptableAnswers, createBody } from './support/leadBodies';
import { TEST_NOW, serverPerFile } from './support/startTestServer';

/** Personal values of createBody + acceptableAnswers: none may appear in an answer to a request without the credential. */
const PERSONAL = ['ana.cred@example.com', '612345678', 'López', '12345678Z', 'ES9121000418450200051332', '1990-03-04'];

describe('needsSecureCookie', () => {
  it.each([
    ['https://funnel.example/api/v2/lead', true],
    ['http://funnel.example/api/v2/lead', true],
    ['http://10.0.0.5:3000/api/v2/lead', true],
    ['http://127.0.0.1:3100/api/v2/lead', false],
    ['http://localhost:3100/api/v2/lead', false],
    ['https://localhost:3100/api/v2/lead', true],
  ])('%s → Secure %s (plain http only on loopback, for tests and local demos)', (url, secure) => {
    expect(needsSecureCookie(url)).toBe(secure);
  });
});

// Issue 15 item 0: a lead id is not a key. Every read or write of a lead by id needs the credential cookie that the
// create (or a verified resume code) handed to the applicant's browser.
describe.each(TEST_DATABASES)('the lead credential over HTTP on $name', (database) => {
  let clock = TEST_NOW;
  const s = serverPerFile(database, 'lead-credential', () => ({ now: () => clock }));

  /** A lead with every answer, created and completed by its own browser (the jar keeps its cookie). */
  const fullLead = async (email = 'ana.cred@example.com'): Promise<string> => {
    const created = await s.call('/v2/lead', { method: 'POST', body: createBody(email) });
    expect(created.status).toBe(201);
    const id = created.body.id as string;
    expect((await s.call('/v3/lead', { method: 'PUT', body: { id, product: PRODUCT, ...acceptableAnswers } })).status).toBe(200);
    return id;
  };

  /** Every call that reads or changes a lead by id, as a request without any body of note. */
  const callsOn = (id: string): Array<[string, string, unknown]> => [
    ['GET', `/lead/status/${id}`, undefined],
    ['GET', `/customer/${id}/consents`, undefined],
    ['POST', `/lead/${id}/redirect`, { id }],
    ['PUT', '/v3/lead', { id, product: PRODUCT, personalDetails: { firstName: 'Mallory' } }],
    ['POST', '/lead/offer/payment', { id, method: 'card' }],
    ['POST', '/lead/vehicle', { id, make: 'Seat' }],
    ['POST', `/lead/skip/${id}`, { id }],
    ['POST', `/lead/continue/${id}`, { id }],
    ['POST', `/customer/${id}/consents`, { consents: [{ id: 'marketing', accepted: true }] }],
    ['POST', '/v2/customer/mobile/verify', { id, code: '1234' }],
    ['POST', '/v2/customer/mobile/resend-code', { id }],
    ['POST', '/v2/customer/mobile', { id, phoneNumber: '+34699999999' }],
  ];

  it('create sets lead_session: httpOnly, SameSite=Strict, path /api, expiring with the lead, not Secure on loopback http', async () => {
    clock = TEST_NOW;
    const created = await s.call('/v2/lead', { method: 'POST', body: createBody('cookie.shape@example.com') });
    const line = created.headers.getSetCookie().find((l) => l.startsWith(`${LEAD_SESSION_COOKIE}=`)) ?? '';
    const token = /^lead_session=([^;]+)/.exec(line)?.[1] ?? '';
    expect(Buffer.from(decodeURIComponent(token), 'base64url')).toHaveLength(32);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).toMatch(/; SameSite=Strict/);
    expect(line).toMatch(/; Path=\/api(;|$)/);
    expect(line).not.toMatch(/Secure/);
    const expiresAt = v.parse(LeadResponseSchema, created.body).expiresAt ?? '';
    expect(new Date(/Expires=([^;]+)/.exec(line)?.[1] ?? '').getTime()).toBe(Math.floor(Date.parse(expiresAt) / 1000) * 1000);
  });

  it('the database keeps only the SHA-256 of the credential', async () => {
    clock = TEST_NOW;
    const id = await fullLead('hashed@example.com');
    const token = decodeURIComponent((s.cookieOf(id) ?? '').replace(`${LEAD_SESSION_COOKIE}=`, ''));
    const rows = await s.server.context.db.query<{ token_hash: string }>('SELECT token_hash FROM lead_credentials WHERE lead_id = $1', [id]);
    expect(rows.map((r) => r.token_hash)).toEqual([createHash('sha256').update(token).digest('hex')]);
  });

  it('an id-only request is refused for every read and write: 401 LeadCredentialRequired, and nothing changes', async () => {
    clock = TEST_NOW;
    const id = await fullLead();
    for (const [method, path, body] of callsOn(id)) {
      const answer = await s.call(path, { method, body, cookie: null });
      expect([method, path, answer.status, answer.body?.error?.code]).toEqual([method, path, 401, 'LeadCredentialRequired']);
      for (const value of PERSONAL) expect(JSON.stringify(answer.body)).not.toContain(value);
    }
    const own = v.parse(ContinueLeadResponseSchema, (await s.call(`/v3/lead/url/${id}/continue`)).body);
    expect(own.lead.personalDetails?.firstName).toBe('Ana');
    expect(own.progressState).toBe(1);
  });

  it('a /continue read without the credential answers no personal data, only how to prove who one is', async () => {
    clock = TEST_NOW;
    const id = await fullLead();
    for (const path of [`/v3/lead/url/${id}/continue`, `/v3/lead/url/${id}/email/ref-1`, `/v2/lead/url/${id}/sms?refTransactionId=r`]) {
      const answer = await s.call(path, { cookie: null });
      expect(answer.status).toBe(200);
      const parsed = v.parse(ContinueLeadResponseSchema, answer.body);
      expect(parsed.proofRequired).toEqual({ channel: 'sms', maskedTarget: '+34 6•• ••• •78' });
      expect(parsed.lead).toEqual({ id });
      for (const value of PERSONAL) expect(JSON.stringify(answer.body)).not.toContain(value);
    }
  });

  it("another lead's credential is refused: 403 LeadCredentialMismatch for reads and writes, and /continue stays closed", async () => {
    clock = TEST_NOW;
    const victim = await fullLead('victim@example.com');
    const attacker = await fullLead('attacker@example.com');
    const attackersCookie = s.cookieOf(attacker) ?? null;
    expect(attackersCookie).not.toBeNull();
    for (const [method, path, body] of callsOn(victim)) {
      const answer = await s.call(path, { method, body, cookie: attackersCookie });
      expect([method, path, answer.status, answer.body?.error?.code]).toEqual([method, path, 403, 'LeadCredentialMismatch']);
    }
    const read = v.parse(ContinueLeadResponseSchema, (await s.call(`/v3/lead/url/${victim}/continue`, { cookie: attackersCookie })).body);
    expect(read.proofRequired).toBeDefined();
    expect(read.lead).toEqual({ id: victim });
    const victimsView = v.parse(ContinueLeadResponseSchema, (await s.call(`/v3/lead/url/${victim}/continue`)).body);
    expect(victimsView.lead.personalDetails?.firstName).toBe('Ana');
  });

  it('a forged or unknown cookie is no credential (401), and an unknown lead stays 404', async () => {
    clock = TEST_NOW;
    const id = await fullLead('forged@example.com');
    const forged = `${LEAD_SESSION_COOKIE}=${Buffer.alloc(32, 1).toString('base64url')}`;
    expect((await s.call(`/lead/status/${id}`, { cookie: forged })).status).toBe(401);
    expect((await s.call(`/lead/status/${id}`, { cookie: `${LEAD_SESSION_COOKIE}=${'x'.repeat(4000)}` })).status).toBe(401);
    expect((await s.call('/lead/status/00000000-0000-4000-8000-000000000000', { cookie: null })).status).toBe(404);
  });

  it('an expired lead is refused even with its own credential (the credential expires with it)', async () => {
    clock = TEST_NOW;
    const id = await fullLead('expired.cred@example.com');
    const [row] = await s.server.context.db.query<{ expires_at: Date }>('SELECT expires_at FROM leads WHERE id = $1', [id]);
    clock = new Date(new Date(row!.expires_at).getTime() + 1000);
    for (const [method, path, body] of callsOn(id)) {
      const answer = await s.call(path, { method, body });
      expect([method, path, answer.status]).toEqual([method, path, 404]);
    }
    expect((await s.call(`/v3/lead/url/${id}/continue`)).status).toBe(404);
    const credentials = await s.server.context.db.query('SELECT 1 FROM lead_credentials WHERE lead_id = $1 AND expires_at > $2', [id, clock]);
    expect(credentials).toHaveLength(0);
  });

  it('a create retried after its answer was lost gets the original lead and a fresh cookie that opens it', async () => {
    clock = TEST_NOW;
    const key = 'lost-answer-credential-1';
    const first = await s.call('/v2/lead', { method: 'POST', body: createBody('lost.answer@example.com'), headers: { 'Idempotency-Key': key } });
    // The browser never saw the first answer (nor its cookie): the retry comes without one.
    const retry = await s.call('/v2/lead', { method: 'POST', body: createBody('lost.answer.corrected@example.com'), headers: { 'Idempotency-Key': key }, cookie: null });
    expect(retry.body.id).toBe(first.body.id);
    const line = retry.headers.getSetCookie().find((l) => l.startsWith(`${LEAD_SESSION_COOKIE}=`));
    expect(line).toBeDefined();
    const cookie = (line ?? '').split(';')[0] ?? '';
    expect((await s.call(`/lead/status/${first.body.id}`, { cookie })).status).toBe(200);
  });
});
