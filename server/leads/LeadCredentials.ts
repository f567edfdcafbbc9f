import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/Database';

/** Bytes of randomness in a credential: 256 bits, base64url-encoded in the cookie. */
export const CREDENTIAL_BYTES = 32;

/** SHA-256 of a credential, hex: what the database keeps, so a copy of the table opens no lead. */
export const credentialHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** A new random credential (base64url of CREDENTIAL_BYTES): the cookie value; only its credentialHash is stored. */
export const newCredentialToken = (): string => randomBytes(CREDENTIAL_BYTES).toString('base64url');

/**
 * SQL of the lead credentials (migration 003): the browser session that created a lead, or proved it with a
 * one-time code, holds a random token that opens that lead, and only that lead, until the lead expires.
 */
export const LeadCredentials = {
  /** A new random credential for `leadId`, valid until `expiresAt`; answers the token to hand to the browser. */
  async issue(q: Queryable, leadId: string, expiresAt: Date, now: Date): Promise<string> {
    const token = newCredentialToken();
    await q.query('INSERT INTO lead_credentials (token_hash, lead_id, created_at, expires_at) VALUES ($1, $2, $3, $4)', [credentialHash(token), leadId, now, expiresAt]);
    return token;
  },

  /** The lead a token opens at `now`, or null for an unknown or expired token. */
  async leadOf(q: Queryable, token: string, now: Date): Promise<string | null> {
    const rows = await q.query<{ lead_id: string }>('SELECT lead_id FROM lead_credentials WHERE token_hash = $1 AND expires_at > $2', [credentialHash(token), now]);
    return rows[0]?.lead_id ?? null;
  },
};
