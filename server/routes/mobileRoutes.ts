import { Hono, type Context } from 'hono';
import { ChangeMobileRequestSchema, ResendCodeRequestSchema, VerifyMobileRequestSchema } from '../../domain/api/MobileVerificationContract';
import type { ResendCodeResponse } from '../../domain/api/MobileVerificationContract';
import { checkPhone } from '../../domain/phone/checkPhone';
import { toE164 } from '../../domain/phone/toE164';
import type { FieldError } from '../../domain/api/FieldErrorResponse';
import { EarlyResponse, fieldErrors, leadNotFound } from '../http/apiResponses';
import { refuseWithoutCredential } from '../http/leadCredential';
import { sendingCodesAfter } from '../codes/oneTimeCodes';
import { parseJsonBody } from '../http/readJsonBody';
import { toLeadResponse } from '../leads/LeadRecord';
import { LeadRepository } from '../leads/LeadRepository';
import { applyOutcome } from '../leads/leadOutcome';
import { checkVerificationCode, issueVerificationCode, maskPhone } from '../leads/verificationCodes';
import type { ServerContext } from '../ServerContext';
import { CHANGE_MOBILE_NUMBER_STATE, MOBILE_VERIFICATION_STATE } from '../../domain/state/applicationStates';


/**
 * A refusal that names when to come back (domain/api/MobileVerificationContract.ts): 422 with `params.retryAfterSeconds`
 * and, when there is a wait, the same number in `Retry-After`.
 */
function refusedUntil(c: Context, code: 'TooManyAttempts' | 'ResendTooSoon', retryAfterSeconds: number, message: string, locked = false): Response {
  if (retryAfterSeconds > 0) c.header('Retry-After', String(retryAfterSeconds));
  const error: FieldError = { field: 'code', code, message, params: { retryAfterSeconds, ...(code === 'TooManyAttempts' ? { reason: locked ? 'locked' : 'spent' } : {}) } };
  return fieldErrors(c, [error]);
}

/** Mobile verification, resend and change of number (spec §7 "Mobile"; states 7 and 15 of spec §4). */
export function mobileRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const product = ctx.brand.product;
  const run = async (c: Context, work: () => Promise<Response>): Promise<Response> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof EarlyResponse) return error.response;
      throw error;
    }
  };

  const verify = async (c: Context) => {
    const parsed = await parseJsonBody(c, VerifyMobileRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { id, code } = parsed.value;
    const refused = await refuseWithoutCredential(c, ctx, id); if (refused) return refused;
    return run(c, () =>
      sendingCodesAfter(ctx, (outbox) => ctx.db.transaction(async (tx) => {
        const lead = await LeadRepository.find(tx, id, product, ctx.now(), true);
        if (!lead) throw new EarlyResponse(leadNotFound(c));
        const now = ctx.now();
        const result = await checkVerificationCode(tx, ctx, lead, code, now, outbox);
        if (result.kind === 'too-many') return refusedUntil(c, 'TooManyAttempts', result.retryAfterSeconds, 'Too many wrong codes', result.locked);
        if (result.kind === 'wrong') return fieldErrors(c, [{ field: 'code', code: 'WrongCode', message: 'The code does not match', params: { attemptsLeft: result.attemptsLeft } }]);
        const next = lead.progressState === MOBILE_VERIFICATION_STATE && lead.pending ? applyOutcome(lead, lead.pending) : lead;
        if (next !== lead) await LeadRepository.save(tx, next, now);
        return c.json(toLeadResponse(next));
      })),
    );
  };
  app.post('/v2/customer/mobile/verify', verify);
  app.post('/lead/mobile/verification', verify);

  app.post('/v2/customer/mobile/resend-code', async (c) => {
    const parsed = await parseJsonBody(c, ResendCodeRequestSchema);
    if (!parsed.ok) return parsed.response;
    const refused = await refuseWithoutCredential(c, ctx, parsed.value.id); if (refused) return refused;
    return run(c, () =>
      sendingCodesAfter(ctx, (outbox) => ctx.db.transaction(async (tx) => {
        const lead = await LeadRepository.find(tx, parsed.value.id, product, ctx.now(), true);
        if (!lead) throw new EarlyResponse(leadNotFound(c));
        if (!lead.data.contactDetails?.phoneNumber) {
          return fieldErrors(c, [{ field: 'contactDetails.phoneNumber', code: 'Required', message: 'The lead has no phone number' }]);
        }
        const issued = await issueVerificationCode(tx, ctx, lead, ctx.now(), outbox);
        if (issued.kind === 'locked') return refusedUntil(c, 'TooManyAttempts', issued.retryAfterSeconds, 'Too many wrong codes', true);
        if (issued.kind === 'too-soon') return refusedUntil(c, 'ResendTooSoon', issued.retryAfterSeconds, 'A new code cannot be sent yet');
        const { sentCount, phoneNumber, nextSendInSeconds } = issued;
        const answer: ResendCodeResponse = { id: lead.id, sent: true, maskedPhoneNumber: maskPhone(phoneNumber), sentCount, progressState: lead.progressState, nextResendInSeconds: nextSendInSeconds };
        return c.json(answer);
      })),
    );
  });

  const change = async (c: Context) => {
    const parsed = await parseJsonBody(c, ChangeMobileRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { id, phoneNumber } = parsed.value;
    const refused = await refuseWithoutCredential(c, ctx, id); if (refused) return refused;
    const phoneError = checkPhone(phoneNumber, ctx.brand.country, { mobileOnly: true });
    if (phoneError) return fieldErrors(c, [{ field: 'phoneNumber', code: phoneError.kind, message: 'Not a valid mobile number' }]);
    const e164 = toE164(phoneNumber, ctx.brand.country) ?? phoneNumber;
    return run(c, () =>
      sendingCodesAfter(ctx, (outbox) => ctx.db.transaction(async (tx) => {
        const lead = await LeadRepository.find(tx, id, product, ctx.now(), true);
        if (!lead) throw new EarlyResponse(leadNotFound(c));
        const now = ctx.now();
        const moved = lead.progressState === CHANGE_MOBILE_NUMBER_STATE ? { ...lead, progressState: MOBILE_VERIFICATION_STATE } : lead;
        const next = { ...moved, data: { ...moved.data, contactDetails: { ...moved.data.contactDetails, phoneNumber: e164 } } };
        // The hourly cap holds here too (each change sends an SMS); the cooldown does not, a mistyped number is fixed at once.
        // The code goes to the new number (`next`), the one the applicant is to prove.
        const issued = await issueVerificationCode(tx, ctx, next, now, outbox, false);
        if (issued.kind === 'locked') return refusedUntil(c, 'TooManyAttempts', issued.retryAfterSeconds, 'Too many wrong codes', true);
        if (issued.kind === 'too-soon') return refusedUntil(c, 'ResendTooSoon', issued.retryAfterSeconds, 'A new code cannot be sent yet');
        await LeadRepository.save(tx, next, now);
        return c.json(toLeadResponse(next));
      })),
    );
  };
  app.post('/v2/customer/mobile', change);
  app.put('/v2/customer/mobile', change);
  return app;
}
