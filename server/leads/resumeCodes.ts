import type { ResumeChannel } from '../../domain/api/ResumeCodeContract';
import type { CodeOutbox } from '../codes/oneTimeCodes';
import { codeHash, codeMatches, newOneTimeCode } from '../codes/oneTimeCodes';
import { maskEmailAddress, maskPhoneNumber } from '../codes/maskDestination';
import type { Queryable } from '../db/Database';
import type { ServerContext } from '../ServerContext';
import type { LeadRecord } from './LeadRecord';
import { checkCode, MOBILE_CODE_LIMITS, NO_CODES_SENT, sendCode, type CheckOutcome, type CodeCounters, type SendOutcome } from './mobileCodePolicy';

/** Where a resume code for `lead` goes: the mobile on file, else the e-mail; null when it has neither. */
export function resumeTargetOf(lead: LeadRecord): { channel: ResumeChannel; target: string; maskedTarget: string } | null {
  const phone = lead.data.contactDetails?.phoneNumber;
  if (typeof phone === 'string' && phone.trim() !== '') return { channel: 'sms', target: phone, maskedTarget: maskPhoneNumber(phone) };
  const email = lead.data.contactDetails?.email;
  if (typeof email === 'string' && email.includes('@')) return { channel: 'email', target: email, maskedTarget: maskEmailAddress(email) };
  return null;
}

type ResumeCodeRow = { code_hash: string; attempts: number; total_wrong: number; lockouts: number; locked_until: Date | string | null; recent_sends: unknown };

const countersOf = (row: ResumeCodeRow): CodeCounters => {
  const raw: unknown = typeof row.recent_sends === 'string' ? JSON.parse(row.recent_sends) : row.recent_sends;
  return {
    attempts: Number(row.attempts),
    totalWrong: Number(row.total_wrong),
    lockouts: Number(row.lockouts),
    lockedUntil: row.locked_until === null ? null : new Date(row.locked_until).getTime(),
    recentSends: Array.isArray(raw) ? raw.filter((at): at is number => typeof at === 'number') : [],
  };
};

async function readRow(q: Queryable, leadId: string): Promise<ResumeCodeRow | undefined> {
  const rows = await q.query<ResumeCodeRow>('SELECT code_hash, attempts, total_wrong, lockouts, locked_until, recent_sends FROM resume_codes WHERE lead_id = $1 FOR UPDATE', [leadId]);
  return rows[0];
}

async function writeRow(q: Queryable, leadId: string, hash: string, channel: ResumeChannel, c: CodeCounters, now: Date): Promise<void> {
  await q.query(
    `INSERT INTO resume_codes (lead_id, code_hash, channel, attempts, total_wrong, lockouts, locked_until, recent_sends, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9)
     ON CONFLICT (lead_id) DO UPDATE SET code_hash = EXCLUDED.code_hash, channel = EXCLUDED.channel, attempts = EXCLUDED.attempts,
       total_wrong = EXCLUDED.total_wrong, lockouts = EXCLUDED.lockouts, locked_until = EXCLUDED.locked_until,
       recent_sends = EXCLUDED.recent_sends, updated_at = EXCLUDED.updated_at`,
    [leadId, hash, channel, c.attempts, c.totalWrong, c.lockouts, c.lockedUntil === null ? null : new Date(c.lockedUntil), JSON.stringify(c.recentSends), now],
  );
}

export type ResumeSendOutcome = Exclude<SendOutcome, { kind: 'sent' }> | { readonly kind: 'sent'; readonly nextSendInSeconds: number };

/**
 * Makes a new resume code for `lead` if the limits of mobileCodePolicy.ts allow one now (30 s between codes, 5 an
 * hour, and wrong codes count per lead across codes, so asking for new codes never buys more guesses), stores its hash
 * and puts it in `outbox` for `target` (sent after the commit; never logged in clear: server/codes/).
 */
export async function issueResumeCode(
  q: Queryable,
  ctx: Pick<ServerContext, 'testMode' | 'decision'>,
  lead: LeadRecord,
  target: { readonly channel: ResumeChannel; readonly target: string },
  now: Date,
  outbox: CodeOutbox,
): Promise<ResumeSendOutcome> {
  const row = await readRow(q, lead.id);
  const outcome = sendCode(row ? countersOf(row) : NO_CODES_SENT, now.getTime(), MOBILE_CODE_LIMITS);
  if (outcome.kind !== 'sent') return outcome;
  const code = newOneTimeCode(ctx, lead);
  await writeRow(q, lead.id, codeHash(lead.id, code), target.channel, outcome.counters, now);
  outbox.add({ leadId: lead.id, channel: target.channel, destination: target.target, code, purpose: 'resume' });
  return { kind: 'sent', nextSendInSeconds: outcome.nextSendInSeconds };
}

/**
 * Checks a resume code against the lead's limits: a wrong one counts against the code and the lead; the right one is
 * spent (a code opens the lead once). A lead that was sent no code answers `too-many` with no wait: ask for one.
 */
export async function checkResumeCode(q: Queryable, leadId: string, code: string, now: Date): Promise<CheckOutcome> {
  const row = await readRow(q, leadId);
  if (!row) return { kind: 'too-many', locked: false, retryAfterSeconds: 0, counters: NO_CODES_SENT };
  const outcome = checkCode(countersOf(row), codeMatches(row.code_hash, leadId, code), now.getTime(), MOBILE_CODE_LIMITS);
  if (outcome.kind === 'verified') {
    // Spent: the next check needs a new code; the send history stays so the hourly cap still holds.
    await q.query("UPDATE resume_codes SET code_hash = '', attempts = $2, updated_at = $3 WHERE lead_id = $1", [leadId, MOBILE_CODE_LIMITS.wrongCodesPerCode, now]);
  } else {
    await q.query(
      'UPDATE resume_codes SET attempts = $2, total_wrong = $3, lockouts = $4, locked_until = $5, updated_at = $6 WHERE lead_id = $1',
      [leadId, outcome.counters.attempts, outcome.counters.totalWrong, outcome.counters.lockouts, outcome.counters.lockedUntil === null ? null : new Date(outcome.counters.lockedUntil), now],
    );
  }
  return outcome;
}
