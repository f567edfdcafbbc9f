import * as v from 'valibot';
import { ProgressStateSchema } from './ProgressState';

/** A pending redirect (docs/states-and-routes.md "Redirect on progress change": "Other state: routeChange"; docs/states-and-routes.md "Redirect on progress change"). */
export const RouteChangeSchema = v.object({
  /** Route path relative to the base path, e.g. "/" or "/continue/abc". */
  target: v.pipe(v.string(), v.maxLength(2048)),
  /** docs/states-and-routes.md "Redirect on progress change": "Redirect method values: PUSH, REPLACE". */
  method: v.picklist(['PUSH', 'REPLACE']),
});

/**
 * One customer consent as answered by `/customer/{id}/consents` (docs/product.md "Calls"; its layout is not shown, so only the two
 * fields the funnel reads are required and the rest pass through untouched).
 */
export const CustomerConsentSchema = v.looseObject({
  id: v.pipe(v.string(), v.maxLength(128)),
  accepted: v.boolean(),
});

/**
 * The "Other state" of docs/sessions-and-storage.md "Storage keys" as it crosses an edge (stored under the `state` storage key, docs/sessions-and-storage.md "Storage keys").
 * Decision: a missing field reads as its empty value, so an older stored state still parses.
 */
export const OtherStateSchema = v.object({
  /** Numeric application state of docs/states-and-routes.md "Application states" (0 = none). */
  progressState: v.optional(ProgressStateSchema, 0),
  routeChange: v.optional(v.nullable(RouteChangeSchema), null),
  customerConsents: v.optional(v.array(CustomerConsentSchema), []),
  /** Time of the last lead operation, in milliseconds since the Unix epoch; null before the first. */
  lastOperationTimestamp: v.optional(v.nullable(v.pipe(v.number(), v.finite())), null),
});

export type RouteChangeState = v.InferOutput<typeof RouteChangeSchema>;
export type CustomerConsent = v.InferOutput<typeof CustomerConsentSchema>;
export type OtherState = v.InferOutput<typeof OtherStateSchema>;

/** The other state of a fresh session (defined in domain/lead/initialOtherState.ts). */
export { INITIAL_OTHER_STATE } from './initialOtherState';
