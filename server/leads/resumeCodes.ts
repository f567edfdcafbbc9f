import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { parsePhoneNumberFromString } from 'libphonenumber-js';
import type { ResumeChannel } from '../../domain/api/ResumeCodeContract';
import { REFERENCE_VERIFICATION_CODE, TEST_IDENTITIES, TEST_STATE_PREFIX } from '../../domain/api/TestIdentities';
import type { Queryable } from '../db/Database';
import type { LeadRecord } from './LeadRecord';
import { checkCode, MOBILE_CODE_LIMITS, NO_CODES_SENT, sendCode, type CheckOutcome, type CodeCounters, type SendOutcome } from './mobileCodePolicy';

const BULLET = '•';

/** `+34612345678` → `+34 6•• ••• •78`: the first and last two digits, enough to recognise the number, not to read it. */
export function maskPhoneForResume(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  const national = parsed ? String(parsed.nationalNumber) : phone.replace(/\D/g, '');
  const shown = [...national].map((digit, i) => (i === 0 || i >= national.length - 2 ? digit : BULLET)).join('');
  const grouped = shown.match(/.{1,3}/g)?.join(' ') ?? shown;
  return parsed ? `+${parsed.countryCallingCode} ${grouped}` : grouped;
}

/** `ana@example.com` → `a•••@example.com`: the first letter and the domain. */
export function maskEmailForResume(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return `${BULLET.repeat(3)}`;
  return `${email[0]}${BULLET.repeat(3)}${email.slice(at)}`;
}

/** Where a resume code for `lead` goes: the mobile on file, else the e-mail; null when it has neither. */
export function resumeTargetOf(lead: LeadRecord): { channel: ResumeChannel; target: string; maskedTarget: string } | null {
  const phone = lead.data.contactDetails?.phoneNumber;
  if (typeof phone === 'string' && phone.trim() !== '') return { channel: 'sms', target: phone, maskedTarget: maskPhoneForResume(phone) };
  const email = lead.data.contactDetails?.email;
  if (typeof email === 'string' && email.includes('@')) return { channel: 'email', target: email, maskedTarget: maskEmailForResume(email) };
  return null;
}

/** Whether the lead's e-mail names a test identity (domain/api/TestIdentities.ts): its resume code is the fixed one. */
export function isTestIdentity(lead: LeadRecord): boolean {
  const email = lead.data.contactDetails?.email;
  if (typeof email !== 'string' || !email.includes('+')) return false;
  const prefix = email.slice(0, email.indexOf('+')).toLowerCase();
  return TEST_IDENTITIES.some((identity) => identity.prefix === prefix) || new RegExp(`^${TEST_STATE_PREFIX}\\d{1,2}$`).test(prefix);
}

/** A new code: the fixed REFERENCE_VERIFICATION_CODE for a test identity, else 6 random digits. */
export const newResumeCode = (lead: LeadRecord): string => (isTestIdentity(lead) ? REFERENCE_VERIFICATION_CODE : String(randomInt(0, 1_000_000)).padStart(6, '0'));

/** The stored form of a code: SHA-256 over the lead id and the code, so equal codes of two leads differ. */
const codeHash = (leadId: string, code: string): string => createHash('sha256').update(`${leadId}:${code}`, 'utf8').digest('hex');

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

export type ResumeSendOutcome = Exclude<SendOutcome, { kind: 'sent' }> | { readonly kind: 'sent'; readonly code: string; readonly nextSendInSeconds: number };

/**
 * Sends (here: makes) a new resume code for `lead` if the limits of mobileCodePolicy.ts allow one now: 30 s between
 * codes, 5 an hour, and wrong codes count per lead across codes, so asking for new codes never buys more guesses.
 */
export async function issueResumeCode(q: Queryable, lead: LeadRecord, channel: ResumeChannel, now: Date): Promise<ResumeSendOutcome> {
  const row = await readRow(q, lead.id);
  const outcome = sendCode(row ? countersOf(row) : NO_CODES_SENT, now.getTime(), MOBILE_CODE_LIMITS);
  if (outcome.kind !== 'sent') return outcome;
  const code = newResumeCode(lead);
  await writeRow(q, lead.id, codeHash(lead.id, code), channel, outcome.counters, now);
  return { kind: 'sent', code, nextSendInSeconds: outcome.nextSendInSeconds };
}

/**
 * Checks a resume code against the lead's limits: a wrong one counts against the code and the lead; the right one is
 * spent (a code opens the lead once). A lead that was sent no code answers `too-many` with no wait: ask for one.
 */
export async function checkResumeCode(q: Queryable, leadId: string, code: string, now: Date): Promise<CheckOutcome> {
  const row = await readRow(q, leadId);
  if (!row) return { kind: 'too-many', locked: false, retryAfterSeconds: 0, counters: NO_CODES_SENT };
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(codeHash(leadId, code), 'hex');
  const outcome = checkCode(countersOf(row), expected.length === given.length && timingSafeEqual(expected, given), now.getTime(), MOBILE_CODE_LIMITS);
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
