import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ResendCodeResponseSchema } from '../../domain/api/MobileVerificationContract';
import { LEAD_STEP_PATHS, OFFER_STEPS } from '../../domain/api/OfferStepRequest';
import { HOSTILE_PARTNER_URLS, REFERENCE_VERIFICATION_CODE, TEST_IDENTITIES } from '../../domain/api/TestIdentities';
import { OFFER_SCREEN_DEFINITIONS } from '../../domain/offer/offerScreenDefinitions';
import { PRE_OFFER_STATES } from '../../domain/state/offerStates';
import { TRANSITIONS, isActionAllowed, type LeadAction } from '../../domain/transitions/transitions';
import { VALID_OFFER_DATA } from './support/offerScreenData';
import { TEST_DATABASES } from './support/databases';
import { PRODUCT, createBody } from './support/leadBodies';
import { serverPerFile } from './support/startTestServer';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** The path of an offer-stage call (domain/api/OfferStepRequest.ts): under /lead/offer/ or directly under /lead/. */
const callPath = (call: string): string => ((OFFER_STEPS as readonly string[]).includes(call) ? `/lead/offer/${call}` : `/lead/${call}`);
/** The table's action of a step path (`/lead/offer/policy` → `policy`, `/lead/sale` → `sale`). */
const actionOfPath = (path: string): LeadAction => path.replace(/^\/lead\/(offer\/)?/, '') as LeadAction;
/** Steps with a route of their own (document upload and confirmation, bank code, partner choices): their own schemas. */
const SPECIAL_PATHS = new Set(['/lead/idUpload', '/lead/documentId', '/lead/account', '/lead/sale', '/lead/santander-comperia', '/lead/offer/accept-creditea-offer', '/lead/offer/update-provident-offer', '/lead/offer/proficredit']);
const ALL_STEP_PATHS = [...OFFER_STEPS.map((step) => `/lead/offer/${step}`), ...LEAD_STEP_PATHS.filter((p) => p !== 'customer/password').map((p) => `/lead/${p}`)];

/** A value each screen's rules refuse, with the code the API answers (one per screen, so every definition's rules are shown to run). */
const REFUSED: Readonly<Record<string, { readonly field: string; readonly value: unknown; readonly code: string }>> = {
  'employment-details': { field: 'incomeDetails.incomeContractStartedAt', value: '2099-01-01', code: 'DateInFuture' },
  vehicle: { field: 'vehicle.model', value: 'Corolla', code: 'NotAnOption' },
  consents: { field: 'consents.creditBureau', value: false, code: 'MustBeAccepted' },
  'additional-employment-details': { field: 'employer.houseNumber', value: '', code: 'Required' },
  'marital-details': { field: 'otherDetails.maritalStatus', value: 'POLYAMOROUS', code: 'NotAnOption' },
  aide: { field: 'aid.type', value: '', code: 'Required' },
  'credit-details': { field: 'credit.activeLoans', value: 31, code: 'AboveMaximum' },
  'professional-details': { field: 'incomeDetails.jobArea', value: 'PIRACY', code: 'NotAnOption' },
  cnp: { field: 'personalDetails.personalCode', value: '1960521400109', code: 'InvalidChecksum' },
  'customer-debts': { field: 'debts.inCollection', value: null, code: 'Required' },
  'reference-details': { field: 'referenceDetails.phoneNumber', value: '12', code: 'PhoneTooShort' },
  wniosek: { field: 'personalDetails.personalCode', value: '44051401358', code: 'InvalidChecksum' },
  'wniosek-uzupelnienie': { field: 'otherDetails.housingTenure', value: 'CASTLE', code: 'NotAnOption' },
  'dynamic-consents': { field: 'consents.privacy-notice', value: false, code: 'MustBeAccepted' },
};

/** `data` with `value` at the dotted `path` (a copy). */
const withValue = (data: Readonly<Record<string, unknown>>, path: string, value: unknown): Record<string, unknown> => {
  const copy = structuredClone(data) as Record<string, unknown>;
  const segments = path.split('.');
  let target = copy;
  for (const segment of segments.slice(0, -1)) target = (target[segment] ??= {}) as Record<string, unknown>;
  target[segments[segments.length - 1] as string] = value;
  return copy;
};

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
      const cookie = s.cookieOf(id) ?? null;
      for (const [path, body] of [
        ['/v2/customer/mobile/verify', { id: UNKNOWN_ID, code: '1234' }],
        ['/v2/customer/mobile/resend-code', { id: UNKNOWN_ID }],
        ['/v2/customer/mobile', { id: UNKNOWN_ID, phoneNumber: '612345678' }],
      ] as const) {
        // Without a credential the body is not read (401); with one, an id no lead has is 404.
        expect((await s.call(path, { method: 'POST', body })).status).toBe(401);
        expect((await s.call(path, { method: 'POST', body, cookie })).status).toBe(404);
      }
    });
  });

  describe('offer-stage steps', () => {
    it('id upload (30): a JSON POST /lead/idUpload names no file (422) and the lead waits for its documents', async () => {
      const { id } = await submitted('idupload+x@example.com');
      const r = await s.call('/lead/idUpload', { method: 'POST', body: { id, documentType: 'dni', front: 'data:image/png;base64,AAAA' } });
      expect(r.body.errors).toEqual([expect.objectContaining({ field: 'file', code: 'Required' })]);
      expect((await s.call(`/lead/status/${id}`)).body.progressState).toBe(30);
    });

    it.each(ALL_STEP_PATHS)('%s: taken at a state the table names (else 409); 401 without a credential, 404 for an unknown lead, 422 without id or with a prototype key', async (path) => {
      const action = actionOfPath(path);
      const at = TRANSITIONS.find((row) => row.state !== 0 && isActionAllowed(row.state, action))?.state;
      const { body: fresh } = await s.call('/v2/lead', { method: 'POST', body: createBody() });
      const refused = await s.call(path, { method: 'POST', body: { id: fresh.id } });
      expect([refused.status, refused.body.error.code, refused.body.error.pendingRoute]).toEqual([409, 'StepNotPending', '/loan-information']);
      if (at === undefined) return;
      const { id } = await submitted(`state${at}+steps@example.com`);
      const cookie = s.cookieOf(id) ?? null;
      expect((await s.call(path, { method: 'POST', body: { id }, cookie: null })).status).toBe(401);
      expect((await s.call(path, { method: 'POST', body: { id: UNKNOWN_ID }, cookie })).status).toBe(404);
      const noId = await s.call(path, { method: 'POST', body: { something: 1 }, cookie });
      expect(noId.status).toBe(422);
      if (!SPECIAL_PATHS.has(path)) expect(noId.body.errors).toContainEqual(expect.objectContaining({ field: 'id', code: 'Required' }));
      const proto = await s.call(path, { method: 'POST', rawBody: `{"id":"${id}","a":{"__proto__":{"polluted":true}}}` });
      expect(proto.status).toBe(422);
      if (!SPECIAL_PATHS.has(path)) expect(proto.body.errors).toEqual([expect.objectContaining({ field: 'a.__proto__', code: 'UnknownField' })]);
      expect((await s.call(`/lead/status/${id}`)).body.progressState).toBe(at);
    });

    it.each(['/lead/offer/personal-details', '/lead/offer/skip-document-upload'])('%s (no data screen defines it) stores its data as sent, at the state that takes it', async (path) => {
      const at = TRANSITIONS.find((row) => isActionAllowed(row.state, actionOfPath(path)))!.state;
      const { id } = await submitted(`state${at}+as-sent@example.com`);
      const r = await s.call(path, { method: 'POST', body: { id, anything: { nested: ['<b>x</b>'] } } });
      expect(r.status).toBe(200);
      expect(r.body.id).toBe(id);
      const [row] = await s.server.context.db.query<{ data: unknown }>('SELECT data FROM lead_steps WHERE lead_id = $1', [id]);
      expect(row?.data).toEqual({ anything: { nested: ['<b>x</b>'] } });
    });

    describe.each(OFFER_SCREEN_DEFINITIONS.map((definition) => [definition.route, definition] as const))('data screen %s', (_route, definition) => {
      const path = callPath(definition.call);
      const valid = VALID_OFFER_DATA[definition.screen] ?? {};

      it('its state{n}+ lead: the answers are stored as sent and the application moves on to a decision', async () => {
        const { id, submit } = await submitted(`state${definition.state}+api@example.com`);
        expect(submit.body.progressState).toBe(definition.state);
        const r = await s.call(path, { method: 'POST', body: { id, ...valid } });
        expect(r.status).toBe(200);
        // A pre-offer screen (8) is followed by the credit policy's decision; an offer-stage one by what the decision set (accepted).
        if (PRE_OFFER_STATES.has(definition.state)) expect(['accepted', 'rejected', 'redirected']).toContain(r.body.application.status);
        else expect(r.body).toMatchObject({ progressState: 10, application: { status: 'accepted' } });
        const [row] = await s.server.context.db.query<{ data: unknown }>('SELECT data FROM lead_steps WHERE lead_id = $1', [id]);
        expect(row?.data).toEqual(valid);
      });

      it('refuses an unknown key, an object where a value belongs and a value its rules refuse (422); nothing is stored, the state stays', async () => {
        const { id } = await submitted(`state${definition.state}+refused@example.com`);
        const unknown = await s.call(path, { method: 'POST', body: { id, ...valid, anything: { nested: ['<b>x</b>'] } } });
        expect(unknown.status).toBe(422);
        expect(unknown.body.errors).toEqual([expect.objectContaining({ field: 'anything', code: 'UnknownField' })]);
        const first = definition.fields[0]?.name ?? 'consents.general-terms';
        const huge = await s.call(path, { method: 'POST', body: { id, ...withValue(valid, first, { deep: 'x'.repeat(10_000) }) } });
        expect(huge.status).toBe(422);
        expect(huge.body.errors).toEqual([expect.objectContaining({ field: first, code: 'InvalidType' })]);
        const refused = REFUSED[definition.screen]!;
        const bad = await s.call(path, { method: 'POST', body: { id, ...withValue(valid, refused.field, refused.value) } });
        expect(bad.status).toBe(422);
        expect(bad.body.errors).toEqual([expect.objectContaining({ field: refused.field, code: refused.code })]);
        expect((await s.call(`/lead/status/${id}`)).body.progressState).toBe(definition.state);
        expect(await s.server.context.db.query('SELECT 1 FROM lead_steps WHERE lead_id = $1', [id])).toHaveLength(0);
      });
    });

    it("a state-39 lead (cofidis offer) refuses another partner's step: 409 naming its own screen, and it stays", async () => {
      const { id } = await submitted('state39+x@example.com');
      const r = await s.call('/lead/offer/accept-creditea-offer', { method: 'POST', body: { id, partner: 'ipfd', decision: 'accept', offerId: 'x', consents: ['dataTransfer'] } });
      expect([r.status, r.body.error.code, r.body.error.pendingRoute]).toEqual([409, 'StepNotPending', '/cofidis-offer']);
      expect((await s.call(`/lead/status/${id}`)).body.progressState).toBe(39);
    });

    it('set password, once accepted, stores a hash, never the password; a short password → 422; before acceptance 409', async () => {
      const { body: open } = await s.call('/v2/lead', { method: 'POST', body: createBody() });
      expect((await s.call('/lead/customer/password', { method: 'POST', body: { id: open.id, password: 'correct horse battery' } })).status).toBe(409);
      const { id } = await submitted('accept+password@example.com');
      const short = await s.call('/lead/customer/password', { method: 'POST', body: { id, password: 'short' } });
      expect(short.body.errors).toEqual([expect.objectContaining({ field: 'password', code: 'InvalidFormat' })]);
      const ok = await s.call('/lead/customer/password', { method: 'POST', body: { id, password: 'correct horse battery' } });
      expect(ok.status).toBe(200);
      expect(ok.body.progressState).toBe(10);
      const db = s.server.context.db;
      const [row] = await db.query<{ password_hash: string }>('SELECT password_hash FROM customer_passwords WHERE lead_id = $1', [id]);
      expect(row?.password_hash).toMatch(/^scrypt\$/);
      expect(row?.password_hash).not.toContain('correct horse');
      const steps = await db.query<{ data: unknown }>('SELECT data FROM lead_steps WHERE lead_id = $1', [id]);
      expect(JSON.stringify(steps)).not.toContain('correct horse');
    });
  });
});
