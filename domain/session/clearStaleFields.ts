import type { Lead } from '../lead/LeadSchema';

/** Top-level lead fields cleared from stale data (docs/sessions-and-storage.md "Stale data"). */
export const STALE_TOP_LEVEL_FIELDS = [
  'sessionStartedAt',
  'id',
  'generalPolicies',
  'policies',
  'leadSource',
  'googleCaptchaToken',
] as const satisfies ReadonlyArray<keyof Lead>;

/**
 * A copy of `lead` without the fields docs/sessions-and-storage.md "Stale data" clears from stale data: sessionStartedAt, id, generalPolicies,
 * policies, leadSource, googleCaptchaToken and the IBAN consent (otherDetails.ibanConsent). Every other answer is
 * kept so the applicant does not type it again, unless the session or the lead expired: then `withoutPersonalAnswers`
 * follows (StartSession; issue 15 item 0). The fields are removed, not set to null.
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

/** The lead's sections that hold personal answers (docs/product.md "Entities": lead shape): who the applicant is, where, what they earn. */
export const PERSONAL_SECTIONS = ['personalDetails', 'contactDetails', 'incomeDetails', 'otherDetails', 'expenses', 'employer', 'referenceDetails'] as const satisfies ReadonlyArray<keyof Lead>;

/**
 * A copy of `lead` with no personal answer left (issue 15 item 0: "nothing personal stays in browser storage after the
 * session expires"): the personal sections and the device data go; the loan choice, the campaign and affiliate
 * parameters stay. Answers already saved come back from the API through the lead's credential, not from the browser.
 */
export function withoutPersonalAnswers(lead: Lead): Lead {
  const copy: Lead = { ...lead };
  for (const section of PERSONAL_SECTIONS) delete copy[section];
  delete copy.deviceData;
  return copy;
}
