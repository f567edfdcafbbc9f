import * as v from 'valibot';
import type { GoogleClick } from '../lead/LeadSchema';
import type { StoredClickId } from './StoredClickIdSchema';
import { LegacyClickIdSchema, StoredClickIdSchema } from './StoredClickIdSchema';

/** The click parameters of a landing URL (spec §2: gclid, gclsrc, gbraid, wbraid). */
export interface ClickParams {
  readonly gclid?: string | undefined;
  readonly wbraid?: string | undefined;
  readonly gbraid?: string | undefined;
  readonly gclsrc?: string | undefined;
}

export interface ClickIdInputs {
  readonly params: ClickParams;
  /** Whatever the `gclid` storage key held, already decoded (unvalidated). */
  readonly stored: unknown;
  /** The current instant, in milliseconds since the Unix epoch. */
  readonly nowMs: number;
  /** Brand `clickIdExpiryMilliseconds`: a stored click id this old is dropped (spec §9: 90 days). */
  readonly expiryMs: number;
}

/** What to do with the `gclid` storage key. */
export type ClickIdStorageAction = { readonly action: 'save'; readonly entry: StoredClickId } | { readonly action: 'remove' } | { readonly action: 'none' };

export interface ClickIdResolution {
  /** The googleClick section to place into the lead on first load (spec §4), or null when there is no live click. */
  readonly googleClick: GoogleClick | null;
  readonly storage: ClickIdStorageAction;
  /** Set when the stored value matched no known layout (it is removed). */
  readonly problem?: { readonly kind: 'InvalidStoredClickId' };
}

/**
 * The click-id rule of spec §4:
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
  const fromUrl = entryFromUrl(params, nowMs);
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

const MAX_CLICK_ID = 512;
const present = (value: string | undefined): string | undefined =>
  value && value.length <= MAX_CLICK_ID ? value : undefined;

function entryFromUrl(params: ClickParams, nowMs: number): StoredClickId | null {
  const gclid = present(params.gclid);
  const wbraid = present(params.wbraid);
  const gbraid = present(params.gbraid);
  if (!gclid && !wbraid && !gbraid) return null;
  if (params.gclsrc && !params.gclsrc.toLowerCase().includes('aw')) return null;
  return { ...(gclid && { gclid }), ...(wbraid && { wbraid }), ...(gbraid && { gbraid }), savedAt: nowMs };
}

function toGoogleClick(entry: StoredClickId): GoogleClick {
  return {
    ...(entry.gclid !== undefined && { gclid: entry.gclid }),
    ...(entry.wbraid !== undefined && { wbraid: entry.wbraid }),
    ...(entry.gbraid !== undefined && { gbraid: entry.gbraid }),
    ...(isDateRange(entry.savedAt) && { gclidAt: new Date(entry.savedAt).toISOString() }),
  };
}

const isDateRange = (ms: number): boolean => Math.abs(ms) <= 8.64e15;
