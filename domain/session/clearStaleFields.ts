import type { Lead } from '../lead/LeadSchema';

/** Top-level lead fields cleared from stale data (spec §4 "Stale application data"). */
export const STALE_TOP_LEVEL_FIELDS = [
  'sessionStartedAt',
  'id',
  'generalPolicies',
  'policies',
  'leadSource',
  'googleCaptchaToken',
] as const satisfies ReadonlyArray<keyof Lead>;

/**
 * A copy of `lead` without the fields spec §4 clears from stale data: sessionStartedAt, id, generalPolicies,
 * policies, leadSource, googleCaptchaToken and the IBAN consent (otherDetails.ibanConsent). Every other answer is
 * kept so the applicant does not type it again. The fields are removed, not set to null.
 */
export function clearStaleFields(lead: Lead): Lead {
  const copy: Lead = { ...lead };
  for (const field of STALE_TOP_LEVEL_FIELDS) delete copy[field];
  if (lead.otherDetails) {
    const { ibanConsent: _dropped, ...otherDetails } = lead.otherDetails;
    copy.otherDetails = otherDetails;
  }
  return copy;
}
