import * as v from 'valibot';
import type { GoogleClick } from '../lead/LeadSchema';
import { googleClickFromUrl, toGoogleClick, type ClickParams } from './googleClickFromUrl';
import type { StoredClickId } from './StoredClickIdSchema';
import { LegacyClickIdSchema, StoredClickIdSchema } from './StoredClickIdSchema';

export type { ClickParams };

export interface ClickIdInputs {
  readonly params: ClickParams;
  /** Whatever the `gclid` storage key held, already decoded (unvalidated). */
  readonly stored: unknown;
  /** The current instant, in milliseconds since the Unix epoch. */
  readonly nowMs: number;
  /** Brand `clickIdExpiryMilliseconds`: a stored click id this old is dropped (90 days by default). */
  readonly expiryMs: number;
}

/** What to do with the `gclid` storage key. */
export type ClickIdStorageAction = { readonly action: 'save'; readonly entry: StoredClickId } | { readonly action: 'remove' } | { readonly action: 'none' };

export interface ClickIdResolution {
  /** The googleClick section the lead carries, or null when there is no live click. */
  readonly googleClick: GoogleClick | null;
  readonly storage: ClickIdStorageAction;
  /** Set when the stored value matched no known layout (it is removed). */
  readonly problem?: { readonly kind: 'InvalidStoredClickId' };
}

/**
 * The click-id rule (docs/click-ids-and-consent.md "Marketing ids follow consent"):
 * - The URL has gclid, wbraid or gbraid and gclsrc is absent or contains "aw" (case-insensitive; Google Ads sends
 *   e.g. "aw.ds"): the ids are saved with the current time and used.
 * - Otherwise the stored entry is used while younger than the click-id expiry (age strictly below it), and removed
 *   once its age reaches the expiry (90 days: removed at exactly 90 days).
 * - An old `{ value, expiryDate }` entry with no gclid is migrated to `{ gclid: value, savedAt }`, savedAt being
 *   expiryDate − expiry so it lapses when it always would have. Decision: an old entry without expiryDate cannot
 *   prove its age and is removed.
 * Stored data matching no layout is removed and reported. Never throws.
 */
export function resolveClickId({ params, stored, nowMs, expiryMs }: ClickIdInputs): ClickIdResolution {
  const fromUrl = googleClickFromUrl(params, nowMs);
  if (fromUrl) return { googleClick: toGoogleClick(fromUrl), storage: { action: 'save', entry: fromUrl } };
  if (stored == null) return { googleClick: null, storage: { action: 'none' } };

  const current = v.safeParse(StoredClickIdSchema, stored);
  if (current.success) {
    return nowMs - current.output.savedAt < expiryMs
      ? { googleClick: toGoogleClick(current.output), storage: { action: 'none' } }
      : { googleClick: null, storage: { action: 'remove' } };
  }

  const legacy = v.safeParse(LegacyClickIdSchema, stored);
  if (legacy.success) {
    const { value, expiryDate } = legacy.output;
    if (expiryDate === undefined) return { googleClick: null, storage: { action: 'remove' } };
    const migrated: StoredClickId = { gclid: value, savedAt: expiryDate - expiryMs };
    return nowMs - migrated.savedAt < expiryMs
      ? { googleClick: toGoogleClick(migrated), storage: { action: 'save', entry: migrated } }
      : { googleClick: null, storage: { action: 'remove' } };
  }
  return { googleClick: null, storage: { action: 'remove' }, problem: { kind: 'InvalidStoredClickId' } };
}
