import brandJson from '../../brands/es-vehicle/brand.json';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { resolveBrandConfig } from '../../domain/brand/resolveBrandConfig';
import type { Lead } from '../../domain/lead/LeadSchema';
import { INITIAL_OTHER_STATE } from '../../domain/lead/initialOtherState';
import type { FunnelState } from '../../application/session/FunnelState';

/** A session id in canonical v4 form, as the IdGenerator would make it. */
export const SESSION_ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';
/** 2026-01-15T10:00:00Z, the default instant of FixedClock. */
export const T0 = Date.UTC(2026, 0, 15, 10, 0, 0);

/** The Spanish vehicle brand of docs/validation-by-country.md "Amount and period" (brands/es-vehicle/brand.json merged onto the defaults), with overrides. */
export function aBrand(overrides: Partial<BrandConfig> = {}): BrandConfig {
  const parsed = resolveBrandConfig('es-vehicle', brandJson);
  if (!parsed.ok) throw new Error(`brands/es-vehicle/brand.json is invalid: ${parsed.error.issues.join('; ')}`);
  return { ...parsed.value, ...overrides };
}

/** A Spanish applicant's answers up to the contact details, without an id (not created yet). */
export function aLead(overrides: Partial<Lead> = {}): Lead {
  return {
    amount: 2500,
    period: 60,
    periodScale: 'months',
    sessionId: SESSION_ID,
    tags: ['ui:react'],
    contactDetails: { email: 'Ana.Garcia@Example.es', phoneNumber: '612345678', marketingConsents: false },
    ...overrides,
  };
}

/** A lead with sensitive answers (national id, IBAN, ID-card number) that must never reach browser storage. */
export function aLeadWithSensitiveAnswers(overrides: Partial<Lead> = {}): Lead {
  return aLead({
    personalDetails: { firstName: 'Ana', lastName: 'García', personalCode: '12345678Z' },
    incomeDetails: { monthlyIncome: 2100, iban: 'ES9121000418450200051332' },
    otherDetails: { idCardNumber: 'AB123456', loanPurpose: 'CAR_REPAIR' },
    ...overrides,
  });
}

/** A funnel state with `lead`, progress 0, no result and no pages. */
export function aFunnelState(overrides: Partial<FunnelState> = {}): FunnelState {
  return {
    sessionId: SESSION_ID,
    sessionStartedAtMs: T0,
    lead: aLead(),
    other: INITIAL_OTHER_STATE,
    result: null,
    pages: [],
    ...overrides,
  };
}

/** A state whose lead exists on the server as `id` at `progressState`. */
export function aSavedState(id = 'lead-1', progressState = 2, overrides: Partial<FunnelState> = {}): FunnelState {
  return aFunnelState({
    lead: aLead({ id, leadStatus: 1 }),
    other: { ...INITIAL_OTHER_STATE, progressState },
    result: { status: 'in-progress' },
    ...overrides,
  });
}
