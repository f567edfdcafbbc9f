import { APPLICATION_STATES, stateRow } from './applicationStates';

/** Pre-offer states of spec §4: 1, 2, 3, 4, 5, 25, 8 (in the spec's order). */
export const PRE_OFFER_STATES: ReadonlySet<number> = new Set([1, 2, 3, 4, 5, 25, 8]);

/** States that carry employer data (spec §4: employment details 8 and 21). */
export const EMPLOYER_DATA_STATES: ReadonlySet<number> = new Set(
  APPLICATION_STATES.filter((row) => row.carriesEmployerData).map((row) => row.state),
);

/**
 * Whether `state` is after the offer (spec §4: "The rest are post-offer"): every state of the table that is not
 * pre-offer. State 0 and unknown numbers are not after-offer: no offer has been made.
 */
export function isAfterOffer(state: number): boolean {
  return stateRow(state)?.afterOffer ?? false;
}

/** Whether the screen of `state` carries employer data (spec §4: states 8 and 21). */
export function carriesEmployerData(state: number): boolean {
  return stateRow(state)?.carriesEmployerData ?? false;
}
