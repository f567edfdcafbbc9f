import type { StoredApplicationResult } from './StoredApplicationResult';

/**
 * The empty result (spec §4 "The clear-state action … empties the result"). A file of its own so that start-up, whose
 * clear-state rule needs it on every visit, does not carry the result's schema (issue 6).
 */
export const EMPTY_APPLICATION_RESULT: StoredApplicationResult = null;
