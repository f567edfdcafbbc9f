import { Hono, type Context } from 'hono';
import type { FieldError } from '../../domain/api/FieldErrorResponse';
import { VerifyResumeCodeRequestSchema, type ResumeCodeResponse, type VerifyResumeCodeResponse } from '../../domain/api/ResumeCodeContract';
import { EarlyResponse, fieldErrors, leadNotFound } from '../http/apiResponses';
import { grantLeadCredential } from '../http/leadCredential';
import { sendingCodesAfter } from '../codes/oneTimeCodes';
import { parseJsonBody } from '../http/readJsonBody';
import { LeadRepository } from '../leads/LeadRepository';
import { checkResumeCode, issueResumeCode, resumeTargetOf } from '../leads/resumeCodes';
import type { ServerContext } from '../ServerContext';

/** A refusal that says when to try again: 422 on `code` with `params.retryAfterSeconds` (and `Retry-After` when above 0). */
function refusedUntil(c: Context, code: 'TooManyAttempts' | 'ResendTooSoon', retryAfterSeconds: number, message: string): Response {
  if (retryAfterSeconds > 0) c.header('Retry-After', String(retryAfterSeconds));
  const error: FieldError = { field: 'code', code, message, params: { retryAfterSeconds } };
  return fieldErrors(c, [error]);
}

/**
 * Resume from another browser (issue 15 item 2): a one-time code to the mobile (else the e-mail) on file proves the
 * applicant, and the right code hands this browser the lead's credential cookie. The code goes out through the server's
 * CodeSender (server/codes/) once stored; it is never written to the log. Nothing sends one but this call: opening a
 * resume link asks for no code by itself (the applicant presses "Send me a code").
 */
export function resumeRoutes(ctx: ServerContext): Hono {
  const app = new Hono();
  const product = ctx.brand.product;
  const run = async (work: () => Promise<Response>): Promise<Response> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof EarlyResponse) return error.response;
      throw error;
    }
  };

  app.post('/v3/lead/:id/resume-code', (c) =>
    run(() =>
      sendingCodesAfter(ctx, (outbox) =>
        ctx.db.transaction(async (tx) => {
          const now = ctx.now();
          const lead = await LeadRepository.find(tx, c.req.param('id'), product, now, true);
          if (!lead) throw new EarlyResponse(leadNotFound(c));
          const target = resumeTargetOf(lead);
          if (!target) return fieldErrors(c, [{ field: 'contactDetails', code: 'Required', message: 'The lead has no mobile or e-mail to send a code to' }]);
          const issued = await issueResumeCode(tx, ctx, lead, target, now, outbox);
          if (issued.kind === 'locked') return refusedUntil(c, 'TooManyAttempts', issued.retryAfterSeconds, 'Too many wrong codes');
          if (issued.kind === 'too-soon') return refusedUntil(c, 'ResendTooSoon', issued.retryAfterSeconds, 'A new code cannot be sent yet');
          const answer: ResumeCodeResponse = { id: lead.id, channel: target.channel, maskedTarget: target.maskedTarget, nextResendInSeconds: issued.nextSendInSeconds };
          return c.json(answer);
        }),
      ),
    ),
  );

  app.post('/v3/lead/:id/resume-code/verify', async (c) => {
    const parsed = await parseJsonBody(c, VerifyResumeCodeRequestSchema);
    if (!parsed.ok) return parsed.response;
    return run(async () => {
      const outcome = await ctx.db.transaction(async (tx) => {
        const now = ctx.now();
        const lead = await LeadRepository.find(tx, c.req.param('id'), product, now, true);
        if (!lead) throw new EarlyResponse(leadNotFound(c));
        return { lead, result: await checkResumeCode(tx, lead.id, parsed.value.code, now) };
      });
      const { lead, result } = outcome;
      if (result.kind === 'too-many') return refusedUntil(c, 'TooManyAttempts', result.retryAfterSeconds, 'Too many wrong codes');
      if (result.kind === 'wrong') return fieldErrors(c, [{ field: 'code', code: 'WrongCode', message: 'The code does not match', params: { attemptsLeft: result.attemptsLeft } }]);
      if (lead.expiresAt) await grantLeadCredential(c, ctx, lead.id, lead.expiresAt);
      const answer: VerifyResumeCodeResponse = { id: lead.id, verified: true };
      return c.json(answer);
    });
  });
  return app;
}
