import type { Database, Queryable } from '../db/Database';

/** The retention rule's settings (server/docs/security-and-reliability.md "Retention"). */
export interface RetentionOptions {
  /**
   * Days after a lead's expiry (`expires_at`, DecisionConfig.leadLifetimeHours after its creation) before its personal
   * data is deleted. Default 7: time to handle a complaint or a fraud check raised as the application expired; 0
   * deletes at expiry.
   */
  readonly graceDays: number;
  /** Milliseconds between sweeps; default one hour. The first sweep runs at start. */
  readonly intervalMs: number;
  /** Leads anonymised per transaction, so a sweep never holds many row locks at once. */
  readonly batchSize: number;
}

export const DEFAULT_RETENTION: RetentionOptions = { graceDays: 7, intervalMs: 60 * 60 * 1000, batchSize: 500 };

/**
 * The answers an anonymised lead keeps: what was asked for, not who asked. With the lead's product, state, decision
 * (application: status, offer id, partner), created / submitted / expiry times and consents (ids and yes/no), they are
 * the non-personal record kept for statistics.
 */
export const RETAINED_ANSWERS: readonly string[] = ['amount', 'period'];

/**
 * Tables holding personal data of a lead, by `lead_id`, whose rows are deleted: offer-step answers (national ids,
 * references, vehicle, documents' hashes, bank account), the mobile on file of a code, code and credential rows,
 * passwords, sessions, and the create's Idempotency-Key (its replay would answer the lead).
 */
const PERSONAL_ROWS = ['lead_steps', 'verification_codes', 'resume_codes', 'lead_credentials', 'customer_passwords', 'sessions', 'idempotency_keys'] as const;

/** One batch: up to `limit` leads expired before `cutoff` and not yet anonymised, in one transaction; answers how many. */
async function anonymiseBatch(tx: Queryable, cutoff: Date, now: Date, limit: number): Promise<number> {
  // SKIP LOCKED: a lead being written (or swept by another server process on the same database) waits for the next sweep.
  const due = await tx.query<{ id: string }>(
    'SELECT id FROM leads WHERE anonymised_at IS NULL AND expires_at <= $1 ORDER BY expires_at LIMIT $2 FOR UPDATE SKIP LOCKED',
    [cutoff, limit],
  );
  if (due.length === 0) return 0;
  const ids = JSON.stringify(due.map((row) => row.id));
  await tx.query(
    `UPDATE leads SET
       data = (SELECT coalesce(jsonb_object_agg(k, leads.data -> k), '{}'::jsonb) FROM jsonb_array_elements_text($2::jsonb) AS k WHERE leads.data ? k),
       session_id = NULL, anonymised_at = $3, updated_at = $3, version = version + 1
     WHERE id IN (SELECT jsonb_array_elements_text($1::jsonb))`,
    [ids, JSON.stringify(RETAINED_ANSWERS), now],
  );
  for (const table of PERSONAL_ROWS) await tx.query(`DELETE FROM ${table} WHERE lead_id IN (SELECT jsonb_array_elements_text($1::jsonb))`, [ids]);
  return due.length;
}

/**
 * The retention rule (issue 22: expired leads kept their DNI and IBAN forever, only hidden): every lead whose
 * `expires_at` lies more than `graceDays` before `now` loses its personal data for good: its answers shrink to
 * RETAINED_ANSWERS, its session id goes, and its rows in PERSONAL_ROWS are deleted; `anonymised_at` records when.
 * Idempotent, and safe to run from several server processes at once. Answers how many leads it anonymised.
 */
export async function anonymiseExpiredLeads(db: Database, now: Date, options: Pick<RetentionOptions, 'graceDays' | 'batchSize'> = DEFAULT_RETENTION): Promise<number> {
  const cutoff = new Date(now.getTime() - options.graceDays * 24 * 60 * 60 * 1000);
  let total = 0;
  for (;;) {
    const done = await db.transaction((tx) => anonymiseBatch(tx, cutoff, now, options.batchSize));
    total += done;
    if (done < options.batchSize) return total;
  }
}

/**
 * Runs anonymiseExpiredLeads now (at start, in the background) and every `intervalMs`, one sweep at a time; a sweep
 * that fails is logged (class only) and the next one tries again. `stop` ends the timer and waits for a running sweep.
 */
export function startRetentionSweeps(
  db: Database,
  now: () => Date,
  log: (line: string) => void,
  options: RetentionOptions = DEFAULT_RETENTION,
): { stop: () => Promise<void> } {
  let running: Promise<void> | null = null;
  let stopped = false;
  const sweep = (): void => {
    if (running || stopped) return;
    running = anonymiseExpiredLeads(db, now(), options)
      .then((count) => {
        if (count > 0) log(`retention: personal data of ${count} expired lead(s) deleted`);
      })
      .catch((error: unknown) => log(`retention: sweep failed (${error instanceof Error ? error.constructor.name : 'unknown'}); retried at the next sweep`))
      .finally(() => {
        running = null;
      });
  };
  sweep();
  const timer = setInterval(sweep, options.intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
