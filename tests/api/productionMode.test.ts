import { describe, expect, it } from 'vitest';
import { REFERENCE_VERIFICATION_CODE, TEST_IDENTITIES, TEST_STATE_PREFIX } from '../../domain/api/TestIdentities';
import { LoggingCodeSender } from '../../server/codes/LoggingCodeSender';
import { decisionConfigFor } from '../../server/decision/DecisionConfig';
import { MOBILE_CODE_LIMITS } from '../../server/leads/mobileCodePolicy';
import { TEST_DATABASES } from './support/databases';
import { PRODUCT, createBody } from './support/leadBodies';
import { RecordingCodeSender } from './support/RecordingCodeSender';
import { serverPerFile, type RunningServer } from './support/startTestServer';
import { TEST_BRAND } from './support/testBrand';

/** Answers every rule of the credit policy refuses (issue 22: a 96-year-old with no income and a negative credit history). */
const REFUSED_ANSWERS = {
  personalDetails: { firstName: 'Ana', lastName: 'López', dateOfBirth: '1930-03-04', personalCode: '12345678Z' },
  incomeDetails: { monthlyIncome: 0 },
  otherDetails: { negativeCreditHistory: true },
};

/** Every test identity's e-mail (domain/api/TestIdentities.ts), `state{n}` ones included. */
const IDENTITY_EMAILS = [...TEST_IDENTITIES.map((identity) => identity.prefix), `${TEST_STATE_PREFIX}7`, `${TEST_STATE_PREFIX}10`, `${TEST_STATE_PREFIX}30`].map(
  (prefix) => `${prefix}+prod@example.com`,
);

const submitted = async (s: RunningServer, email: string): Promise<{ id: string; progressState: number }> => {
  const id = (await s.call('/v2/lead', { method: 'POST', body: createBody(email) })).body.id as string;
  const answer = await s.call('/v3/lead', { method: 'PUT', body: { id, product: PRODUCT, ...REFUSED_ANSWERS, submit: true } });
  expect(answer.status).toBe(200);
  return { id, progressState: answer.body.progressState as number };
};

describe('decisionConfigFor', () => {
  it('test identities decide only in test mode, whatever an override says', () => {
    expect(decisionConfigFor(TEST_BRAND, { testIdentities: true }, false).testIdentities).toBe(false);
    expect(decisionConfigFor(TEST_BRAND, {}, true).testIdentities).toBe(true);
    expect(decisionConfigFor(TEST_BRAND, { testIdentities: false }, true).testIdentities).toBe(false);
  });
});

/**
 * Issue 22 item 5: test shortcuts only in test mode. Without FUNNEL_TEST_MODE a test identity is an e-mail like any
 * other, codes are random 6 digits sent through the CodeSender, `1234` opens nothing, and no code reaches the log.
 */
describe.each(TEST_DATABASES)('a production-mode server on $name', (database) => {
  const log: string[] = [];
  const codes = new RecordingCodeSender(new LoggingCodeSender((line) => log.push(line)));
  const production = serverPerFile(database, 'production-mode', () => ({ testMode: false, codeSender: codes, log: (line: string) => log.push(line) }));
  const testing = serverPerFile(database, 'test-mode-control');

  it.each(IDENTITY_EMAILS)('%s is decided by the rules (rejected), as in test mode it would not be', async (email) => {
    expect((await submitted(production, email)).progressState).toBe(13);
    const forced = await submitted(testing, email);
    expect(email.startsWith('reject+') ? forced.progressState === 13 : forced.progressState !== 13).toBe(true);
  });

  /** A lead the lender's own decision put at mobile verification (the reference rules never do; set in the database). */
  const atMobileVerification = async (email: string): Promise<string> => {
    const id = (await production.call('/v2/lead', { method: 'POST', body: createBody(email) })).body.id as string;
    const accepted = { progressState: 10, application: { status: 'accepted', offerId: 'OF-1' } };
    await production.server.context.db.query("UPDATE leads SET progress_state = 7, application = '{\"status\":\"offer-stage\"}'::jsonb, pending = $2::jsonb WHERE id = $1", [id, JSON.stringify(accepted)]);
    return id;
  };
  const verify = (id: string, code: string) => production.call('/v2/customer/mobile/verify', { method: 'POST', body: { id, code } });
  const refusal = (answer: { body: any }) => answer.body.errors?.[0]?.code as string | undefined;

  it('the mobile code is a random 6-digit one, stored hashed, sent through the CodeSender; 1234 is a wrong code', async () => {
    const id = await atMobileVerification('verify+mobile@example.com');
    expect(refusal(await verify(id, REFERENCE_VERIFICATION_CODE))).toBe('WrongCode');
    const code = codes.lastCode(id, 'mobile-verification');
    expect(code).toMatch(/^\d{6}$/);
    expect(code).not.toBe(REFERENCE_VERIFICATION_CODE);
    const [stored] = await production.server.context.db.query<{ code: string }>('SELECT code FROM verification_codes WHERE lead_id = $1', [id]);
    expect(stored?.code).toMatch(/^[0-9a-f]{64}$/);
    expect((await verify(id, code)).body.progressState).toBe(10);
  });

  it('the code limits hold in production mode: 5 wrong codes spend the code, the right one included', async () => {
    const id = await atMobileVerification('mobile.limits@example.com');
    for (let i = 1; i < MOBILE_CODE_LIMITS.wrongCodesPerCode; i++) expect(refusal(await verify(id, '000000'))).toBe('WrongCode');
    expect(refusal(await verify(id, '000000'))).toBe('TooManyAttempts');
    expect(refusal(await verify(id, codes.lastCode(id, 'mobile-verification')))).toBe('TooManyAttempts');
  });

  it('a change of number sends the new code to the new number', async () => {
    const id = await atMobileVerification('mobile.change@example.com');
    expect((await production.call('/v2/customer/mobile', { method: 'POST', body: { id, phoneNumber: '699 111 222' } })).status).toBe(200);
    expect(codes.sent.at(-1)).toMatchObject({ leadId: id, destination: '+34699111222', purpose: 'mobile-verification' });
  });

  it("a test identity's resume code is random too: 1234 is refused and the right code opens the lead", async () => {
    const { id } = await submitted(production, 'accept+resume@example.com');
    expect((await production.call(`/v3/lead/${id}/resume-code`, { method: 'POST', cookie: null })).status).toBe(200);
    const code = codes.lastCode(id, 'resume');
    expect(code).toMatch(/^\d{6}$/);
    const wrong = await production.call(`/v3/lead/${id}/resume-code/verify`, { method: 'POST', body: { code: REFERENCE_VERIFICATION_CODE }, cookie: null });
    expect(refusal(wrong)).toBe('WrongCode');
    expect((await production.call(`/v3/lead/${id}/resume-code/verify`, { method: 'POST', body: { code }, cookie: null })).status).toBe(200);
  });

  it('no code and no unmasked destination ever reaches the log', () => {
    expect(codes.sent.length).toBeGreaterThan(0);
    const text = log.join('\n');
    for (const message of codes.sent) {
      expect(text).not.toContain(message.code);
      expect(text).not.toContain(message.destination);
    }
    expect(log).toContain('code for resume sent by sms to +34 6•• ••• •78');
  });
});
