import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Lead } from '../../domain/lead/LeadSchema';
import { isTestIdentityEmail } from '../decision/decide';
import type { ServerContext } from '../ServerContext';
import type { CodeMessage } from './CodeSender';
import { maskDestination } from './maskDestination';

/** Digits of a production code: 10^6 values, so 10 wrong codes per lead (mobileCodePolicy.ts) leave odds of 1 in 100,000. */
export const CODE_DIGITS = 6;

/** A random code of CODE_DIGITS digits from the operating system's CSPRNG. */
export const randomCode = (): string => String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');

/**
 * The code to send for `lead`: the fixed DecisionConfig.verificationCode (1234) only when the server runs in test mode
 * and the lead is a test identity (domain/api/TestIdentities.ts), so the e2e and API suites can type it; otherwise, and
 * always in production mode, a random 6-digit code.
 */
export function newOneTimeCode(ctx: Pick<ServerContext, 'testMode' | 'decision'>, lead: { readonly data: Lead }): string {
  return ctx.testMode && isTestIdentityEmail(lead.data.contactDetails?.email) ? ctx.decision.verificationCode : randomCode();
}

/** The stored form of a code: SHA-256 over the lead id and the code, so a copy of the table reveals no code. */
export const codeHash = (leadId: string, code: string): string => createHash('sha256').update(`${leadId}:${code}`, 'utf8').digest('hex');

/** Whether `code` is the one whose codeHash is `stored` (constant time); an empty or foreign stored value never matches. */
export function codeMatches(stored: string, leadId: string, code: string): boolean {
  const expected = Buffer.from(stored, 'hex');
  const given = Buffer.from(codeHash(leadId, code), 'hex');
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Codes made inside a transaction, sent once it has committed (a rolled-back code is never sent). */
export interface CodeOutbox {
  add(message: CodeMessage): void;
}

/**
 * Runs `work` (which opens and commits its transaction) with an outbox, then hands each code it added to the server's
 * CodeSender. A send that fails is logged (purpose, channel, masked destination) and does not change the answer: the
 * code is stored, and the applicant may ask for another.
 */
export async function sendingCodesAfter<T>(ctx: ServerContext, work: (outbox: CodeOutbox) => Promise<T>): Promise<T> {
  const messages: CodeMessage[] = [];
  const result = await work({ add: (message) => messages.push(message) });
  for (const message of messages) {
    try {
      await ctx.codeSender.send(message);
    } catch {
      ctx.log?.(`code for ${message.purpose} not sent by ${message.channel} to ${maskDestination(message.channel, message.destination)}: the sender failed`);
    }
  }
  return result;
}
