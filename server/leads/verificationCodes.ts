import type { CodeOutbox } from '../codes/oneTimeCodes';
import { codeHash, codeMatches, newOneTimeCode } from '../codes/oneTimeCodes';
import type { Queryable } from '../db/Database';
import type { ServerContext } from '../ServerContext';
import type { LeadRecord } from './LeadRecord';
import { checkCode, MOBILE_CODE_LIMITS, NO_CODES_SENT, sendCode, type CheckOutcome, type CodeCounters, type MobileCodeLimits, type SendOutcome } from './mobileCodePolicy';

/** The limits in force: the policy's, with the brand decision's wrong codes per code (DecisionConfig.maxVerificationAttempts). */
const limitsOf = (ctx: ServerContext): MobileCodeLimits => ({ ...MOBILE_CODE_LIMITS, wrongCodesPerCode: ctx.decision.maxVerificationAttempts });

type CodeRow = {
  code: string;
  attempts: number;
  total_wrong: number;
  lockouts: number;
  locked_until: Date | string | null;
  recent_sends: unknown;
  sent_count: number;
};

const epoch = (at: Date | string | null): number | null => (at === null ? null : new Date(at).getTime());
const sends = (raw: unknown): number[] => {
  const list: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  return Array.isArray(list) ? list.filter((at): at is number => typeof at === 'number') : [];
};
const countersOf = (row: CodeRow): CodeCounters => ({
  attempts: Number(row.attempts),
  totalWrong: Number(row.total_wrong),
  lockouts: Number(row.lockouts),
  lockedUntil: epoch(row.locked_until),
  recentSends: sends(row.recent_sends),
});

/** The lead's code row, locked for the rest of the transaction (two attempts at once must both count). */
async function readRow(q: Queryable, leadId: string): Promise<CodeRow | undefined> {
  const rows = await q.query<CodeRow>(
    'SELECT code, attempts, total_wrong, lockouts, locked_until, recent_sends, sent_count FROM verification_codes WHERE lead_id = $1 FOR UPDATE',
    [leadId],
  );
  return rows[0];
}

async function writeCounters(q: Queryable, leadId: string, c: CodeCounters, now: Date): Promise<void> {
  await q.query(
    'UPDATE verification_codes SET attempts = $2, total_wrong = $3, lockouts = $4, locked_until = $5, recent_sends = $6::jsonb, updated_at = $7 WHERE lead_id = $1',
    [leadId, c.attempts, c.totalWrong, c.lockouts, c.lockedUntil === null ? null : new Date(c.lockedUntil), JSON.stringify(c.recentSends), now],
  );
}

export type IssueOutcome = Exclude<SendOutcome, { kind: 'sent' }> | { readonly kind: 'sent'; readonly sentCount: number; readonly phoneNumber: string; readonly nextSendInSeconds: number };

/**
 * Issues (or re-issues) the lead's mobile verification code if the limits of mobileCodePolicy.ts allow a send now:
 * the code's attempts restart, the lead's wrong-code total does not. `cooldown` false for a change of number (held
 * only to the hourly cap). The code (random, or a test identity's fixed one in test mode: server/codes/oneTimeCodes.ts)
 * is stored hashed and put in `outbox`, sent once the caller's transaction has committed.
 */
export async function issueVerificationCode(q: Queryable, ctx: ServerContext, lead: LeadRecord, now: Date, outbox: CodeOutbox, cooldown = true): Promise<IssueOutcome> {
  const phoneNumber = lead.data.contactDetails?.phoneNumber ?? '';
  const row = await readRow(q, lead.id);
  const outcome = sendCode(row ? countersOf(row) : NO_CODES_SENT, now.getTime(), limitsOf(ctx), cooldown);
  if (outcome.kind !== 'sent') return outcome;
  const c = outcome.counters;
  const code = newOneTimeCode(ctx, lead);
  const rows = await q.query<{ sent_count: number }>(
    `INSERT INTO verification_codes (lead_id, phone_number, code, attempts, sent_count, verified_at, updated_at, total_wrong, lockouts, locked_until, recent_sends)
     VALUES ($1, $2, $3, $4, 1, NULL, $5, $6, $7, $8, $9::jsonb)
     ON CONFLICT (lead_id) DO UPDATE SET phone_number = EXCLUDED.phone_number, code = EXCLUDED.code, attempts = EXCLUDED.attempts,
       sent_count = verification_codes.sent_count + 1, updated_at = EXCLUDED.updated_at, total_wrong = EXCLUDED.total_wrong,
       lockouts = EXCLUDED.lockouts, locked_until = EXCLUDED.locked_until, recent_sends = EXCLUDED.recent_sends
     RETURNING sent_count`,
    [lead.id, phoneNumber, codeHash(lead.id, code), c.attempts, now, c.totalWrong, c.lockouts, c.lockedUntil === null ? null : new Date(c.lockedUntil), JSON.stringify(c.recentSends)],
  );
  outbox.add({ leadId: lead.id, channel: 'sms', destination: phoneNumber, code, purpose: 'mobile-verification' });
  return { kind: 'sent', sentCount: Number(rows[0]?.sent_count ?? 1), phoneNumber, nextSendInSeconds: outcome.nextSendInSeconds };
}

/**
 * Checks a code against the lead's limits (mobileCodePolicy.ts): a wrong one counts against the code and the lead.
 * A lead in state 7 that was never sent a code gets its first one here (the decision that asked for it sent none).
 */
export async function checkVerificationCode(q: Queryable, ctx: ServerContext, lead: LeadRecord, code: string, now: Date, outbox: CodeOutbox): Promise<CheckOutcome> {
  let row = await readRow(q, lead.id);
  if (!row) {
    await issueVerificationCode(q, ctx, lead, now, outbox);
    row = await readRow(q, lead.id);
  }
  if (!row) return { kind: 'too-many', locked: false, retryAfterSeconds: 0, counters: NO_CODES_SENT };
  // A code stored in clear before codes were hashed (migration 009 voids them) matches nothing: ask for a new one.
  const outcome = checkCode(countersOf(row), codeMatches(row.code, lead.id, code), now.getTime(), limitsOf(ctx));
  if (outcome.kind === 'verified') await q.query('UPDATE verification_codes SET verified_at = $2, updated_at = $2 WHERE lead_id = $1', [lead.id, now]);
  else await writeCounters(q, lead.id, outcome.counters, now);
  return outcome;
}

/** `+34612345678` → `+34*******678`: enough to recognise the number, not enough to read it. */
export const maskPhone = (phone: string): string => (phone.length <= 3 ? '***' : `${phone.slice(0, Math.min(3, phone.length - 3))}${'*'.repeat(Math.max(0, phone.length - 6))}${phone.slice(-3)}`);
