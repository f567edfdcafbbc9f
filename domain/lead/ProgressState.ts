import * as v from 'valibot';
import * as ADDED_OFFER_SCREENS from '../kernel/addedOfferScreens';

/**
 * The numeric application state of docs/states-and-routes.md "Application states" ("Application state", 0 = none, 1–42 = a route, then one per
 * offer screen a build adds: domain/kernel/addedOfferScreens.ts) as it travels in API responses. The meaning of each
 * number lives in domain/state; the API only guarantees the range.
 */
export const ProgressStateSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(42 + Object.keys(ADDED_OFFER_SCREENS).length));
export type ProgressState = v.InferOutput<typeof ProgressStateSchema>;
