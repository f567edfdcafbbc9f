import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ApiErrorResponseSchema } from '../../domain/api/ApiErrorResponse';
import { ContinueLeadResponseSchema } from '../../domain/api/ContinueLeadResponse';
import { FieldErrorResponseSchema } from '../../domain/api/FieldErrorResponse';
import { LeadResponseSchema } from '../../domain/api/LeadResponse';
import { LeadStatusResponseSchema } from '../../domain/api/LeadStatusResponse';
import { RedirectResponseSchema } from '../../domain/api/RedirectResponse';
import { TEST_DATABASES } from './support/databases';
import { PRODUCT, acceptableAnswers, createBody } from './support/leadBodies';
import { TEST_NOW, serverPerFile } from './support/startTestServer';

// Longer than 300 lines: one lead's life over HTTP on both databases, in the order the API lives it.

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const SCRIPTS = ['<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', "'; DROP TABLE leads; --", 'javascript:alert(1)', '{{constructor.constructor("alert(1)")()}}'];

describe.each(TEST_DATABASES)('lead lifecycle over HTTP on $name', (database) => {
  const s = serverPerFile(database, 'lifecycle');

  const create = (body: unknown, headers: Record<string, string> = {}) => s.call('/v2/lead', { method: 'POST', body, headers });
  const update = (body: unknown) => s.call('/v3/lead', { method: 'PUT', body });

  it('creates a lead: 201 with a UUID id, in-progress state 1 and the session id', async () => {
    const r = await create(createBody());
    expect(r.status).toBe(201);
    const body = v.parse(LeadResponseSchema, r.body);
    expect(body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(body).toMatchObject({ progressState: 1, leadStatus: 1, sessionId: createBody().sessionId, application: { status: 'in-progress' } });
    expect(body.expiresAt).toBe('2026-07-15T12:00:00.000Z');
    expect(r.headers.get('content-type')).toContain('application/json');
  });

  it('updates by id, merging sections field by field, and resumes with every answer', async () => {
    const { body: created } = await create(createBody());
    const r1 = await update({ id: created.id, product: PRODUCT, personalDetails: { firstName: 'Ana' } });
    expect(r1.status).toBe(200);
    expect(v.parse(LeadResponseSchema, r1.body)).toMatchObject({ id: created.id, progressState: 1 });
    await update({ id: created.id, product: PRODUCT, personalDetails: { lastName: 'López', personalCode: '12345678Z' }, incomeDetails: { iban: 'ES9121000418450200051332' } });
    const resumed = await s.call(`/v3/lead/url/${created.id}/email`);
    expect(resumed.status).toBe(200);
    const body = v.parse(ContinueLeadResponseSchema, resumed.body);
    expect(body.lead.personalDetails).toEqual({ firstName: 'Ana', lastName: 'López', personalCode: '12345678Z' });
    // Sensitive answers come back from the API, because the funnel never keeps them in browser storage.
    expect(body.lead.incomeDetails?.iban).toBe('ES9121000418450200051332');
    expect(body.lead.contactDetails?.email).toBe('ana@example.com');
    expect(body).toMatchObject({ id: created.id, urlType: 'email', progressState: 1, sessionId: createBody().sessionId });
    expect(body.lead.id).toBe(created.id);
    expect(resumed.headers.get('cache-control')).toBe('no-store');
  });

  it('null clears a field on update', async () => {
    const { body: created } = await create(createBody('clear@example.com', { personalDetails: { firstName: 'X', lastName: 'Y' } }));
    await update({ id: created.id, product: PRODUCT, personalDetails: { firstName: null } });
    const resumed = await s.call(`/v3/lead/url/${created.id}/sms`);
    expect(resumed.body.lead.personalDetails).toEqual({ firstName: null, lastName: 'Y' });
  });

  it('continue: the v3 suffix and the v2 query string both echo the refTransactionId', async () => {
    const { body: created } = await create(createBody());
    const v3 = await s.call(`/v3/lead/url/${created.id}/email/TX-42`);
    expect(v3.body.refTransactionId).toBe('TX-42');
    const v2 = await s.call(`/v2/lead/url/${created.id}/email?refTransactionId=TX-43`);
    expect(v2.status).toBe(200);
    expect(v2.body.refTransactionId).toBe('TX-43');
    const bad = await s.call(`/v3/lead/url/${created.id}/${encodeURIComponent('<x>')}`);
    expect(bad.status).toBe(422);
  });

  it('submit runs the decision once and the status endpoint reports it', async () => {
    const { body: created } = await create(createBody('ana.accepted@example.com'));
    const submitted = await update({ id: created.id, product: PRODUCT, submit: true, ...acceptableAnswers });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ progressState: 10, application: { status: 'accepted' } });
    const status = await s.call(`/lead/status/${created.id}`);
    expect(v.parse(LeadStatusResponseSchema, status.body)).toEqual({ id: created.id, progressState: 10, application: submitted.body.application });
    // A later submit that changes nothing (a retry after a lost answer) answers the first decision.
    const again = await update({ id: created.id, product: PRODUCT, submit: true });
    expect(again.status).toBe(200);
    expect(again.body.progressState).toBe(10);
  });

  it.each([
    ['accepted', 'accept+closed@example.com', 10],
    ['thank you', 'thankyou+closed@example.com', 11],
    ['redirected', 'redirect+closed@example.com', 12],
    ['rejected', 'reject+closed@example.com', 13],
  ])('a decided application (%s) is closed: a change → 409 ApplicationDecided and nothing stored; reading works', async (_label, email, state) => {
    const { body: created } = await create(createBody(email));
    const submitted = await update({ id: created.id, product: PRODUCT, submit: true, ...acceptableAnswers });
    expect(submitted.body.progressState).toBe(state);
    for (const change of [{ incomeDetails: { monthlyIncome: 9000 } }, { submit: true, amount: 9000 }]) {
      const refused = await update({ id: created.id, product: PRODUCT, ...change });
      expect(refused.status).toBe(409);
      expect(v.parse(ApiErrorResponseSchema, refused.body).error.code).toBe('ApplicationDecided');
    }
    const resumed = v.parse(ContinueLeadResponseSchema, (await s.call(`/v3/lead/url/${created.id}/continue`)).body);
    expect(resumed.lead.incomeDetails?.monthlyIncome).toBe(acceptableAnswers.incomeDetails.monthlyIncome);
    expect(resumed.lead.amount).toBe(createBody().amount);
    expect(resumed.progressState).toBe(state);
  });

  it('submit without a required answer → 422 Required on each missing field, and no decision', async () => {
    const { amount: _amount, ...withoutAmount } = createBody('accept+partial@example.com');
    const { body: created } = await create(withoutAmount);
    const r = await update({ id: created.id, product: PRODUCT, submit: true });
    expect(r.status).toBe(422);
    expect(r.body.errors.map((e: { field: string; code: string }) => `${e.field}:${e.code}`).sort()).toEqual(['amount:Required']);
    expect((await s.call(`/lead/status/${created.id}`)).body.progressState).toBe(1);
    const fixed = await update({ id: created.id, product: PRODUCT, submit: true, amount: 3000 });
    expect(fixed.body.progressState).toBe(10);
  });

  it('redirect answers the partner of a redirected lead and 409 for others', async () => {
    const { body: redirected } = await create(createBody('redirect+life@example.com'));
    await update({ id: redirected.id, product: PRODUCT, submit: true });
    const r = await s.call(`/lead/${redirected.id}/redirect`, { method: 'POST' });
    expect(r.status).toBe(200);
    const body = v.parse(RedirectResponseSchema, r.body);
    expect(body.partner.url).toMatch(/^https:\/\/partner-lender\.example\/offer\/OF-[0-9A-F]{8}$/);
    const { body: open } = await create(createBody());
    const notRedirected = await s.call(`/lead/${open.id}/redirect`, { method: 'POST' });
    expect(notRedirected.status).toBe(409);
    expect(notRedirected.body.error.code).toBe('NotRedirected');
  });

  it('skip is taken only where a state documents one (the id upload, to thank you); continue selling hands a rejected lead to the partner', async () => {
    const { body: verify } = await create(createBody('verify+skip@example.com'));
    await update({ id: verify.id, product: PRODUCT, submit: true });
    const refused = await s.call(`/lead/skip/${verify.id}`, { method: 'POST' });
    expect([refused.status, refused.body.error.code, refused.body.error.pendingRoute]).toEqual([409, 'StepNotPending', '/mobile-verification']);
    expect((await s.call(`/lead/status/${verify.id}`)).body.progressState).toBe(7);
    const { body: upload } = await create(createBody('idupload+skip@example.com'));
    await update({ id: upload.id, product: PRODUCT, submit: true });
    const skipped = await s.call(`/lead/skip/${upload.id}`, { method: 'POST' });
    expect(skipped.body).toMatchObject({ progressState: 11, application: { status: 'completed' } });
    const { body: rejected } = await create(createBody('reject+sell@example.com'));
    await update({ id: rejected.id, product: PRODUCT, submit: true });
    const sold = await s.call(`/lead/continue/${rejected.id}`, { method: 'POST' });
    expect(sold.body).toMatchObject({ progressState: 12, application: { status: 'redirected', partner: { name: 'partner-lender.example' } } });
    // A lead that is not in the offer stage takes no skip.
    const { body: open } = await create(createBody());
    expect((await s.call(`/lead/skip/${open.id}`, { method: 'POST' })).status).toBe(409);
    expect((await s.call(`/lead/status/${open.id}`)).body.progressState).toBe(1);
  });

  it.each(SCRIPTS)('stores the script-like string %s verbatim as data and returns it as JSON', async (probe) => {
    const { status, body: created } = await create(createBody('probe@example.com', { personalDetails: { firstName: probe }, employer: { name: probe }, tags: [probe] }));
    expect(status).toBe(201);
    await update({ id: created.id, product: PRODUCT, contactDetails: { street: probe } });
    const resumed = await s.call(`/v3/lead/url/${created.id}/email`);
    expect(resumed.headers.get('content-type')).toContain('application/json');
    expect(resumed.body.lead.personalDetails.firstName).toBe(probe);
    expect(resumed.body.lead.employer.name).toBe(probe);
    expect(resumed.body.lead.contactDetails.street).toBe(probe);
    expect(resumed.body.lead.tags).toEqual([probe]);
  });

  describe('bad input is a 4xx JSON answer, never a 5xx', () => {
    it('malformed JSON → 400 MalformedJson (a lead route: once the credential is checked, 401 before the body without it)', async () => {
      const { body: verify } = await create(createBody('verify+malformed@example.com'));
      await update({ id: verify.id, product: PRODUCT, submit: true });
      const cookie = s.cookieOf(verify.id) ?? null;
      for (const [method, path, leadRoute] of [['POST', '/v2/lead', false], ['PUT', '/v3/lead', true], ['POST', '/v2/customer/mobile/verify', true], ['POST', '/affiliate/event', false]] as const) {
        const r = await s.call(path, { method, rawBody: '{"product": "x",', cookie });
        expect(r.status).toBe(400);
        expect(v.parse(ApiErrorResponseSchema, r.body).error.code).toBe('MalformedJson');
        if (leadRoute) expect((await s.call(path, { method, rawBody: '{"product": "x",', cookie: null })).status).toBe(401);
      }
    });

    it('a body over 64 KB → 413 PayloadTooLarge; 64 KB of valid data is still read', async () => {
      const big = await s.call('/v2/lead', { method: 'POST', rawBody: JSON.stringify({ product: PRODUCT, tags: Array.from({ length: 1100 }, () => 'x'.repeat(60)) }) });
      expect(big.status).toBe(413);
      expect(big.body.error.code).toBe('PayloadTooLarge');
      const put = await s.call('/v3/lead', { method: 'PUT', rawBody: ' '.repeat(64 * 1024 + 1) });
      expect(put.status).toBe(413);
      const padded = JSON.stringify(createBody()).padEnd(64 * 1024, ' ');
      expect((await s.call('/v2/lead', { method: 'POST', rawBody: padded })).status).toBe(201);
    });

    it('wrong types → 422 naming each field by its dotted lead path', async () => {
      const r = await create({ product: PRODUCT, amount: '2500', contactDetails: { email: 42 }, personalDetails: { firstName: ['a'] }, generalPolicies: 'yes' });
      expect(r.status).toBe(422);
      const body = v.parse(FieldErrorResponseSchema, r.body);
      expect(body.errors.map((e) => e.field).sort()).toEqual(['amount', 'contactDetails.email', 'generalPolicies', 'personalDetails.firstName']);
      expect(body.errors.every((e) => e.code === 'InvalidType')).toBe(true);
    });

    it('invalid values → 422 with the validation kind and its params', async () => {
      const r = await create(createBody('not-an-email', { amount: 20100, period: 60, contactDetails: { email: 'not-an-email', postalCode: '53001', phoneNumber: '12' }, personalDetails: { personalCode: '12345678A', dateOfBirth: '1990-02-30' }, otherDetails: { overdueDebtAmount: 1001 } }));
      expect(r.status).toBe(422);
      const byField = Object.fromEntries((r.body.errors as Array<{ field: string; code: string; params?: unknown }>).map((e) => [e.field, e]));
      expect(byField['contactDetails.email']?.code).toBe('InvalidFormat');
      expect(byField['contactDetails.postalCode']?.code).toBe('UnknownProvince');
      expect(byField['contactDetails.phoneNumber']?.code).toMatch(/^Phone/);
      expect(byField['personalDetails.personalCode']?.code).toBe('InvalidChecksum');
      expect(byField['personalDetails.dateOfBirth']?.code).toBe('InvalidDate');
      expect(byField['otherDetails.overdueDebtAmount']).toMatchObject({ code: 'AboveMaximum', params: { max: 1000 } });
      expect(byField['amount']).toMatchObject({ code: 'AboveMaximum', params: { max: 20000 } });
    });

    it.each([
      [999, 'BelowMinimum'],
      [1000, null],
      [20000, null],
      [20001, 'AboveMaximum'],
      [2550, 'NotAStep'],
    ])('amount %d → %s', async (amount, code) => {
      const r = await create(createBody('amount@example.com', { amount }));
      if (code === null) expect(r.status).toBe(201);
      else expect(r.body.errors).toEqual([expect.objectContaining({ field: 'amount', code })]);
    });

    it('missing or foreign product → 422 on field product', async () => {
      const missing = await create({ contactDetails: { email: 'a@example.com' } });
      expect(missing.body.errors).toEqual([expect.objectContaining({ field: 'product', code: 'Required' })]);
      const foreign = await create({ ...createBody(), product: 'other-product' });
      expect(foreign.body.errors).toEqual([expect.objectContaining({ field: 'product', code: 'NotAnOption' })]);
    });

    it('a body that is not an object → 422', async () => {
      for (const raw of ['[]', '"text"', '42', 'null']) {
        const r = await s.call('/v2/lead', { method: 'POST', rawBody: raw });
        expect(r.status).toBe(422);
      }
    });

    it('update without id → 422 Required on id; unknown id → 404 LeadNotFound (both with a credential; 401 without)', async () => {
      const { body: created } = await create(createBody());
      const cookie = s.cookieOf(created.id) ?? null;
      expect((await update({ product: PRODUCT })).status).toBe(401);
      const noId = await s.call('/v3/lead', { method: 'PUT', body: { product: PRODUCT }, cookie });
      expect(noId.body.errors).toEqual([expect.objectContaining({ field: 'id', code: 'Required' })]);
      const unknown = await s.call('/v3/lead', { method: 'PUT', body: { id: UNKNOWN_ID, product: PRODUCT }, cookie });
      expect(unknown.status).toBe(404);
      expect(unknown.body.error.code).toBe('LeadNotFound');
    });

    it.each([
      ['GET', `/lead/status/${UNKNOWN_ID}`],
      ['GET', `/v3/lead/url/${UNKNOWN_ID}/email`],
      ['GET', `/v2/lead/url/${UNKNOWN_ID}/email`],
      ['POST', `/lead/${UNKNOWN_ID}/redirect`],
      ['POST', `/lead/skip/${UNKNOWN_ID}`],
      ['POST', `/lead/continue/${UNKNOWN_ID}`],
      ['GET', `/customer/${UNKNOWN_ID}/consents`],
    ])('%s %s for an unknown lead → 404 JSON', async (method, path) => {
      const r = await s.call(path, { method });
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe('LeadNotFound');
    });

    it('hostile path segments are data: odd encodings and long ids answer 404, not 500', async () => {
      for (const id of ['%E0%A4%A', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(5000), "1' OR '1'='1"]) {
        const r = await s.call(`/lead/status/${id}`);
        expect(r.status).toBe(404);
      }
    });

    it('a NUL character (PostgreSQL cannot store it) → 422 naming the field, or 400 in the URL; nothing stored', async () => {
      const { body: created } = await create(createBody());
      const inCreate = await create(createBody('nul@example.com', { personalDetails: { firstName: 'A\u0000B' }, tags: ['ok', 'x\u0000'] }));
      expect(inCreate.status).toBe(422);
      expect(inCreate.body.errors.map((e: { field: string }) => e.field).sort()).toEqual(['personalDetails.firstName', 'tags.1']);
      const inUpdate = await update({ id: created.id, product: PRODUCT, employer: { name: '\u0000' } });
      expect(inUpdate.body.errors).toEqual([expect.objectContaining({ field: 'employer.name', code: 'InvalidFormat' })]);
      const cookie = s.cookieOf(created.id) ?? null;
      expect((await s.call('/v3/lead', { method: 'PUT', body: { id: 'A\u0000B', product: PRODUCT }, cookie })).status).toBe(422);
      expect((await s.call(`/customer/${created.id}/consents`, { method: 'POST', body: { consents: [{ id: 'k\u0000', accepted: true }] } })).status).toBe(422);
      for (const path of ['/lead/status/%00', '/v3/lead/url/%00/email', '/customer/email/unsubscribe?email=a%00@b.es']) {
        const r = await s.call(path, { method: path.includes('unsubscribe') ? 'POST' : 'GET' });
        expect(r.status).toBe(400);
        expect(r.body.error.code).toBe('BadRequest');
      }
      expect((await s.call(`/v3/lead/url/${created.id}/email`)).body.lead.employer).toBeUndefined();
    });

    it('an unknown API path → 404 JSON', async () => {
      const r = await s.call('/no/such/path');
      expect(r.status).toBe(404);
      expect(r.body.error.code).toBe('NotFound');
    });
  });
});

describe.each(TEST_DATABASES)('an expired lead on $name (the server\'s injected clock)', (database) => {
  let clock = TEST_NOW;
  const s = serverPerFile(database, 'expiry', () => ({ now: () => clock }));

  it('is neither served nor changed after its expires_at: 404 LeadNotFound, as an unknown id', async () => {
    clock = TEST_NOW;
    const created = await s.call('/v2/lead', { method: 'POST', body: createBody('ana.expiry@example.com') });
    const expiresAt = new Date(v.parse(LeadResponseSchema, created.body).expiresAt ?? '');
    const id = created.body.id as string;
    clock = new Date(expiresAt.getTime() - 1_000);
    expect((await s.call(`/v3/lead/url/${id}/continue`)).status).toBe(200);
    clock = new Date(expiresAt.getTime() + 400 * 86_400_000);
    const reads = [await s.call(`/v3/lead/url/${id}/continue`), await s.call(`/lead/status/${id}`)];
    const writes = [
      await s.call('/v3/lead', { method: 'PUT', body: { id, product: PRODUCT, amount: 3000 } }),
      await s.call('/v3/lead', { method: 'PUT', body: { id, product: PRODUCT, submit: true, ...acceptableAnswers } }),
    ];
    for (const answer of [...reads, ...writes]) {
      expect(answer.status).toBe(404);
      expect(v.parse(ApiErrorResponseSchema, answer.body).error.code).toBe('LeadNotFound');
    }
    clock = TEST_NOW;
    const stillStored = v.parse(ContinueLeadResponseSchema, (await s.call(`/v3/lead/url/${id}/continue`)).body);
    expect([stillStored.lead.amount, stillStored.progressState]).toEqual([createBody().amount, 1]);
  });
});
