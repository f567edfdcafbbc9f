import type { Queryable } from '../db/Database';
import type { ServerContext } from '../ServerContext';
import type { LeadRecord } from './LeadRecord';

/**
 * Issues (or re-issues) the lead's mobile verification code: attempts reset, send count up. The reference API has no
 * SMS gateway, so the code is the configured one (domain/api/TestIdentities.ts REFERENCE_VERIFICATION_CODE).
 */
export async function issueVerificationCode(q: Queryable, ctx: ServerContext, lead: LeadRecord, now: Date): Promise<{ sentCount: number; phoneNumber: string }> {
  const phoneNumber = lead.data.contactDetails?.phoneNumber ?? '';
  const rows = await q.query<{ sent_count: number }>(
    `INSERT INTO verification_codes (lead_id, phone_number, code, attempts, sent_count, verified_at, updated_at)
     VALUES ($1, $2, $3, 0, 1, NULL, $4)
     ON CONFLICT (lead_id) DO UPDATE SET phone_number = EXCLUDED.phone_number, code = EXCLUDED.code, attempts = 0,
       sent_count = verification_codes.sent_count + 1, updated_at = EXCLUDED.updated_at
     RETURNING sent_count`,
    [lead.id, phoneNumber, ctx.decision.verificationCode, now],
  );
  return { sentCount: Number(rows[0]?.sent_count ?? 1), phoneNumber };
}

/** Checks a code: counts a wrong one; refuses after the configured number of wrong codes until a resend. */
export async function checkVerificationCode(q: Queryable, ctx: ServerContext, lead: LeadRecord, code: string, now: Date): Promise<'verified' | 'wrong' | 'too-many'> {
  let rows = await q.query<{ code: string; attempts: number }>('SELECT code, attempts FROM verification_codes WHERE lead_id = $1 FOR UPDATE', [lead.id]);
  if (!rows[0]) {
    await issueVerificationCode(q, ctx, lead, now);
    rows = await q.query('SELECT code, attempts FROM verification_codes WHERE lead_id = $1 FOR UPDATE', [lead.id]);
  }
  const row = rows[0];
  if (!row || row.attempts >= ctx.decision.maxVerificationAttempts) return 'too-many';
  if (row.code !== code) {
    await q.query('UPDATE verification_codes SET attempts = attempts + 1, updated_at = $2 WHERE lead_id = $1', [lead.id, now]);
    return 'wrong';
  }
  await q.query('UPDATE verification_codes SET verified_at = $2, updated_at = $2 WHERE lead_id = $1', [lead.id, now]);
  return 'verified';
}

/** `+34612345678` → `+34*******678`: enough to recognise the number, not enough to read it. */
export const maskPhone = (phone: string): string => (phone.length <= 3 ? '***' : `${phone.slice(0, Math.min(3, phone.length - 3))}${'*'.repeat(Math.max(0, phone.length - 6))}${phone.slice(-3)}`);
