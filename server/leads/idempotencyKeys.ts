import type { Queryable } from '../db/Database';
import { json } from './leadRows';

/** The Idempotency-Key table: a create's key, the hash of its request and the answer it got. */
export const IdempotencyKeys = {
  async findIdempotency(q: Queryable, product: string, key: string): Promise<{ requestHash: string; status: number; body: unknown; createdAt: Date } | null> {
    const rows = await q.query('SELECT request_hash, response_status, response_body, created_at FROM idempotency_keys WHERE product = $1 AND key = $2', [product, key]);
    const row = rows[0];
    return row ? { requestHash: row.request_hash as string, status: row.response_status as number, body: row.response_body, createdAt: new Date(row.created_at as Date | string) } : null;
  },

  /** Claims `key` for this request; false when another request holds it (the unique key is the real guarantee). */
  async claimIdempotency(q: Queryable, entry: { product: string; key: string; requestHash: string; leadId: string; status: number; body: unknown }, now: Date): Promise<boolean> {
    const rows = await q.query(
      `INSERT INTO idempotency_keys (product, key, request_hash, lead_id, response_status, response_body, created_at)
       VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7) ON CONFLICT (product, key) DO NOTHING RETURNING key`,
      [entry.product, entry.key, entry.requestHash, entry.leadId, entry.status, json(entry.body), now],
    );
    return rows.length === 1;
  },
};
