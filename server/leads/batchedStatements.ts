import type { Database } from '../db/Database';
import { LeadRepository, type AnswersSave, type LeadCreate, type LeadWriteExtras, type SavedLeadState } from './LeadRepository';
import type { CredentialLookup, HeldByCredential } from './leadTable';

/** The lead guard's read (LeadRepository.findByCredential, on the server's database): what a credential opens. */
export type FindByCredential = (lookup: CredentialLookup) => Promise<HeldByCredential>;

/** A save of answers as PUT /v3/lead's one-statement path makes it (LeadRepository.saveAnswers, on the server's database). */
export type SaveAnswers = (save: AnswersSave, extras: LeadWriteExtras, now: Date) => Promise<SavedLeadState | null>;

/** A create as POST /v2/lead makes it (LeadRepository.create, on the server's database): false when its key is taken. */
export type CreateLead = (create: LeadCreate) => Promise<boolean>;

export interface WriteBatchLimits {
  /** Batches sent and not yet answered at once: each holds one connection; 2 keeps both cores of a small host busy. */
  readonly inFlight: number;
  /** Most writes in one batch: a burst of 64 clients in one or two statements, each short enough to keep p99 low. */
  readonly size: number;
}

export const DEFAULT_WRITE_BATCH_LIMITS: WriteBatchLimits = { inFlight: 2, size: 64 };

interface Waiting<T, R> {
  readonly write: T;
  readonly resolve: (answer: R) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit (issue 14 item 3, "batched writes where the guarantees allow"): a write goes out at once while fewer
 * than `limits.inFlight` batches are out; the writes that arrive meanwhile wait and go together, as one statement
 * (`many`), when a batch comes back. Under load one round trip, one transaction and one commit carry many writes;
 * alone, a write goes out as before (`one`), with no added wait.
 * - Each caller is answered only after the statement holding its write has committed: an acknowledged write is durable.
 * - `many` answers each write what `one` would have, applying them in the order given.
 * - A batch is ordered by `lockOrder` (stable: one lead's writes keep their arrival order), so two batches take the
 *   row locks they share in the same order and do not deadlock each other; if a batch fails anyway, nothing of it was
 *   stored, and each of its writes runs again alone, so an error reaches only the write that causes it.
 */
function groupCommit<T, R>(
  one: (write: T) => Promise<R>,
  many: (writes: T[]) => Promise<R[]>,
  lockOrder: (write: T) => string,
  limits: WriteBatchLimits,
): (write: T) => Promise<R> {
  const waiting: Array<Waiting<T, R>> = [];
  let out = 0;

  const alone = async (entry: Waiting<T, R>): Promise<void> => {
    try {
      entry.resolve(await one(entry.write));
    } catch (error) {
      entry.reject(error);
    }
  };

  const send = async (batch: Array<Waiting<T, R>>): Promise<void> => {
    if (batch.length === 1) return alone(batch[0] as Waiting<T, R>);
    // Array.prototype.sort is stable: writes with one key stay in arrival order.
    const keyed = batch.map((entry) => ({ entry, key: lockOrder(entry.write) })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    let answers: R[];
    try {
      answers = await many(keyed.map(({ entry }) => entry.write));
    } catch {
      // Rolled back whole (a deadlock with another writer, a value one write carries): each write again on its own.
      await Promise.all(keyed.map(({ entry }) => alone(entry)));
      return;
    }
    keyed.forEach(({ entry }, i) => entry.resolve(answers[i] as R));
  };

  const pump = (): void => {
    while (out < limits.inFlight && waiting.length > 0) {
      out++;
      void send(waiting.splice(0, limits.size)).finally(() => {
        out--;
        pump();
      });
    }
  };

  return (write) =>
    new Promise((resolve, reject) => {
      waiting.push({ write, resolve, reject });
      pump();
    });
}

/**
 * Plain saves on `db` with group commit (LeadRepository.saveAnswersBatch), each answered what saveAnswers answers;
 * ordered by lead id, so one lead's saves apply in arrival order.
 */
export function batchedSaveAnswers(db: Database, limits: WriteBatchLimits = DEFAULT_WRITE_BATCH_LIMITS): SaveAnswers {
  const save = groupCommit<{ save: AnswersSave; extras: LeadWriteExtras; now: Date }, SavedLeadState | null>(
    ({ save, extras, now }) => LeadRepository.saveAnswers(db, save, extras, now),
    (saves) => LeadRepository.saveAnswersBatch(db, saves),
    ({ save }) => save.id,
    limits,
  );
  return (answers, extras, now) => save({ save: answers, extras, now });
}

/**
 * Creates on `db` with group commit (LeadRepository.createBatch), each answered what create answers; ordered by
 * Idempotency-Key, so two creates with one key keep their arrival order (the first claims it).
 */
export function batchedCreates(db: Database, limits: WriteBatchLimits = DEFAULT_WRITE_BATCH_LIMITS): CreateLead {
  return groupCommit<LeadCreate, boolean>(
    (create) => LeadRepository.create(db, create.lead, create.extras, create.idempotency, create.credentialHash, create.now),
    (creates) => LeadRepository.createBatch(db, creates),
    (create) => create.idempotency?.key ?? '',
    limits,
  );
}

/**
 * The lead guard's reads on `db` batched the same way (LeadRepository.findByCredentials): under load every lead route
 * first reads the lead its credential opens, and one statement answers the look-ups that arrived together instead of
 * one round trip each. A read takes no lock, so the order within a batch does not matter.
 */
export function batchedCredentialLookups(db: Database, limits: WriteBatchLimits = DEFAULT_WRITE_BATCH_LIMITS): FindByCredential {
  return groupCommit<CredentialLookup, HeldByCredential>(
    (lookup) => LeadRepository.findByCredential(db, lookup.tokenHash, lookup.product, lookup.now),
    (lookups) => LeadRepository.findByCredentials(db, lookups),
    (lookup) => lookup.tokenHash,
    limits,
  );
}
