import type { Queryable, Row } from '../db/Database';
import type { LeadRecord } from './LeadRecord';
import { json, toRecord } from './leadRows';

/** A credential look-up: the hash of the `lead_session` token, the product served and the time of the request. */
export interface CredentialLookup {
  readonly tokenHash: string;
  readonly product: string;
  readonly now: Date;
}

/** What a credential opens: a live lead, a lead that has expired (`gone`), or nothing known (`none`). */
export type HeldByCredential = { readonly kind: 'lead'; readonly lead: LeadRecord } | { readonly kind: 'gone' } | { readonly kind: 'none' };

// One look-up: no row when the credential is unknown, the lead's columns null when its lead has expired. Planned
// once per call on the embedded database, so the lone look-up keeps this simpler statement (about 0.25 ms less there).
const FIND_BY_CREDENTIAL = `SELECT l.*, c.expires_at > $2 AS credential_live FROM lead_credentials c
  LEFT JOIN leads l ON l.id = c.lead_id AND l.product = $3 AND (l.expires_at IS NULL OR l.expires_at > $2)
  WHERE c.token_hash = $1`;

// Each look-up's row: none when the credential is unknown, the lead's columns null when its lead has expired. Each
// key is looked up by its index (LIMIT 1 keeps the subquery from becoming a join the planner may answer with a scan of
// the whole table, as it does when its statistics predate a burst of creates).
const FIND_BY_CREDENTIALS = `SELECT k.i AS lookup_index, found.*
  FROM jsonb_to_recordset($1::jsonb) AS k(i int, token_hash text, product text, at timestamptz)
  CROSS JOIN LATERAL (
    SELECT l.*, c.expires_at > k.at AS credential_live FROM lead_credentials c
      LEFT JOIN leads l ON l.id = c.lead_id AND l.product = k.product AND (l.expires_at IS NULL OR l.expires_at > k.at)
    WHERE c.token_hash = k.token_hash LIMIT 1
  ) AS found`;

/** What a look-up's row says (FIND_BY_CREDENTIAL, FIND_BY_CREDENTIALS); no row: the credential is unknown. */
function heldBy(row: Row | undefined): HeldByCredential {
  if (!row) return { kind: 'none' };
  if (row.id === null || row.id === undefined) return { kind: 'gone' };
  return row.credential_live === true ? { kind: 'lead', lead: toRecord(row) } : { kind: 'none' };
}

/** The leads table read and written row by row: find (live leads only), save, insert, and the test endpoint's look-ups. */
export const LeadTable = {
  /** The lead (as `find`) and its version, for saveIfUnchanged. */
  async findVersioned(q: Queryable, id: string, product: string, now: Date): Promise<{ lead: LeadRecord; version: number } | null> {
    const rows = await q.query('SELECT * FROM leads WHERE id = $1 AND product = $2 AND (expires_at IS NULL OR expires_at > $3)', [id, product, now]);
    return rows[0] ? { lead: toRecord(rows[0]), version: Number(rows[0].version) } : null;
  },

  async insert(q: Queryable, lead: LeadRecord, now: Date): Promise<void> {
    await q.query(
      `INSERT INTO leads (id, product, data, progress_state, lead_status, application, pending, session_id, status_polls, created_at, updated_at, submitted_at, expires_at)
       VALUES ($1, $2, $3::jsonb, $4, $5, $6::jsonb, $7::jsonb, $8, $9, $10, $10, $11, $12)`,
      [lead.id, lead.product, json(lead.data), lead.progressState, lead.leadStatus, json(lead.application), lead.pending ? json(lead.pending) : null, lead.sessionId, lead.statusPolls, now, lead.submittedAt, lead.expiresAt],
    );
  },

  /** The lead, unless it expired at `now`: an expired lead is neither served nor changed, as if it did not exist (404). */
  async find(q: Queryable, id: string, product: string, now: Date, forUpdate = false): Promise<LeadRecord | null> {
    const rows = await q.query(`SELECT * FROM leads WHERE id = $1 AND product = $2 AND (expires_at IS NULL OR expires_at > $3)${forUpdate ? ' FOR UPDATE' : ''}`, [id, product, now]);
    return rows[0] ? toRecord(rows[0]) : null;
  },

  async save(q: Queryable, lead: LeadRecord, now: Date): Promise<void> {
    await q.query(
      `UPDATE leads SET data = $2::jsonb, progress_state = $3, lead_status = $4, application = $5::jsonb, pending = $6::jsonb,
         session_id = $7, status_polls = $8, submitted_at = $9, expires_at = $10, updated_at = $11, version = version + 1 WHERE id = $1`,
      [lead.id, json(lead.data), lead.progressState, lead.leadStatus, json(lead.application), lead.pending ? json(lead.pending) : null, lead.sessionId, lead.statusPolls, lead.submittedAt, lead.expiresAt, now],
    );
  },

  /** Leads whose answers hold this e-mail address (test endpoint only: proves "exactly one lead per applicant"). */
  async findByEmail(q: Queryable, product: string, email: string): Promise<LeadRecord[]> {
    const rows = await q.query("SELECT * FROM leads WHERE product = $1 AND data->'contactDetails'->>'email' = $2 ORDER BY created_at", [product, email]);
    return rows.map(toRecord);
  },

  async count(q: Queryable, product: string): Promise<number> {
    const rows = await q.query<{ n: number | string }>('SELECT count(*)::int AS n FROM leads WHERE product = $1', [product]);
    return Number(rows[0]?.n ?? 0);
  },

  /**
   * The live lead of this product a credential (its SHA-256) opens at `now`, in one read (server/http/leadGuard.ts):
   * `gone` when the credential is known but its lead has expired (the credential expires with it), `none` otherwise.
   */
  async findByCredential(q: Queryable, tokenHash: string, product: string, now: Date): Promise<HeldByCredential> {
    const rows = await q.query(FIND_BY_CREDENTIAL, [tokenHash, now, product]);
    return heldBy(rows[0]);
  },

  /** findByCredential of many look-ups in one statement (the guard's batches, batchedStatements.ts), answered in order. */
  async findByCredentials(q: Queryable, lookups: readonly CredentialLookup[]): Promise<HeldByCredential[]> {
    const keys = lookups.map((lookup, i) => ({ i, token_hash: lookup.tokenHash, product: lookup.product, at: lookup.now }));
    const rows = await q.query(FIND_BY_CREDENTIALS, [json(keys)]);
    const held: HeldByCredential[] = lookups.map(() => ({ kind: 'none' }));
    for (const row of rows) held[row.lookup_index as number] = heldBy(row);
    return held;
  },
};
