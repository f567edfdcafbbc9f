import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { ContinueLeadResponseSchema } from '../../domain/api/ContinueLeadResponse';
import { ResumeCodeResponseSchema } from '../../domain/api/ResumeCodeContract';
import { REFERENCE_VERIFICATION_CODE } from '../../domain/api/TestIdentities';
import { LEAD_SESSION_COOKIE } from '../../server/http/leadCredential';
import { MOBILE_CODE_LIMITS } from '../../server/leads/mobileCodePolicy';
import { maskEmailAddress, maskPhoneNumber } from '../../server/codes/maskDestination';
import { LoggingCodeSender } from '../../server/codes/LoggingCodeSender';
import { TEST_DATABASES } from './support/databases';
import { PRODUCT, acceptableAnswers, createBody } from './support/leadBodies';
import { RecordingCodeSender } from './support/RecordingCodeSender';
import { TEST_NOW, serverPerFile } from './support/startTestServer';

const { resendCooldownSeconds, wrongCodesPerCode, wrongCodesPerLead } = MOBILE_CODE_LIMITS;

describe('masked targets', () => {
  it.each([
    ['+34612345678', '+34 6•• ••• •78'],
    ['+48512345678', '+48 5•• ••• •78'],
  ])('%s → %s', (phone, masked) => expect(maskPhoneNumber(phone)).toBe(masked));
  it.each([
    ['ana@example.com', 'a•••@example.com'],
    ['x@y.es', 'x•••@y.es'],
  ])('%s → %s', (email, masked) => expect(maskEmailAddress(email)).toBe(masked));
});

// Issue 15 item 2: a resume link shows nothing personal until the applicant proves who they are with a one-time code
// to the mobile on file; the right code hands this browser the lead's credential; guessing is stopped.
describe.each(TEST_DATABASES)('resume codes over HTTP on $name (the server\'s injected clock)', (database) => {
  let clock = TEST_NOW;
  const log: string[] = [];
  const codes = new RecordingCodeSender(new LoggingCodeSender((line) => log.push(line)));
  const s = serverPerFile(database, 'resume-code', () => ({ now: () => clock, log: (line: string) => log.push(line), codeSender: codes }));
  const passTime = (seconds: number): void => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  beforeEach(() => {
    clock = TEST_NOW;
  });

  const fullLead = async (email: string): Promise<string> => {
    const created = await s.call('/v2/lead', { method: 'POST', body: createBody(email) });
    const id = created.body.id as string;
    expect((await s.call('/v3/lead', { method: 'PUT', body: { id, product: PRODUCT, ...acceptableAnswers } })).status).toBe(200);
    return id;
  };
  /** Calls of a second browser: no cookie but the one it is given. */
  const send = (id: string) => s.call(`/v3/lead/${id}/resume-code`, { method: 'POST', cookie: null });
  const verify = (id: string, code: string) => s.call(`/v3/lead/${id}/resume-code/verify`, { method: 'POST', body: { code }, cookie: null });
  const refusal = (answer: { body: any }) => answer.body.errors?.[0] as { code: string; params?: Record<string, number> } | undefined;
  const lastCode = (id: string): string => codes.lastCode(id, 'resume');

  it('in test mode a test identity gets the fixed code; the right code sets a credential that opens the whole lead', async () => {
    const id = await fullLead('accept+resume@example.com');
    const sent = await send(id);
    expect(sent.status).toBe(200);
    expect(v.parse(ResumeCodeResponseSchema, sent.body)).toEqual({ id, channel: 'sms', maskedTarget: '+34 6•• ••• •78', nextResendInSeconds: resendCooldownSeconds });
    // The log names the masked destination, never the code (issue 22: resume codes were logged in clear).
    expect(log[log.length - 1]).toBe('code for resume sent by sms to +34 6•• ••• •78');
    expect(lastCode(id)).toBe(REFERENCE_VERIFICATION_CODE);
    const wrong = await verify(id, '9999');
    expect([wrong.status, refusal(wrong)?.code, refusal(wrong)?.params?.attemptsLeft]).toEqual([422, 'WrongCode', wrongCodesPerCode - 1]);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const right = await verify(id, REFERENCE_VERIFICATION_CODE);
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ id, verified: true });
    const cookie = right.headers.getSetCookie().find((l) => l.startsWith(`${LEAD_SESSION_COOKIE}=`))?.split(';')[0];
    expect(cookie).toBeDefined();
    const resumed = v.parse(ContinueLeadResponseSchema, (await s.call(`/v3/lead/url/${id}/continue`, { cookie: cookie ?? null })).body);
    expect(resumed.proofRequired).toBeUndefined();
    expect(resumed.lead.personalDetails?.personalCode).toBe('12345678Z');
    // One code opens the lead once: the same code again is spent.
    expect(refusal(await verify(id, REFERENCE_VERIFICATION_CODE))?.code).toBe('TooManyAttempts');
  });

  it('any other lead gets a random 6-digit code; the log line names only the masked target, not the code', async () => {
    const id = await fullLead('ana.random@example.com');
    expect((await send(id)).status).toBe(200);
    const line = log[log.length - 1] ?? '';
    expect(lastCode(id)).toMatch(/^\d{6}$/);
    for (const secret of ['ana.random', '612345678', 'López', id, lastCode(id)]) expect(line).not.toContain(secret);
    expect((await verify(id, lastCode(id))).status).toBe(200);
  });

  it('no code was asked for: verifying answers TooManyAttempts with no wait (ask for a code)', async () => {
    const id = await fullLead('accept+nocode@example.com');
    const answer = await verify(id, REFERENCE_VERIFICATION_CODE);
    expect([answer.status, refusal(answer)?.code, refusal(answer)?.params?.retryAfterSeconds]).toEqual([422, 'TooManyAttempts', 0]);
  });

  it('guessing is stopped across new codes: the cooldown holds, wrong codes add up per lead, then a lock refuses even the right code', async () => {
    const id = await fullLead('ana.guess@example.com');
    let guesses = 0;
    expect((await send(id)).status).toBe(200);
    const tooSoon = await send(id);
    expect([tooSoon.status, refusal(tooSoon)?.code]).toEqual([422, 'ResendTooSoon']);
    expect(tooSoon.headers.get('retry-after')).toBe(String(resendCooldownSeconds));
    while (guesses < wrongCodesPerLead) {
      for (let i = 0; i < wrongCodesPerCode && guesses < wrongCodesPerLead; i += 1, guesses += 1) {
        const guess = String(100000 + guesses);
        if (guess === lastCode(id)) continue;
        await verify(id, guess);
      }
      passTime(resendCooldownSeconds);
      if (guesses < wrongCodesPerLead) expect((await send(id)).status).toBe(200);
    }
    const locked = await verify(id, lastCode(id));
    expect([locked.status, refusal(locked)?.code]).toEqual([422, 'TooManyAttempts']);
    expect(refusal(locked)?.params?.retryAfterSeconds).toBeGreaterThan(60);
    expect(refusal(await send(id))?.code).toBe('TooManyAttempts');
  });

  it('an unknown or expired lead answers 404 to both calls', async () => {
    expect((await send('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await verify('00000000-0000-4000-8000-000000000000', '123456')).status).toBe(404);
    const id = await fullLead('accept+expired@example.com');
    passTime(400 * 86_400);
    expect((await send(id)).status).toBe(404);
  });

  it('a code and its credential open one lead only', async () => {
    const first = await fullLead('accept+first@example.com');
    const second = await fullLead('accept+second@example.com');
    await send(first);
    const right = await verify(first, REFERENCE_VERIFICATION_CODE);
    const cookie = right.headers.getSetCookie()[0]?.split(';')[0] ?? null;
    expect((await s.call(`/lead/status/${second}`, { cookie })).status).toBe(403);
    expect((await s.call(`/lead/status/${first}`, { cookie })).status).toBe(200);
  });
});
