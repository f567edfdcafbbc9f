import * as v from 'valibot';

const clickId = v.pipe(v.string(), v.minLength(1), v.maxLength(512));
/** Milliseconds since the Unix epoch within the range a JavaScript Date can hold. */
const instantMs = v.pipe(v.number(), v.minValue(-8.64e15), v.maxValue(8.64e15));

/**
 * The click-id entry under the `gclid` storage key (docs/sessions-and-storage.md "Storage keys", docs/click-ids-and-consent.md "Google click ids"), current layout:
 * the ids of the ad click and when they were saved, in milliseconds since the Unix epoch.
 */
export const StoredClickIdSchema = v.pipe(
  v.object({
    gclid: v.optional(clickId),
    wbraid: v.optional(clickId),
    gbraid: v.optional(clickId),
    savedAt: instantMs,
  }),
  v.check((entry) => entry.gclid !== undefined || entry.wbraid !== undefined || entry.gbraid !== undefined, 'no click id'),
);
export type StoredClickId = v.InferOutput<typeof StoredClickIdSchema>;

/**
 * The old layout (docs/click-ids-and-consent.md "Google click ids": "An old stored entry with 'value' but no 'gclid' is migrated"): Google's classic
 * gclid snippet stored `{ value, expiryDate }` with expiryDate = save time + the 90-day period, in milliseconds.
 */
export const LegacyClickIdSchema = v.object({
  value: clickId,
  expiryDate: v.optional(instantMs),
});
export type LegacyClickId = v.InferOutput<typeof LegacyClickIdSchema>;
