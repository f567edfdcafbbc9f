import type { Lead } from '../../domain/lead/LeadSchema';
import type { Queryable } from '../db/Database';

/** The sessions a lead was seen in and the consents it gave, written apart from the lead (the full path). */
export const SessionsAndConsents = {
  async touchSession(q: Queryable, session: { id: string; product: string; leadId: string; startedAt: Date }, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO sessions (id, product, lead_id, started_at, last_seen_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (id) DO UPDATE SET lead_id = EXCLUDED.lead_id, last_seen_at = EXCLUDED.last_seen_at`,
      [session.id, session.product, session.leadId, session.startedAt, now],
    );
  },

  async upsertConsents(q: Queryable, leadId: string, consents: ReadonlyArray<{ id: string; accepted: boolean; version?: string | undefined }>, now: Date): Promise<void> {
    for (const consent of consents) {
      await q.query(
        `INSERT INTO consents (lead_id, consent_id, accepted, version, updated_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (lead_id, consent_id) DO UPDATE SET accepted = EXCLUDED.accepted, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at`,
        [leadId, consent.id, consent.accepted, consent.version ?? null, now],
      );
    }
  },

  async listConsents(q: Queryable, leadId: string): Promise<Array<{ id: string; accepted: boolean; version?: string }>> {
    const rows = await q.query('SELECT consent_id, accepted, version FROM consents WHERE lead_id = $1 ORDER BY consent_id', [leadId]);
    return rows.map((r) => ({ id: r.consent_id as string, accepted: r.accepted as boolean, ...(r.version ? { version: r.version as string } : {}) }));
  },
};

/** Consents a lead body carries (docs/product.md "Entities": generalPolicies, policies, contactDetails.marketingConsents). */
export function consentsOf(lead: Lead): Array<{ id: string; accepted: boolean }> {
  const out: Array<{ id: string; accepted: boolean }> = [];
  if (typeof lead.generalPolicies === 'boolean') out.push({ id: 'general', accepted: lead.generalPolicies });
  for (const id of lead.policies ?? []) out.push({ id: `policy:${id}`, accepted: true });
  const marketing = lead.contactDetails?.marketingConsents;
  if (typeof marketing === 'boolean') out.push({ id: 'marketing', accepted: marketing });
  else if (Array.isArray(marketing)) for (const id of marketing) out.push({ id: `marketing:${id}`, accepted: true });
  return out;
}
