import type { Lead } from '../../domain/lead/LeadSchema';
import type { DynamicFormPage } from '../../domain/lead/DynamicFormPage';
import type { OtherState } from '../../domain/lead/OtherStateSchema';
import { INITIAL_OTHER_STATE } from '../../domain/lead/initialOtherState';
import type { StoredApplicationResult } from '../../domain/lead/StoredApplicationResult';

/**
 * Everything the funnel knows about the applicant's session at one moment (docs/product.md "Entities"). Use cases take it as input and answer the next one; the ui store
 * holds it. Persisted per the rules of docs/sessions-and-storage.md "Persistence" by `FunnelStorage`.
 */
export interface FunnelState {
  readonly sessionId: string;
  /** When the session started, in milliseconds since the Unix epoch. */
  readonly sessionStartedAtMs: number;
  /** The application data (the lead), sensitive fields included while in memory. */
  readonly lead: Lead;
  /** progressState, routeChange, customerConsents, lastOperationTimestamp. */
  readonly other: OtherState;
  readonly result: StoredApplicationResult;
  /** The dynamic form's pages, with the server field errors attached to them (docs/product.md "The form flow"). */
  readonly pages: readonly DynamicFormPage[];
}

/** A fresh state for `sessionId`: no answers, state 0, no result, no pages. */
export function emptyFunnelState(sessionId: string, sessionStartedAtMs: number): FunnelState {
  return { sessionId, sessionStartedAtMs, lead: {}, other: INITIAL_OTHER_STATE, result: null, pages: [] };
}
