import type { Database } from '../db/Database';
import { LeadRepository, type AnswersSave, type LeadWriteExtras, type SavedLeadState } from './LeadRepository';

/** A save of answers as PUT /v3/lead's one-statement path makes it (LeadRepository.saveAnswers, on the server's database). */
export type SaveAnswers = (save: AnswersSave, extras: LeadWriteExtras, now: Date) => Promise<SavedLeadState | null>;

export interface SaveBatchLimits {
  /** Batches sent and not yet answered at once: each holds one connection; 2 keeps both cores of a small host busy. */
  readonly inFlight: number;
  /** Most saves in one batch: a burst of 64 clients in one or two statements, each short enough to keep p99 low. */
  readonly size: number;
}

export const DEFAULT_SAVE_BATCH_LIMITS: SaveBatchLimits = { inFlight: 2, size: 64 };

interface WaitingSave {
  readonly save: AnswersSave;
  readonly extras: LeadWriteExtras;
  readonly now: Date;
  readonly resolve: (saved: SavedLeadState | null) => void;
  readonly reject: (error: unknown) => void;
}

/**
 * Group commit of plain saves on a PostgreSQL server (issue 14 item 3, "batched writes where the guarantees allow"):
 * a save goes out at once while fewer than `inFlight` batches are out; the saves that arrive meanwhile wait and go
 * together, as one statement (LeadRepository.saveAnswersBatch), when a batch comes back. Under load one round trip,
 * one transaction and one commit carry many saves; alone, a save is sent as before, with no added wait.
 * - Each caller is answered only after the statement holding its save has committed: an acknowledged save is durable.
 * - Each save gets what saveAnswers would answer it (stored state, or null: not stored), in arrival order per lead.
 * - A batch orders its saves by lead id (stable: one lead's saves keep their order), so two batches lock shared leads
 *   in the same order and cannot deadlock each other; if a batch fails anyway, nothing of it was stored, and each of
 *   its saves runs again alone, so an error reaches only the save that causes it.
 */
export function batchedSaveAnswers(db: Database, limits: SaveBatchLimits = DEFAULT_SAVE_BATCH_LIMITS): SaveAnswers {
  const waiting: WaitingSave[] = [];
  let out = 0;

  const alone = async (entry: WaitingSave): Promise<void> => {
    try {
      entry.resolve(await LeadRepository.saveAnswers(db, entry.save, entry.extras, entry.now));
    } catch (error) {
      entry.reject(error);
    }
  };

  const send = async (batch: WaitingSave[]): Promise<void> => {
    if (batch.length === 1) return alone(batch[0] as WaitingSave);
    // Array.prototype.sort is stable: saves of one lead stay in arrival order.
    batch.sort((a, b) => (a.save.id < b.save.id ? -1 : a.save.id > b.save.id ? 1 : 0));
    let answers: Array<SavedLeadState | null>;
    try {
      answers = await LeadRepository.saveAnswersBatch(db, batch);
    } catch {
      // Rolled back whole (a deadlock with another writer, a value one save carries): each save again on its own.
      await Promise.all(batch.map(alone));
      return;
    }
    batch.forEach((entry, i) => entry.resolve(answers[i] ?? null));
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

  return (save, extras, now) =>
    new Promise((resolve, reject) => {
      waiting.push({ save, extras, now, resolve, reject });
      pump();
    });
}
