import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/Database';
import { json } from './leadRows';

/** The offer-stage answers of a lead, one row per step submitted, in order. */
export const LeadSteps = {
  async insertStep(q: Queryable, leadId: string, step: string, data: unknown, now: Date): Promise<void> {
    await q.query('INSERT INTO lead_steps (id, lead_id, step, data, created_at) VALUES ($1, $2, $3, $4::jsonb, $5)', [randomUUID(), leadId, step, json(data), now]);
  },

  async listSteps(q: Queryable, leadId: string): Promise<Array<{ step: string; data: unknown }>> {
    const rows = await q.query('SELECT step, data FROM lead_steps WHERE lead_id = $1 ORDER BY created_at, id', [leadId]);
    return rows.map((r) => ({ step: r.step as string, data: r.data }));
  },
};
