import { OFFER_STAGE_STEPS } from '../api/OfferStepRequest';
import { BANK_CONNECTIONS } from '../offer/bank/bankConnections';
import { OFFER_SCREEN_DEFINITIONS } from '../offer/offerScreenDefinitions';
import { PARTNERS } from '../offer/partners/partnerOffers';
import {
  ACCEPTED_STATE,
  APPLICATION_STATES,
  CHANGE_MOBILE_NUMBER_STATE,
  CHECKING_STATE,
  MOBILE_VERIFICATION_STATE,
  NO_STATE,
  REDIRECTED_STATE,
  REJECTED_STATE,
  THANK_YOU_STATE,
} from '../state/applicationStates';
import { PRE_OFFER_STATES } from '../state/offerStates';
import { routeForState } from '../state/routeForState';
import type { AppRoute } from '../state/routes';

/**
 * What the applicant may do to a lead (docs/states-and-routes.md). The offer-stage calls are named as the funnel names
 * them (`OFFER_STAGE_STEPS`: `vehicle`, `policy`, `idUpload`, `documentId`, `sale` (a partner choice), `account` (the
 * bank connection's code exchange), `skip-document-upload` …); the other actions are the lead's life around them.
 */
export const LEAD_ACTIONS = [
  'create',
  'saveAnswers',
  'submit',
  'verifyMobile',
  'resendMobileCode',
  'changeMobileNumber',
  ...OFFER_STAGE_STEPS,
  'bankAuthorize',
  'skip',
  'continueSelling',
  'saveConsents',
  'readStatus',
  'resume',
  'readRedirect',
  'readPartnerOffers',
  'readConsents',
] as const;
export type LeadAction = (typeof LEAD_ACTIONS)[number];

/** The actions that change nothing the applicant answered nor where the lead stands (a checking lead's poll aside). */
export const READ_ACTIONS: ReadonlySet<LeadAction> = new Set<LeadAction>(['readStatus', 'resume', 'readRedirect', 'readPartnerOffers', 'readConsents']);

/** Whether `action` only reads the lead. */
export const isReadAction = (action: LeadAction): boolean => READ_ACTIONS.has(action);

/**
 * Where a successful action leads:
 * - a state number;
 * - `same`: the lead stays where it is;
 * - `pending`: the outcome the decision left pending when it asked for this step (by default accepted, 10);
 * - `decision`: the credit decision made now (any state the decision may give: 6, 7, an offer state, 10–13);
 * - `page`: the pre-offer page the answers reach (a legacy-flow brand's next page; the same state otherwise).
 */
export type Target = number | 'same' | 'pending' | 'decision' | 'page';

/** One row entry: an action the state takes, where it leads, and (for a partner's offer) where declining it leads. */
export interface Transition {
  readonly action: LeadAction;
  readonly to: Target;
  /** A partner's offer declined: thank you (11), never the pending outcome. */
  readonly declined?: Target;
}

/** One row of the table: a state, the route it is shown on (its pending screen) and what it takes. */
export interface StateTransitions {
  readonly state: number;
  readonly pendingRoute: AppRoute | null;
  readonly transitions: readonly Transition[];
}

const t = (action: LeadAction, to: Target, declined?: Target): Transition => (declined === undefined ? { action, to } : { action, to, declined });

/**
 * Every lead with a state may be read, and its consents given or withdrawn (a consent changes no answer nor state).
 * A checking lead's status read (6) leads to its pending outcome once the configured polls are over.
 */
const readsOf = (state: number): readonly Transition[] => [
  t('readStatus', state === CHECKING_STATE ? 'pending' : 'same'),
  t('resume', 'same'),
  t('readRedirect', 'same'),
  t('readPartnerOffers', 'same'),
  t('readConsents', 'same'),
  t('saveConsents', 'same'),
];

/** The id upload (30): its documented skip asks for the documents later, so it ends at thank you, never at accepted. */
const ID_UPLOAD_STATE = 30;

/** The screens no definition declares yet: their steps, by state. */
const COMPONENT_SCREEN_STEPS: Readonly<Record<number, readonly Transition[]>> = {
  [MOBILE_VERIFICATION_STATE]: [t('verifyMobile', 'pending'), t('resendMobileCode', 'same'), t('changeMobileNumber', 'same')],
  [CHANGE_MOBILE_NUMBER_STATE]: [t('changeMobileNumber', MOBILE_VERIFICATION_STATE)],
  // Additional personal details (22) has no screen definition; its call is the offer step of that name.
  22: [t('personal-details', 'pending')],
  [ID_UPLOAD_STATE]: [t('idUpload', 'same'), t('documentId', 'pending'), t('skip-document-upload', THANK_YOU_STATE), t('skip', THANK_YOU_STATE)],
  // An accepted applicant may set the password of the customer account the lender opens: no answer changes.
  [ACCEPTED_STATE]: [t('customer-password', 'same')],
  // A rejected application may be offered to a partner at the applicant's request: no answer changes.
  [REJECTED_STATE]: [t('continueSelling', REDIRECTED_STATE)],
};

/**
 * The steps each state takes besides the reads, derived from the screens' own declarations where they exist: the data
 * screens (OFFER_SCREEN_DEFINITIONS, shipped and added: where each declares its answers lead, else the pre-offer one deciding and the others leading to the pending outcome), the
 * partner offers (PARTNERS: accept → pending, decline → 11; smava's at any partner state), the bank connections (BANK_CONNECTIONS), then the screens
 * that are components (mobile code, change of number, id upload).
 */
function stepsOf(state: number): readonly Transition[] {
  if (state === NO_STATE) return [t('create', 'page')];
  const steps: Transition[] = [];
  if (PRE_OFFER_STATES.has(state)) steps.push(t('saveAnswers', 'page'), t('submit', 'decision'));
  for (const screen of OFFER_SCREEN_DEFINITIONS) {
    if (screen.state === state) steps.push(t(screen.call, screen.next ?? (PRE_OFFER_STATES.has(state) ? 'decision' : 'pending')));
  }
  // A partner without a state of its own (smava, a comparison of offers) stands in for the offer a partner state waits
  // for: its choice is taken where a partner's is, never at another step.
  if (PARTNERS.some((partner) => partner.state === state)) {
    for (const partner of PARTNERS) {
      const chosenHere = partner.state === state || partner.state === null;
      if (chosenHere && !steps.some((step) => step.action === partner.step)) steps.push(t(partner.step, 'pending', THANK_YOU_STATE));
    }
  }
  if (BANK_CONNECTIONS.some((connection) => connection.state === state)) steps.push(t('bankAuthorize', 'same'), t('account', 'pending'));
  steps.push(...(COMPONENT_SCREEN_STEPS[state] ?? []));
  return steps;
}

/**
 * The transition table (docs/architecture.md house rule 13): for state 0 and every state of APPLICATION_STATES, what the applicant
 * may do and where it leads. Pre-offer states take answers; checking (6) and the decided states (10–13) take only reads
 * (and consents; an accepted applicant's account password, a rejected application's continue selling); an offer state takes its own step and its documented skip, if any.
 * The reference server's guard, the in-memory fake, the funnel's routing and docs/states-and-routes.md read it.
 */
export const TRANSITIONS: readonly StateTransitions[] = [NO_STATE, ...APPLICATION_STATES.map((row) => row.state)].map((state) => ({
  state,
  pendingRoute: routeForState(state),
  transitions: state === NO_STATE ? stepsOf(state) : [...stepsOf(state), ...readsOf(state)],
}));

const BY_STATE: ReadonlyMap<number, StateTransitions> = new Map(TRANSITIONS.map((row) => [row.state, row]));

/** The row of `state`; undefined for a number outside the table. */
export const transitionsOf = (state: number): StateTransitions | undefined => BY_STATE.get(state);

/** The actions `state` takes, in the table's order; none for a number outside the table. */
export const allowedActions = (state: number): readonly LeadAction[] => transitionsOf(state)?.transitions.map((entry) => entry.action) ?? [];

/** The table's entry for `action` at `state`, or undefined when the state does not take it. */
export const transitionFor = (state: number, action: LeadAction): Transition | undefined => transitionsOf(state)?.transitions.find((entry) => entry.action === action);

/** Whether `state` takes `action`: the one question the server's guard and the fake ask before anything else. */
export const isActionAllowed = (state: number, action: LeadAction): boolean => transitionFor(state, action) !== undefined;

/** The route of the step `state` waits for (its screen; a decided state's result); null for a number outside the table. */
export const pendingRoute = (state: number): AppRoute | null => transitionsOf(state)?.pendingRoute ?? null;

/** What a target resolves to, from what only the lead knows: its pending outcome, the decision made now, its next page. */
export interface TransitionFacts {
  /** The state of the outcome the lead's decision left pending; null when none is pending. */
  readonly pending?: number | null;
  /** The state of the decision made by this action (submit, the pre-offer employment details). */
  readonly decision?: number;
  /** The pre-offer page the answers reach; the current state when omitted. */
  readonly page?: number;
  /** A partner's offer declined rather than accepted. */
  readonly declined?: boolean;
}

/**
 * The state `action` at `state` leads to, or null when the table refuses it (or the fact it depends on is missing:
 * a `pending` step of a lead with nothing pending does not move it). A checking lead's status read (6) resolves to its
 * pending outcome; the caller keeps the state until the polls are over.
 */
export function nextState(state: number, action: LeadAction, facts: TransitionFacts = {}): number | null {
  const entry = transitionFor(state, action);
  if (!entry) return null;
  const target = facts.declined && entry.declined !== undefined ? entry.declined : entry.to;
  return resolveTarget(state, target, facts);
}

/** A target made a state number with the lead's facts; null when the fact it needs is absent. */
export function resolveTarget(state: number, target: Target, facts: TransitionFacts): number | null {
  if (typeof target === 'number') return target;
  switch (target) {
    case 'same':
      return state;
    case 'pending':
      return facts.pending ?? null;
    case 'decision':
      return facts.decision ?? null;
    case 'page':
      return facts.page ?? state;
  }
}

/**
 * Whether a lead moving from `from` to `to` by `action` is a row of the table (`to === from` is always one: a refused
 * or repeated call changes nothing). The property tests check every state change against it.
 */
export function isTableTransition(from: number, action: LeadAction, to: number, facts: TransitionFacts = {}): boolean {
  if (from === to) return true;
  const entry = transitionFor(from, action);
  if (!entry) return false;
  const targets = entry.declined === undefined ? [entry.to] : [entry.to, entry.declined];
  return targets.some((target) => resolveTarget(from, target, facts) === to);
}
