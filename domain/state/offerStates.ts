import { APPLICATION_STATES, stateRow } from './applicationStates';

/** Pre-offer states of docs/states-and-routes.md "Application states": 1, 2, 3, 4, 5, 25, 8 (in the spec's order). */
export const PRE_OFFER_STATES: ReadonlySet<number> = new Set([1, 2, 3, 4, 5, 25, 8]);

/** States that carry employer data (docs/states-and-routes.md "Application states": employment details 8 and 21). */
export const EMPLOYER_DATA_STATES: ReadonlySet<number> = new Set(
  APPLICATION_STATES.filter((row) => row.carriesEmployerData).map((row) => row.state),
);

/**
 * Whether `state` is after the offer (docs/states-and-routes.md "Application states": "The rest are post-offer"): every state of the table that is not
 * pre-offer. State 0 and unknown numbers are not after-offer: no offer has been made.
 */
export function isAfterOffer(state: number): boolean {
  return stateRow(state)?.afterOffer ?? false;
}

/** Whether the screen of `state` carries employer data (docs/states-and-routes.md "Application states": states 8 and 21). */
export function carriesEmployerData(state: number): boolean {
  return stateRow(state)?.carriesEmployerData ?? false;
}
