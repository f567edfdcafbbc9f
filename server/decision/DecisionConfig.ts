import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';

/** A partner lender a lead can be redirected to; `origin` must be one of the brand's `partnerOrigins`. */
export interface PartnerConfig {
  readonly name: string;
  readonly origin: string;
}

/**
 * Per-brand settings of the reference decision engine. Defaults come from `defaultDecisionConfig`;
 * a brand overrides any of them with `brands/{id}/decision.json` or `createServer({ decision })`.
 */
export interface DecisionConfig {
  /** progressState of a lead that is still being filled (1 = loan information, pre-offer; docs/states-and-routes.md "Application states"). */
  readonly inProgressState: number;
  /** Honour the test identities of domain/api/TestIdentities.ts: true only in test mode (decisionConfigFor forces it). */
  readonly testIdentities: boolean;
  /** Youngest accepted age in whole years; younger is rejected. */
  readonly minimumAge: number;
  /** Oldest accepted age in whole years; older is rejected. */
  readonly maximumAge: number;
  /** Monthly income (brand currency) below which a lead is rejected outright. */
  readonly minimumMonthlyIncome: number;
  /** Monthly income below which the brand does not lend itself and hands the lead to a partner. */
  readonly acceptMinimumMonthlyIncome: number;
  /** Highest share of income taken by credit commitments, mortgage and rent (0.4 = 40 %) before a partner redirect. */
  readonly maxDebtToIncome: number;
  /** Partner lenders, in preference order; empty means a partner outcome becomes a rejection. */
  readonly partners: readonly PartnerConfig[];
  /** Status polls a `checking` lead answers 6 before its decision shows. */
  readonly checkingPolls: number;
  /** The fixed one-time code of a test identity, in test mode only (server/codes/oneTimeCodes.ts); else codes are random. */
  readonly verificationCode: string;
  /** Wrong codes allowed before a resend is needed. */
  readonly maxVerificationAttempts: number;
  /** Lifetime of a lead's stored answers, in hours; sent as `expiresAt`. */
  readonly leadLifetimeHours: number;
  /** Dotted lead paths a submit needs (else 422 Required on each, and no decision). */
  readonly requiredOnSubmit: readonly string[];
  /** Dotted lead paths a create needs: no lead without a way to reach the applicant (issue 15 item 5). */
  readonly requiredOnCreate: readonly string[];
  /** Boxes that must be ticked (`true`) on create, else 422 MustBeAccepted: the terms the applicant agrees to. */
  readonly acceptedOnCreate: readonly string[];
  /** Boxes that must be ticked before a submit, e.g. the vehicle-guarantee consent of a vehicle-backed loan. */
  readonly acceptedOnSubmit: readonly string[];
}

/** Partner display name from its origin: the host without `www.`. */
const partnerName = (origin: string): string => new URL(origin).hostname.replace(/^www\./, '');

export function defaultDecisionConfig(brand: BrandConfig): DecisionConfig {
  return {
    inProgressState: 1,
    testIdentities: true,
    minimumAge: 18,
    maximumAge: 75,
    minimumMonthlyIncome: 400,
    acceptMinimumMonthlyIncome: 1000,
    maxDebtToIncome: 0.4,
    partners: brand.partnerOrigins.map((origin) => ({ name: partnerName(origin), origin })),
    checkingPolls: 2,
    verificationCode: '1234',
    maxVerificationAttempts: 5,
    leadLifetimeHours: 24 * 30,
    // The answers of the first step (initial details): the decision and every later contact need them.
    requiredOnSubmit: ['contactDetails.email', 'contactDetails.phoneNumber', 'amount'],
    requiredOnCreate: ['contactDetails.email', 'contactDetails.phoneNumber'],
    acceptedOnCreate: ['generalPolicies'],
    // A vehicle-backed loan is secured on the vehicle: no decision without the applicant's consent to that guarantee.
    acceptedOnSubmit: brand.product === 'vehicle-loan' ? ['otherDetails.vehicleConsent'] : [],
  };
}

/**
 * The decision settings a server runs with: the brand's defaults, then its decision file or the caller's overrides.
 * Test identities decide only in test mode (issue 22: `accept+…` was accepted in production for an applicant every rule
 * refuses): whatever an override or a decision file says, `testIdentities` is `testMode`-and-asked-for.
 */
export function decisionConfigFor(brand: BrandConfig, overrides: Partial<DecisionConfig> | undefined, testMode: boolean): DecisionConfig {
  const merged = { ...defaultDecisionConfig(brand), ...overrides };
  return { ...merged, testIdentities: testMode && merged.testIdentities };
}
