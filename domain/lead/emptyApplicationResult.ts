/**
 * The empty result (docs/sessions-and-storage.md "Clearing the state": "The clear-state action … empties the result"; a StoredApplicationResult of
 * domain/lead/StoredApplicationResult.ts, which re-exports it). A file of its own, importing nothing, so that start-up,
 * whose clear-state rule needs it on every visit, does not carry the result's schema (first-step budget).
 */
export const EMPTY_APPLICATION_RESULT = null;
