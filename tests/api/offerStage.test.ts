import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ResendCodeResponseSchema } from '../../domain/api/MobileVerificationContract';
import { LEAD_STEP_PATHS, OFFER_STEPS } from '../../domain/api/OfferStepRequest';
import { HOSTILE_PARTNER_URLS, REFERENCE_VERIFICATION_CODE, TEST_IDENTITIES } from '../../domain/api/TestIdentities';
import { TEST_DATABASES } from './support/databases';
import { PRODUCT, createBody } from './support/leadBodies';
import { serverPerFile } from './support/startTestServer';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(TEST_DATABASES)('decisions, offer stage and mobile verification over HTTP on $name', (database) => {
  const s = serverPerFile(database, 'offer');

  /** A lead submitted with `email`; answers its id and the submit response. */
  const submitted = async (email: string) => {
    const created = await s.call('/v2/lead', { method: 'POST', body: createBody(email) });
    const submit = await s.call('/v3/lead', { method: 'PUT', body: { id: created.body.id, product: PRODUCT, submit: true } });
    return { id: created.body.id as string, submit };
  };

  it.each(TEST_IDENTITIES.map((t) => [t.prefix, t.progressState, t.outcome] as const))('%s+…@ reaches state %d (%s) through the API', async (prefix, state, status) => {
    const { submit } = await submitted(`${prefix}+http@example.com`);
    expect(submit.body).toMatchObject({ progressState: state, application: { status } });
  });

  it('hostile identities answer the non-allowlisted and the javascript: URL as data', async () => {
    const foreign = await submitted('redirect-foreign+http@example.com');
    expect(foreign.submit.body.application.partner.url).toBe(HOSTILE_PARTNER_URLS.foreign);
    const script = await submitted('redirect-script+http@example.com');
    expect((await s.call(`/lead/${script.id}/redirect`, { method: 'POST' })).body.partner.url).toBe(HOSTILE_PARTNER_URLS.script);
  });

  it('checking: 6 for two status polls, then the decision', async () => {
    const { id } = await submitted('checking+poll@example.com');
    expect((await s.call(`/lead/status/${id}`)).body.progressState).toBe(6);
    expect((await s.call(`/lead/status/${id}`)).body.progressState).toBe(6);
    const third = await s.call(`/lead/status/${id}`);
    expect(third.body).toMatchObject({ progressState: 10, application: { status: 'accepted' } });
  });

  describe('mobile verification', () => {
    it('the right code moves state 7 to accepted, on both paths', async () => {
      for (const path of ['/v2/customer/mobile/verify', '/lead/mobile/verification']) {
        const { id } = await submitted('verify+code@example.com');
        const r = await s.call(path, { method: 'POST', body: { id, code: REFERENCE_VERIFICATION_CODE } });
        expect(r.status).toBe(200);
        expect(r.body).toMatchObject({ id, progressState: 10, application: { status: 'accepted' } });
      }
    });

    // Wrong codes, resends and their limits: tests/api/mobileCodeLimits.test.ts (an injected clock passes the cooldowns).

    it('change number stores the new number in E.164 and moves 15 back to 7', async () => {
      const { id } = await submitted('state15+change@example.com');
      const r = await s.call('/v2/customer/mobile', { method: 'POST', body: { id, phoneNumber: '699 111 222' } });
      expect(r.status).toBe(200);
      expect(r.body.progressState).toBe(7);
      const resumed = await s.call(`/v3/lead/url/${id}/sms`);
      expect(resumed.body.lead.contactDetails.phoneNumber).toBe('+34699111222');
      const ok = await s.call('/v2/customer/mobile/verify', { method: 'POST', body: { id, code: REFERENCE_VERIFICATION_CODE } });
      expect(ok.body.progressState).toBe(10);
    });

    it('bad input: a fixed-line or malformed number, a malformed code, an unknown lead', async () => {
      const { id } = await submitted('verify+bad@example.com');
      const fixed = await s.call('/v2/customer/mobile', { method: 'POST', body: { id, phoneNumber: '912345678' } });
      expect(fixed.body.errors).toEqual([expect.objectContaining({ field: 'phoneNumber', code: 'PhoneNotMobile' })]);
      const junk = await s.call('/v2/customer/mobile', { method: 'POST', body: { id, phoneNumber: '<script>' } });
      expect(junk.status).toBe(422);
      const code = await s.call('/v2/customer/mobile/verify', { method: 'POST', body: { id, code: 12 } });
      expect(code.body.errors).toEqual([expect.objectContaining({ field: 'code', code: 'InvalidType' })]);
      const letters = await s.call('/v2/customer/mobile/verify', { method: 'POST', body: { id, code: 'abcd' } });
      expect(letters.body.errors).toEqual([expect.objectContaining({ field: 'code', code: 'InvalidFormat' })]);
      for (const [path, body] of [
        ['/v2/customer/mobile/verify', { id: UNKNOWN_ID, code: '1234' }],
        ['/v2/customer/mobile/resend-code', { id: UNKNOWN_ID }],
        ['/v2/customer/mobile', { id: UNKNOWN_ID, phoneNumber: '612345678' }],
      ] as const) {
        expect((await s.call(path, { method: 'POST', body })).status).toBe(404);
      }
    });
  });

  describe('offer-stage steps', () => {
    it('id upload (30) → POST /lead/idUpload stores the data and accepts', async () => {
      const { id } = await submitted('idupload+x@example.com');
      const r = await s.call('/lead/idUpload', { method: 'POST', body: { id, documentType: 'dni', front: 'data:image/png;base64,AAAA' } });
      expect(r.body).toMatchObject({ progressState: 10, application: { status: 'accepted' } });
    });

    it('vehicle (16) → POST /lead/vehicle accepts', async () => {
      const { id } = await submitted('vehicle+x@example.com');
      const r = await s.call('/lead/vehicle', { method: 'POST', body: { id, make: 'Seat', model: 'León', year: 2019 } });
      expect(r.body.progressState).toBe(10);
    });

    it.each([...OFFER_STEPS.map((step) => `/lead/offer/${step}`), ...LEAD_STEP_PATHS.filter((p) => p !== 'customer/password').map((p) => `/lead/${p}`)])(
      '%s accepts and stores data for a known lead; 404 for an unknown one; 422 without id',
      async (path) => {
        const { body: created } = await s.call('/v2/lead', { method: 'POST', body: createBody() });
        const r = await s.call(path, { method: 'POST', body: { id: created.id, anything: { nested: ['<b>x</b>'] } } });
        expect(r.status).toBe(200);
        expect(r.body.id).toBe(created.id);
        expect((await s.call(path, { method: 'POST', body: { id: UNKNOWN_ID } })).status).toBe(404);
        const noId = await s.call(path, { method: 'POST', body: { something: 1 } });
        expect(noId.body.errors).toEqual([expect.objectContaining({ field: 'id', code: 'Required' })]);
      },
    );

    it('a state-39 lead (cofidis offer) moves on after its offer step', async () => {
      const { id } = await submitted('state39+x@example.com');
      const r = await s.call('/lead/offer/accept-creditea-offer', { method: 'POST', body: { id, accepted: true } });
      expect(r.body.progressState).toBe(10);
    });

    it('set password stores a hash, never the password; a short password → 422', async () => {
      const { body: created } = await s.call('/v2/lead', { method: 'POST', body: createBody() });
      const short = await s.call('/lead/customer/password', { method: 'POST', body: { id: created.id, password: 'short' } });
      expect(short.body.errors).toEqual([expect.objectContaining({ field: 'password', code: 'InvalidFormat' })]);
      const ok = await s.call('/lead/customer/password', { method: 'POST', body: { id: created.id, password: 'correct horse battery' } });
      expect(ok.status).toBe(200);
      const db = s.server.context.db;
      const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM customer_passwords WHERE lead_id = $1', [created.id]);
      expect(row?.password_hash).toMatch(/^scrypt\$/);
      expect(row?.password_hash).not.toContain('correct horse');
      const steps = await db.query<{ data: unknown }>('SELECT data FROM lead_steps WHERE lead_id = $1', [created.id]);
      expect(JSON.stringify(steps)).not.toContain('correct horse');
    });
  });
});
