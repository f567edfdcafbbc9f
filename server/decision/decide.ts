import type { ApplicationStatus } from '../../domain/lead/ApplicationResult';
import { HOSTILE_PARTNER_URLS, TEST_IDENTITIES, TEST_STATE_PREFIX } from '../../domain/api/TestIdentities';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import type { Lead } from '../../domain/lead/LeadSchema';
import { ACCEPTED_STATE, CHECKING_STATE, REDIRECTED_STATE, REJECTED_STATE, stateRow, THANK_YOU_STATE } from '../../domain/state/applicationStates';
import { PRE_OFFER_STATES } from '../../domain/state/offerStates';
import { applicantIdentity } from '../../domain/country/applicantIdentity';
import { requireCountryPack } from '../../domain/country/countryPacks';
import type { Country } from '../../domain/country/Country';
import { ageRange, checkAge } from '../../domain/validation/checkAge';
import type { ValidationError } from '../../domain/validation/ValidationError';
import { calendarDateOf } from '../validation/validateLeadAnswers';
import type { Decision, Outcome } from './Decision';
import type { DecisionConfig } from './DecisionConfig';

export interface DecisionContext {
  readonly leadId: string;
  readonly brand: BrandConfig;
  readonly config: DecisionConfig;
  /** The decision date, for the age rule. */
  readonly today: Date;
}


/** A deterministic offer id: same lead, same id. */
export function offerIdFor(leadId: string): string {
  let h = 0x811c9dc5;
  for (const ch of leadId) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  return `OF-${h.toString(16).padStart(8, '0').toUpperCase()}`;
}

const outcome = (progressState: number, status: ApplicationStatus): Outcome => ({ progressState, application: { status } });
const accepted = (ctx: DecisionContext): Outcome => ({ progressState: ACCEPTED_STATE, application: { status: 'accepted', offerId: offerIdFor(ctx.leadId) } });
const rejected = (): Outcome => outcome(REJECTED_STATE, 'rejected');

/** The lead handed to the first partner (rejected when the brand has none); `url` overrides the partner target. */
export function redirectedTo(ctx: DecisionContext, url?: string): Outcome {
  const partner = ctx.config.partners[0];
  if (!partner) return rejected();
  const offerId = offerIdFor(ctx.leadId);
  return {
    progressState: REDIRECTED_STATE,
    application: {
      status: 'redirected',
      offerId,
      partner: { name: partner.name, url: url ?? `${partner.origin}/offer/${encodeURIComponent(offerId)}` },
    },
  };
}

/** The status an arbitrary forced state shows as (for `state{n}+` identities). */
function forcedState(n: number, ctx: DecisionContext): Decision {
  if (n === ACCEPTED_STATE) return { ...accepted(ctx), rule: `test:${TEST_STATE_PREFIX}` };
  if (n === REJECTED_STATE) return { ...rejected(), rule: `test:${TEST_STATE_PREFIX}` };
  if (n === REDIRECTED_STATE) return { ...redirectedTo(ctx), rule: `test:${TEST_STATE_PREFIX}` };
  if (n === THANK_YOU_STATE) return { ...outcome(n, 'completed'), rule: `test:${TEST_STATE_PREFIX}` };
  if (n === CHECKING_STATE) return { ...outcome(n, 'checking'), rule: `test:${TEST_STATE_PREFIX}`, then: accepted(ctx) };
  if (PRE_OFFER_STATES.has(n)) return { ...outcome(n, 'in-progress'), rule: `test:${TEST_STATE_PREFIX}` };
  return { ...outcome(n, 'offer-stage'), rule: `test:${TEST_STATE_PREFIX}`, then: accepted(ctx) };
}

/** The test identity key of an email: the local part before `+`, lowercased; null without a `+`. */
export function testIdentityKey(email: string | null | undefined): string | null {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  const local = (at >= 0 ? email.slice(0, at) : email).toLowerCase();
  const plus = local.indexOf('+');
  return plus > 0 ? local.slice(0, plus) : null;
}

/** The state a `state{n}` key forces (any state of the table: 1–42 shipped, and those of added offer screens), or null for any other key. */
function forcedStateOf(key: string): number | null {
  const stateMatch = new RegExp(`^${TEST_STATE_PREFIX}(\\d{1,2})$`).exec(key);
  const n = stateMatch ? Number(stateMatch[1]) : 0;
  return stateRow(n) !== undefined ? n : null;
}

/** Whether `email` names a test identity (domain/api/TestIdentities.ts): honoured only by a server in test mode. */
export function isTestIdentityEmail(email: string | null | undefined): boolean {
  const key = testIdentityKey(email);
  return key !== null && (forcedStateOf(key) !== null || TEST_IDENTITIES.some((identity) => identity.prefix === key));
}

function byTestIdentity(key: string, ctx: DecisionContext): Decision | null {
  if (new RegExp(`^${TEST_STATE_PREFIX}\\d{1,2}$`).test(key)) {
    const n = forcedStateOf(key);
    return n === null ? null : forcedState(n, ctx);
  }
  const identity = TEST_IDENTITIES.find((t) => t.prefix === key);
  if (!identity) return null;
  const rule = `test:${identity.prefix}`;
  switch (identity.prefix) {
    case 'accept':
      return { ...accepted(ctx), rule };
    case 'reject':
      return { ...rejected(), rule };
    case 'redirect':
      return { ...redirectedTo(ctx), rule };
    case 'redirect-foreign':
      return { ...redirectedTo(ctx, HOSTILE_PARTNER_URLS.foreign), rule };
    case 'redirect-script':
      return { ...redirectedTo(ctx, HOSTILE_PARTNER_URLS.script), rule };
    case 'thankyou':
      return { ...outcome(THANK_YOU_STATE, 'completed'), rule };
    case 'checking':
      return { ...outcome(CHECKING_STATE, 'checking'), rule, then: accepted(ctx) };
    case 'verify':
    case 'idupload':
    case 'vehicle':
      return { ...outcome(identity.progressState, 'offer-stage'), rule, then: accepted(ctx) };
  }
}

/**
 * The applicant's age in whole years on `today` (UTC), from the one identity (domain/country/applicantIdentity.ts: the
 * typed date of birth or the birth date inside the national id of the brand country's pack); for a year-only identity
 * (a CCCD alone) the youngest the holder can be. Null when neither gives a birth date.
 */
export function applicantAge(lead: Lead, country: Country, today: Date): number | null {
  const identity = applicantIdentity(lead.personalDetails, requireCountryPack(country));
  return identity === null ? null : ageRange(identity, calendarDateOf(today)).youngest;
}

/**
 * The decision's age rule on the one identity: checkAge against the brand's minimumAge and maximumAge, so a year-only
 * birth date is refused only when the holder is certainly too young (born 1 January) or too old (born 31 December).
 */
function ageRefusal(lead: Lead, ctx: DecisionContext): ValidationError['kind'] | null {
  const identity = applicantIdentity(lead.personalDetails, requireCountryPack(ctx.brand.country));
  return identity === null ? null : (checkAge(identity, calendarDateOf(ctx.today), ctx.config.minimumAge, ctx.config.maximumAge)?.kind ?? null);
}

/** One row of the credit policy: when `applies`, the lead gets `result`. Evaluated in order; the first match wins. */
export interface DecisionRule {
  readonly id: string;
  readonly applies: (lead: Lead, ctx: DecisionContext) => boolean;
  readonly result: 'rejected' | 'redirected' | 'accepted';
}

const income = (lead: Lead): number => lead.incomeDetails?.monthlyIncome ?? 0;
const monthlyObligations = (lead: Lead): number =>
  (lead.expenses?.monthlyCreditCommitments ?? 0) + (lead.expenses?.monthlyMortgageAmount ?? 0) + (lead.expenses?.rentAmount ?? 0);

/** The reference credit policy, as data (docs/architecture.md house rule 3). Thresholds come from DecisionConfig / brand. */
export const DECISION_RULES: readonly DecisionRule[] = [
  {
    id: 'age-below-minimum',
    applies: (lead, ctx) => ageRefusal(lead, ctx) === 'TooYoung',
    result: 'rejected',
  },
  {
    id: 'age-above-maximum',
    applies: (lead, ctx) => ageRefusal(lead, ctx) === 'TooOld',
    result: 'rejected',
  },
  {
    id: 'overdue-debt-above-brand-maximum',
    applies: (lead, ctx) => (lead.otherDetails?.overdueDebtAmount ?? 0) > ctx.brand.limits.overdueDebtMax,
    result: 'rejected',
  },
  { id: 'income-below-minimum', applies: (lead, ctx) => income(lead) < ctx.config.minimumMonthlyIncome, result: 'rejected' },
  { id: 'negative-credit-history', applies: (lead) => lead.otherDetails?.negativeCreditHistory === true, result: 'redirected' },
  { id: 'income-below-lending-minimum', applies: (lead, ctx) => income(lead) < ctx.config.acceptMinimumMonthlyIncome, result: 'redirected' },
  {
    id: 'debt-to-income-above-maximum',
    applies: (lead, ctx) => monthlyObligations(lead) > ctx.config.maxDebtToIncome * income(lead),
    result: 'redirected',
  },
  { id: 'amount-above-brand-maximum', applies: (lead, ctx) => (lead.amount ?? 0) > ctx.brand.loan.amount.max, result: 'redirected' },
  { id: 'default-accept', applies: () => true, result: 'accepted' },
];

/**
 * The reference decision engine: deterministic — the same lead, brand, configuration and day always give
 * the same decision. Test identities first (only when `config.testIdentities`, which createServer sets from its test
 * mode alone: decisionConfigFor), then DECISION_RULES in order.
 */
export function decide(lead: Lead, ctx: DecisionContext): Decision {
  if (ctx.config.testIdentities) {
    const key = testIdentityKey(lead.contactDetails?.email);
    const forced = key ? byTestIdentity(key, ctx) : null;
    if (forced) return forced;
  }
  const rule = DECISION_RULES.find((r) => r.applies(lead, ctx));
  // The table ends with an always-true row, so a rule is always found.
  const result = rule?.result ?? 'accepted';
  const id = rule?.id ?? 'default-accept';
  if (result === 'rejected') return { ...rejected(), rule: id };
  if (result === 'redirected') return { ...redirectedTo(ctx), rule: id };
  return { ...accepted(ctx), rule: id };
}
