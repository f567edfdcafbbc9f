import { Hono, type Context } from 'hono';
import { ChangeMobileRequestSchema, ResendCodeRequestSchema, VerifyMobileRequestSchema } from '../../domain/api/MobileVerificationContract';
import type { ResendCodeResponse } from '../../domain/api/MobileVerificationContract';
import { checkPhone } from '../../domain/phone/checkPhone';
import { toE164 } from '../../domain/phone/toE164';
import type { FieldError } from '../../domain/api/FieldErrorResponse';
import { EarlyResponse, fieldErrors } from '../http/apiResponses';
import { leadRoute, lockedLead } from '../http/leadGuard';
import { sendingCodesAfter } from '../codes/oneTimeCodes';
import { parseJsonBody } from '../http/readJsonBody';
import { toLeadResponse } from '../leads/LeadRecord';
import { LeadRepository } from '../leads/LeadRepository';
import { checkVerificationCode, issueVerificationCode, maskPhone } from '../leads/verificationCodes';
import type { ServerContext } from '../ServerContext';
import { advance, saveAdvanced } from './offerStageLead';


/**
 * A refusal that names when to come back (domain/api/MobileVerificationContract.ts): 422 with `params.retryAfterSeconds`
 * and, when there is a wait, the same number in `Retry-After`.
 */
function refusedUntil(c: Context, code: 'TooManyAttempts' | 'ResendTooSoon', retryAfterSeconds: number, message: string, locked = false): Response {
  if (retryAfterSeconds > 0) c.header('Retry-After', String(retryAfterSeconds));
  const error: FieldError = { field: 'code', code, message, params: { retryAfterSeconds, ...(code === 'TooManyAttempts' ? { reason: locked ? 'locked' : 'spent' } : {}) } };
  return fieldErrors(c, [error]);
}

/** Mobile verification, resend and change of number (states 7 and 15), behind the lead guard (server/http/leadGuard.ts). */
export function mobileRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const run = async (c: Context, work: () => Promise<Response>): Promise<Response> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof EarlyResponse) return error.response;
      throw error;
    }
  };

  const verify = leadRoute(ctx, { action: 'verifyMobile', idIn: 'body' }, async (c, { lead: held, action }) => {
    const parsed = await parseJsonBody(c, VerifyMobileRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { code } = parsed.value;
    return run(c, () =>
      sendingCodesAfter(ctx, (outbox) => ctx.db.transaction(async (tx) => {
        const lead = await lockedLead(ctx, tx, c, held.id, action);
        const now = ctx.now();
        const result = await checkVerificationCode(tx, ctx, lead, code, now, outbox);
        if (result.kind === 'too-many') return refusedUntil(c, 'TooManyAttempts', result.retryAfterSeconds, 'Too many wrong codes', result.locked);
        if (result.kind === 'wrong') return fieldErrors(c, [{ field: 'code', code: 'WrongCode', message: 'The code does not match', params: { attemptsLeft: result.attemptsLeft } }]);
        return c.json(toLeadResponse(await saveAdvanced(ctx, tx, lead, advance(lead, action))));
      })),
    );
  });
  app.post('/v2/customer/mobile/verify', verify);
  app.post('/lead/mobile/verification', verify);

  app.post(
    '/v2/customer/mobile/resend-code',
    leadRoute(ctx, { action: 'resendMobileCode', idIn: 'body' }, async (c, { lead: held, action }) => {
      const parsed = await parseJsonBody(c, ResendCodeRequestSchema);
      if (!parsed.ok) return parsed.response;
      return run(c, () =>
        sendingCodesAfter(ctx, (outbox) => ctx.db.transaction(async (tx) => {
          const lead = await lockedLead(ctx, tx, c, held.id, action);
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
    }),
  );

  const change = leadRoute(ctx, { action: 'changeMobileNumber', idIn: 'body' }, async (c, { lead: held, action }) => {
    const parsed = await parseJsonBody(c, ChangeMobileRequestSchema);
    if (!parsed.ok) return parsed.response;
    const { phoneNumber } = parsed.value;
    const phoneError = checkPhone(phoneNumber, ctx.brand.country, { mobileOnly: true });
    if (phoneError) return fieldErrors(c, [{ field: 'phoneNumber', code: phoneError.kind, message: 'Not a valid mobile number' }]);
    const e164 = toE164(phoneNumber, ctx.brand.country) ?? phoneNumber;
    return run(c, () =>
      sendingCodesAfter(ctx, (outbox) => ctx.db.transaction(async (tx) => {
        const lead = await lockedLead(ctx, tx, c, held.id, action);
        const now = ctx.now();
        const moved = advance(lead, action);
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
  });
  app.post('/v2/customer/mobile', change);
  app.put('/v2/customer/mobile', change);
  return app;
}
