import { ADDED_OFFER_STATES } from './addedOfferStates';
import type { AppRoute } from './routes';

/** One row of the application-state table of docs/states-and-routes.md "Application states". */
export interface ApplicationStateRow {
  /** The numeric state the server sends as progressState. */
  readonly state: number;
  /** The meaning column of docs/states-and-routes.md "Application states", as a key (no user-facing text in the domain). */
  readonly name: string;
  /** The route of docs/states-and-routes.md "Routes" the state is shown on. */
  readonly route: AppRoute;
  /** Pre-offer states are 1, 2, 3, 4, 5, 25 and 8; "the rest are post-offer" (docs/states-and-routes.md "Application states"). */
  readonly afterOffer: boolean;
  /** Employment details (8) and 21 carry employer data (docs/states-and-routes.md "Application states"). */
  readonly carriesEmployerData: boolean;
}

// The name is the route without its slash unless given (three states are named apart from their route).
const row = (state: number, route: AppRoute, afterOffer = true, carriesEmployerData = false, name = route.slice(1)): ApplicationStateRow => ({
  state,
  name,
  route,
  afterOffer,
  carriesEmployerData,
});

/**
 * The application-state table of docs/states-and-routes.md "Application states" (states 1–42, then those of the offer
 * screens a build adds, domain/kernel/addedOfferScreens.ts: after the offer, named by their route) with the route of docs/states-and-routes.md "Routes" each is shown on, held as data
 * (docs/architecture.md house rule 3). State 0 ("none") is not a row: see `routeForState`.
 * Decisions where the spec is silent: 14 (continue) maps to `/continue` (the caller appends the lead id);
 * 20 (policy consents) maps to `/consents`; 22 (additional personal details) has no route of its own in docs/states-and-routes.md "Routes" and is
 * shown on `/personal-details`; 34 (wniosek supplement) is `/wniosek-uzupelnienie` (Polish for "supplement").
 * `/smava` has no state in docs/states-and-routes.md "Application states" and so is never reached through a state.
 */
export const APPLICATION_STATES: readonly ApplicationStateRow[] = [
  row(1, '/loan-information', false),
  row(2, '/personal-details', false),
  row(3, '/contact-details', false),
  row(4, '/income-details', false),
  row(5, '/other-information', false),
  row(6, '/checking'),
  row(7, '/mobile-verification'),
  row(8, '/employment-details', false, true),
  row(9, '/instantor'),
  row(10, '/accepted'),
  row(11, '/thank-you'),
  row(12, '/redirected'),
  row(13, '/rejected'),
  row(14, '/continue'),
  row(15, '/change-mobile-number'),
  row(16, '/vehicle'),
  row(17, '/wenance-tink'),
  row(18, '/wenance-account'),
  row(19, '/moneyman-paylands'),
  row(20, '/consents', true, false, 'policy-consents'),
  row(21, '/additional-employment-details', true, true),
  row(22, '/personal-details', true, false, 'additional-personal-details'),
  row(23, '/marital-details'),
  row(24, '/aide'),
  row(25, '/reference-information', false),
  row(26, '/credit-details'),
  row(27, '/professional-details'),
  row(28, '/cnp'),
  row(29, '/advanzia-consents'),
  row(30, '/id-upload'),
  row(31, '/customer-debts'),
  row(32, '/reference-details'),
  row(33, '/wniosek'),
  row(34, '/wniosek-uzupelnienie', true, false, 'wniosek-supplement'),
  row(35, '/dynamic-consents'),
  row(36, '/santander-comperia'),
  row(37, '/tfbank-consents'),
  row(38, '/ipfd-offer-choice'),
  row(39, '/cofidis-offer'),
  row(40, '/provident-offer'),
  row(41, '/instabank-offer'),
  row(42, '/proficredit-offer'),
  ...ADDED_OFFER_STATES.map((added) => row(added.state, added.route)),
];

/** State 0 means "no state yet" (docs/states-and-routes.md "Application states"). */
export const NO_STATE = 0;

/** State 6, `/checking`: the lead is submitted and waits for the lender's decision (docs/states-and-routes.md "Application states"). */
export const CHECKING_STATE = 6;
/** State 7: the applicant confirms the mobile number with the code sent to it (docs/states-and-routes.md "Application states"). */
export const MOBILE_VERIFICATION_STATE = 7;
/** The decided states of docs/states-and-routes.md "Application states": accepted (10), thank you (11), redirected to a partner (12), rejected (13). */
export const ACCEPTED_STATE = 10;
export const THANK_YOU_STATE = 11;
export const REDIRECTED_STATE = 12;
export const REJECTED_STATE = 13;
/** The states after a decision: the application is closed, its answers can be read but no longer changed. */
export const DECIDED_STATES: ReadonlySet<number> = new Set([ACCEPTED_STATE, THANK_YOU_STATE, REDIRECTED_STATE, REJECTED_STATE]);
/** State 15: the applicant gives another mobile number, then verifies it (15 → 7). */
export const CHANGE_MOBILE_NUMBER_STATE = 15;

/**
 * Looks a state up in the table; undefined for 0 and for numbers outside it (negative, fractional, past the last, NaN).
 * The table is in state order without gaps (an added screen takes the next number: domain/offer/declareOfferScreen.ts).
 */
export function stateRow(state: number): ApplicationStateRow | undefined {
  return Number.isInteger(state) ? APPLICATION_STATES[state - 1] : undefined;
}

/** The highest state of the table (42 in the shipped build). */
export const LAST_STATE: number = APPLICATION_STATES.length;

/**
 * Whether the application has been submitted: any post-offer state (docs/states-and-routes.md "Application states": "the rest are post-offer"). From then on
 * its steps and review are read-only in the funnel (issue 15 item 1); the offer stages ask what they still need.
 */
export function isSubmittedState(state: number): boolean {
  return stateRow(state)?.afterOffer === true;
}
