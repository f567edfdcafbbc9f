import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResendCodeResponseSchema } from '../../domain/api/MobileVerificationContract';
import { REFERENCE_VERIFICATION_CODE } from '../../domain/api/TestIdentities';
import { MOBILE_CODE_LIMITS } from '../../server/leads/mobileCodePolicy';
import { TEST_DATABASES } from './support/databases';
import { PRODUCT, createBody } from './support/leadBodies';
import { TEST_NOW, serverPerFile } from './support/startTestServer';

const WRONG = '0000';
const { resendCooldownSeconds, codesPerHour, wrongCodesPerCode, wrongCodesPerLead, lockSeconds } = MOBILE_CODE_LIMITS;

// Issue 15 "the mobile code can be guessed": wrong codes count across resends, resends are rate-limited, and every
// refusal says when to come back. The server's clock is injected so cooldowns and lockouts pass without waiting.
describe.each(TEST_DATABASES)('mobile-code limits over HTTP on $name (the server\'s injected clock)', (database) => {
  let clock = TEST_NOW;
  const s = serverPerFile(database, 'mobile-limits', () => ({ now: () => clock }));
  const passTime = (seconds: number): void => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  beforeEach(() => {
    clock = TEST_NOW;
  });

  /** A lead in state 7 (verify+ identity); the submit that decided so sent its first code. */
  const waitingForCode = async (email: string): Promise<string> => {
    const created = await s.call('/v2/lead', { method: 'POST', body: createBody(email) });
    const submit = await s.call('/v3/lead', { method: 'PUT', body: { id: created.body.id, product: PRODUCT, submit: true } });
    expect(submit.body.progressState).toBe(7);
    return created.body.id as string;
  };
  const verify = (id: string, code: string) => s.call('/v2/customer/mobile/verify', { method: 'POST', body: { id, code } });
  const resend = (id: string) => s.call('/v2/customer/mobile/resend-code', { method: 'POST', body: { id } });
  const refusal = (answer: { body: any }) => answer.body.errors?.[0] as { field: string; code: string; params?: Record<string, number | string> } | undefined;

  it('after 5 wrong codes TooManyAttempts (even for the right code) until a resend, which the cooldown allows', async () => {
    const id = await waitingForCode('verify+five@example.com');
    for (let left = wrongCodesPerCode - 1; left > 0; left -= 1) {
      const wrong = await verify(id, WRONG);
      expect(wrong.status).toBe(422);
      expect(refusal(wrong)).toMatchObject({ field: 'code', code: 'WrongCode', params: { attemptsLeft: left } });
    }
    expect(refusal(await verify(id, WRONG))?.code).toBe('TooManyAttempts');
    const spent = await verify(id, REFERENCE_VERIFICATION_CODE);
    expect(refusal(spent)).toMatchObject({ code: 'TooManyAttempts', params: { retryAfterSeconds: resendCooldownSeconds, reason: 'spent' } });
    passTime(resendCooldownSeconds);
    const sent = v.parse(ResendCodeResponseSchema, (await resend(id)).body);
    expect(sent).toMatchObject({ sent: true, progressState: 7, nextResendInSeconds: resendCooldownSeconds });
    expect((await verify(id, REFERENCE_VERIFICATION_CODE)).body.progressState).toBe(10);
  });

  it('a resend does not reset the lead\'s count: the 10th wrong code across resends locks the lead, right code and resends included', async () => {
    const id = await waitingForCode('verify+guess@example.com');
    let wrongSoFar = 0;
    while (wrongSoFar < wrongCodesPerLead - 1) {
      const answer = await verify(id, WRONG);
      wrongSoFar += 1;
      if (refusal(answer)?.code === 'TooManyAttempts') {
        passTime(resendCooldownSeconds);
        expect((await resend(id)).status).toBe(200);
      } else {
        expect(refusal(answer)).toMatchObject({ code: 'WrongCode', params: { attemptsLeft: Math.min(wrongCodesPerCode - (wrongSoFar % wrongCodesPerCode || wrongCodesPerCode), wrongCodesPerLead - wrongSoFar) } });
      }
    }
    const locking = await verify(id, WRONG);
    expect(refusal(locking)).toMatchObject({ code: 'TooManyAttempts', params: { retryAfterSeconds: lockSeconds, reason: 'locked' } });
    expect(locking.headers.get('Retry-After')).toBe(String(lockSeconds));
    expect(refusal(await verify(id, REFERENCE_VERIFICATION_CODE))?.code).toBe('TooManyAttempts');
    passTime(resendCooldownSeconds);
    const resendLocked = await resend(id);
    expect(refusal(resendLocked)).toMatchObject({ code: 'TooManyAttempts', params: { retryAfterSeconds: lockSeconds - resendCooldownSeconds } });
    const changeLocked = await s.call('/v2/customer/mobile', { method: 'POST', body: { id, phoneNumber: '699 111 222' } });
    expect(refusal(changeLocked)?.code).toBe('TooManyAttempts');
    // After the lock a new code is needed, and then the right code verifies.
    passTime(lockSeconds);
    expect(refusal(await verify(id, REFERENCE_VERIFICATION_CODE))?.code).toBe('TooManyAttempts');
    expect((await resend(id)).status).toBe(200);
    expect((await verify(id, REFERENCE_VERIFICATION_CODE)).body.progressState).toBe(10);
  });

  it('a second lockout lasts twice as long', async () => {
    const id = await waitingForCode('verify+twice@example.com');
    const wrongUntilLocked = async (): Promise<number> => {
      for (;;) {
        const answer = refusal(await verify(id, WRONG));
        if (answer?.code === 'TooManyAttempts' && answer.params?.reason === 'locked') return Number(answer.params.retryAfterSeconds);
        if (answer?.code === 'TooManyAttempts') {
          passTime(resendCooldownSeconds);
          expect((await resend(id)).status).toBe(200);
        }
      }
    };
    expect(await wrongUntilLocked()).toBe(lockSeconds);
    passTime(lockSeconds);
    expect((await resend(id)).status).toBe(200);
    expect(await wrongUntilLocked()).toBe(2 * lockSeconds);
  });

  it('resends: ResendTooSoon within the cooldown (with Retry-After), and at most 5 codes an hour', async () => {
    const id = await waitingForCode('verify+resend@example.com');
    // The decision that asked for verification sent the first code.
    expect(refusal(await resend(id))).toMatchObject({ code: 'ResendTooSoon', params: { retryAfterSeconds: resendCooldownSeconds } });
    passTime(resendCooldownSeconds - 10);
    const early = await resend(id);
    expect(early.status).toBe(422);
    expect(refusal(early)).toMatchObject({ field: 'code', code: 'ResendTooSoon', params: { retryAfterSeconds: 10 } });
    expect(early.headers.get('Retry-After')).toBe('10');
    passTime(10);
    for (let sent = 2; sent <= codesPerHour; sent += 1) {
      expect(v.parse(ResendCodeResponseSchema, (await resend(id)).body).sentCount).toBe(sent);
      passTime(resendCooldownSeconds);
    }
    // The first code went out codesPerHour * cooldown seconds ago; the hour since it must pass.
    const capped = await resend(id);
    const waited = codesPerHour * resendCooldownSeconds;
    expect(refusal(capped)).toMatchObject({ code: 'ResendTooSoon', params: { retryAfterSeconds: 3600 - waited } });
    passTime(3600 - waited);
    expect((await resend(id)).status).toBe(200);
  });

  it('a change of number is held to the hourly cap but not the cooldown (a mistyped number is fixed at once)', async () => {
    const id = await waitingForCode('verify+change@example.com');
    const changed = await s.call('/v2/customer/mobile', { method: 'POST', body: { id, phoneNumber: '699 111 222' } });
    expect(changed.status).toBe(200);
    for (let sent = 3; sent <= codesPerHour; sent += 1) {
      expect((await s.call('/v2/customer/mobile', { method: 'POST', body: { id, phoneNumber: '699 111 222' } })).status).toBe(200);
    }
    const capped = await s.call('/v2/customer/mobile', { method: 'POST', body: { id, phoneNumber: '699 111 333' } });
    expect(refusal(capped)?.code).toBe('ResendTooSoon');
    const resumed = await s.call(`/v3/lead/url/${id}/sms`);
    expect(resumed.body.lead.contactDetails.phoneNumber).toBe('+34699111222');
  });
});
