import * as v from 'valibot';
import { LeadSchema, type Lead } from '../../domain/lead/LeadSchema';
import { NON_STORABLE_LEAD_PATHS, withoutNonStorable } from '../../domain/storage/withoutNonStorable';

/** One step's answers not yet confirmed by the lead API (issue 14 item 1). */
export interface PendingSave {
  /** Identity of this logical save: kept across retries, merges and reloads. */
  readonly key: string;
  /** Path key of the page the answers belong to (docs/product.md "Screens and routes"), e.g. "loan-purpose". */
  readonly path: string;
  readonly answers: Lead;
}

const PendingSaveSchema = v.object({
  key: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  path: v.pipe(v.string(), v.minLength(1), v.maxLength(255)),
  answers: LeadSchema,
});

/** The stored list under `asyncFormData` (inside FunnelStorage's versioned envelope). */
export const PendingSavesSchema = v.pipe(v.array(PendingSaveSchema), v.maxLength(500));

/**
 * The pending saves as stored: national ids, IBANs and ID-card numbers left out (docs/sessions-and-storage.md "What is never stored");
 * those are re-sent from memory while the page lives, and lost with it.
 */
export function toStoredPendingSaves(saves: readonly PendingSave[]): PendingSave[] {
  return saves.map((save) => ({ key: save.key, path: save.path, answers: withoutNonStorable(save.answers) }));
}

/** The pending saves read back from storage; an unreadable value is none (the stored lead still holds the answers). */
export function fromStoredPendingSaves(raw: unknown): PendingSave[] {
  const parsed = v.safeParse(PendingSavesSchema, raw);
  return parsed.success ? parsed.output : [];
}

/** The answers of `save` that storage cannot keep (national id, IBAN, ID-card number) are present. */
export const holdsNonStorable = (save: PendingSave): boolean =>
  NON_STORABLE_LEAD_PATHS.some((path) => {
    const [section = '', field = ''] = path.split('.');
    const value = (save.answers as Record<string, Record<string, unknown> | undefined>)[section]?.[field];
    return value !== undefined && value !== null && value !== '';
  });
