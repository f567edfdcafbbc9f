import type { ApplicationResult } from '../../domain/lead/ApplicationResult';
import type { Lead } from '../../domain/lead/LeadSchema';
import { TRANSITIONS, isActionAllowed } from '../../domain/transitions/transitions';
import type { Queryable, Row } from '../db/Database';
import type { LeadRecord } from './LeadRecord';
import { asDate, consentsJson, consentsList, json, leadParams } from './leadRows';

/** Upserts of the session and the consents of the lead a CTE named `written` returns (one statement with the lead's write). */
const SESSION_AND_CONSENTS = `
  session_row AS (
    INSERT INTO sessions (id, product, lead_id, started_at, last_seen_at)
    SELECT $8::text, $2::text, written.id, $15::timestamptz, $10::timestamptz FROM written WHERE $8::text IS NOT NULL AND $8::text <> ''
    ON CONFLICT (id) DO UPDATE SET lead_id = EXCLUDED.lead_id, last_seen_at = EXCLUDED.last_seen_at
  ),
  consent_rows AS (
    INSERT INTO consents (lead_id, consent_id, accepted, version, updated_at)
    SELECT written.id, c.id, c.accepted, c.version, $10::timestamptz FROM written, jsonb_to_recordset($14::jsonb) AS c(id text, accepted boolean, version text)
    ON CONFLICT (lead_id, consent_id) DO UPDATE SET accepted = EXCLUDED.accepted, version = EXCLUDED.version, updated_at = EXCLUDED.updated_at
  )
  SELECT count(*)::int AS n FROM written`;


/**
 * A new lead with its session, consents and (when given) its Idempotency-Key, as one statement: no transaction to
 * open and close, one round trip. With a key, the lead is inserted only when the key is claimed (`$13`).
 */
/** Calls of migration 007's functions: planned once per connection, where a statement sent as text is planned per call. */
const CREATE_LEAD = 'SELECT created_count FROM lead_create($1::text, $2::text, $3::jsonb, $4::int, $5::int, $6::jsonb, $7::jsonb, $8::text, $9::int, $10::timestamptz, $11::timestamptz, $12::timestamptz, $13::text, $14::jsonb, $15::timestamptz, $16::text, $17::text, $18::int, $19::jsonb)';
const SAVE_ANSWERS = 'SELECT * FROM lead_save_answers($1::text, $2::text, $3::jsonb, $4::text, $5::timestamptz, $6::text, $7::jsonb, $8::timestamptz, $9::int[])';
/** Calls of migration 008's functions: many saves or creates in one statement (server/leads/batchedStatements.ts). */
const SAVE_ANSWERS_BATCH = 'SELECT * FROM lead_save_answers_batch($1::jsonb, $2::int[])';
const CREATE_LEAD_BATCH = 'SELECT * FROM lead_create_batch($1::jsonb)';
/**
 * The states that take no answers (the transition table, domain/transitions/transitions.ts) as an array literal, for
 * lead_save_answers: its one statement stores nothing for a lead in one of them.
 */
const NO_ANSWERS_ARRAY = `{${TRANSITIONS.filter((row) => !isActionAllowed(row.state, 'saveAnswers')).map((row) => row.state).join(',')}}`;

/** An update of a lead still at the version it was read at (`$13`), with its session and consents, as one statement. */
const SAVE_IF_UNCHANGED = `WITH written AS (
    UPDATE leads SET data = $3::jsonb, progress_state = $4::int, lead_status = $5::int, application = $6::jsonb, pending = $7::jsonb,
      session_id = $8::text, status_polls = $9::int, submitted_at = $11::timestamptz, expires_at = $12::timestamptz, updated_at = $10::timestamptz,
      version = version + 1
    WHERE id = $1::text AND product = $2::text AND version = $13::int RETURNING id
  ),${SESSION_AND_CONSENTS}`;

/** What a saved lead answers (LeadRecord.toLeadResponse), as SAVE_ANSWERS returns it. */
export interface SavedLeadState {
  readonly id: string;
  readonly progressState: number;
  readonly leadStatus: number;
  readonly sessionId: string | null;
  readonly expiresAt: Date | null;
  readonly application: ApplicationResult;
}

/** A save of answers (LeadRepository.saveAnswers): which lead, the patch, and the hash of the credential that came with it. */
export interface AnswersSave {
  readonly id: string;
  readonly product: string;
  readonly patch: Lead;
  readonly credentialHash: string;
}

/** A row of SAVE_ANSWERS or SAVE_ANSWERS_BATCH as the saved lead's state. */
const toSavedState = (row: Row): SavedLeadState => ({
  id: row.saved_id as string,
  progressState: row.saved_progress_state as number,
  leadStatus: row.saved_lead_status as number,
  sessionId: (row.saved_session_id as string | null) ?? null,
  expiresAt: asDate(row.saved_expires_at),
  application: row.saved_application as ApplicationResult,
});

/** What a write stores besides the lead: the session it was seen in (started at `sessionStartedAt`) and the consents. */
export interface LeadWriteExtras {
  readonly sessionStartedAt: Date;
  readonly consents: ReadonlyArray<{ id: string; accepted: boolean; version?: string | undefined }>;
}

/** A create (LeadRepository.create): the new lead, its session and consents, its key when it has one, its credential. */
export interface LeadCreate {
  readonly lead: LeadRecord;
  readonly extras: LeadWriteExtras;
  readonly idempotency: { key: string; requestHash: string; status: number; body: unknown } | null;
  readonly credentialHash: string;
  readonly now: Date;
}

/** The lead writes that are one statement each (migrations 007 and 008): create, save if unchanged, save answers, and their batches. */
export const LeadWrites = {
  /**
   * Stores a new lead, its session and consents, its credential (`credentialHash`, valid until the lead expires) and,
   * with `idempotency`, claims its key, all in one statement. False when another request already holds the key: then
   * nothing is stored (no lead, no credential).
   */
  async create(
    q: Queryable,
    lead: LeadRecord,
    extras: LeadWriteExtras,
    idempotency: { key: string; requestHash: string; status: number; body: unknown } | null,
    credentialHash: string,
    now: Date,
  ): Promise<boolean> {
    if (lead.expiresAt === null) throw new TypeError('A new lead needs an expiry: its credential expires with it');
    const rows = await q.query<{ created_count: number }>(CREATE_LEAD, [
      ...leadParams(lead, now),
      idempotency?.key ?? null,
      consentsJson(extras.consents),
      extras.sessionStartedAt,
      credentialHash,
      idempotency?.requestHash ?? null,
      idempotency?.status ?? null,
      idempotency ? json(idempotency.body) : null,
    ]);
    return Number(rows[0]?.created_count ?? 0) === 1;
  },

  /**
   * Several creates (each as create) in one statement and so one transaction, in the order given (two creates with one
   * key: the first claims it). Answers, per create, what create would have. If the statement fails, nothing is stored.
   */
  async createBatch(q: Queryable, creates: readonly LeadCreate[]): Promise<boolean[]> {
    const elements = creates.map(({ lead, extras, idempotency, credentialHash, now }, i) => {
      if (lead.expiresAt === null) throw new TypeError('A new lead needs an expiry: its credential expires with it');
      return {
        i,
        id: lead.id,
        product: lead.product,
        data: lead.data,
        progress_state: lead.progressState,
        lead_status: lead.leadStatus,
        application: lead.application,
        pending: lead.pending,
        session_id: lead.sessionId,
        status_polls: lead.statusPolls,
        now,
        submitted_at: lead.submittedAt,
        expires_at: lead.expiresAt,
        key: idempotency?.key ?? null,
        consents: consentsList(extras.consents),
        session_started: extras.sessionStartedAt,
        token_hash: credentialHash,
        request_hash: idempotency?.requestHash ?? null,
        response_status: idempotency?.status ?? null,
        response_body: idempotency ? idempotency.body : null,
      };
    });
    const rows = await q.query(CREATE_LEAD_BATCH, [json(elements)]);
    const created = creates.map(() => false);
    for (const row of rows) created[row.created_index as number] = Number(row.created_count) === 1;
    return created;
  },

  /**
   * Saves `lead` with its session and consents, in one statement, only while the stored lead is still at `version`
   * (no write came between the read and this one). False when one did: nothing is stored, the caller reads again.
   */
  async saveIfUnchanged(q: Queryable, lead: LeadRecord, version: number, extras: LeadWriteExtras, now: Date): Promise<boolean> {
    const rows = await q.query<{ n: number }>(SAVE_IF_UNCHANGED, [...leadParams(lead, now), version, consentsJson(extras.consents), extras.sessionStartedAt]);
    return Number(rows[0]?.n ?? 0) === 1;
  },

  /**
   * Merges `patch` into the answers of lead `id` (as mergeLead), with its session and consents, in one statement, when
   * the credential hashed `credentialHash` opens that lead at `now` and the lead is neither expired nor decided. Null
   * when any of that fails: nothing is stored, and the caller answers through the full path (which says why). The
   * cross-field checks are the caller's: it calls this only for a patch that touches none of their answers.
   */
  async saveAnswers(q: Queryable, save: AnswersSave, extras: LeadWriteExtras, now: Date): Promise<SavedLeadState | null> {
    const rows = await q.query(SAVE_ANSWERS, [
      save.id,
      save.product,
      json(save.patch),
      typeof save.patch.sessionId === 'string' ? save.patch.sessionId : null,
      now,
      save.credentialHash,
      consentsJson(extras.consents),
      extras.sessionStartedAt,
      NO_ANSWERS_ARRAY,
    ]);
    return rows[0] ? toSavedState(rows[0]) : null;
  },

  /**
   * Several saves of answers (each as saveAnswers) in one statement and so one transaction: applied in the order
   * given (two saves of one lead, one after the other), each stored or not by the rules of saveAnswers. Answers, per
   * save, what saveAnswers would have. If the statement fails, nothing of the batch is stored.
   */
  async saveAnswersBatch(q: Queryable, saves: ReadonlyArray<{ save: AnswersSave; extras: LeadWriteExtras; now: Date }>): Promise<Array<SavedLeadState | null>> {
    const elements = saves.map(({ save, extras, now }, i) => ({
      i,
      id: save.id,
      product: save.product,
      patch: save.patch,
      session_id: typeof save.patch.sessionId === 'string' ? save.patch.sessionId : null,
      now,
      token_hash: save.credentialHash,
      consents: consentsList(extras.consents),
      session_started: extras.sessionStartedAt,
    }));
    const rows = await q.query(SAVE_ANSWERS_BATCH, [json(elements), NO_ANSWERS_ARRAY]);
    const answers: Array<SavedLeadState | null> = saves.map(() => null);
    for (const row of rows) answers[row.saved_index as number] = toSavedState(row);
    return answers;
  },
};
