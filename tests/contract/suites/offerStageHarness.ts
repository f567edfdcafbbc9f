/** What the offer-stage ports' contracts need of a backend besides the port: leads waiting at a given step. */
export interface OfferStageHarness {
  /** The id of a new lead of the backend waiting at `progressState` (the reference API: the `state{n}+` test identity). */
  leadAt(progressState: number): Promise<string>;
}

/** A lead id no backend holds (a well-formed UUID, as most backends issue). */
export const UNKNOWN_LEAD_ID = '00000000-0000-4000-8000-00000000dead';

/** The id upload's state (docs/states-and-routes.md "Application states"): a lead there waits for neither a bank nor a partner. */
export const ID_UPLOAD_STATE = 30;
