/**
 * The other state of a fresh session (an OtherState of domain/lead/OtherStateSchema.ts, which re-exports it): progress
 * 0, no redirect, no consents, no operation yet. A file of its own, importing nothing, so that start-up, which needs
 * this value on every visit, does not carry the other state's schema (first-step budget; the schema checks stored and API values
 * only, application/session/storedFunnelSchemas.ts).
 */
export const INITIAL_OTHER_STATE: {
  readonly progressState: 0;
  readonly routeChange: null;
  readonly customerConsents: [];
  readonly lastOperationTimestamp: null;
} = {
  progressState: 0,
  routeChange: null,
  customerConsents: [],
  lastOperationTimestamp: null,
};
