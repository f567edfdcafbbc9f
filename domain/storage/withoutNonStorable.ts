import type { Lead } from '../lead/LeadSchema';

/**
 * Lead fields never written to local or session storage (docs/sessions-and-storage.md "What is never stored":
 * national IDs, IBAN/account numbers and ID-card numbers are saved to the lead API and restored from it on resume).
 * The flow model marks the same fields `storable: false`.
 */
export const NON_STORABLE_LEAD_PATHS = ['personalDetails.personalCode', 'incomeDetails.iban', 'otherDetails.idCardNumber'] as const;

/** A copy of `lead` safe for browser storage: the fields of NON_STORABLE_LEAD_PATHS removed. */
export function withoutNonStorable(lead: Lead): Lead {
  const copy: Lead = { ...lead };
  if (lead.personalDetails) {
    const { personalCode: _id, ...rest } = lead.personalDetails;
    copy.personalDetails = rest;
  }
  if (lead.incomeDetails) {
    const { iban: _iban, ...rest } = lead.incomeDetails;
    copy.incomeDetails = rest;
  }
  if (lead.otherDetails) {
    const { idCardNumber: _card, ...rest } = lead.otherDetails;
    copy.otherDetails = rest;
  }
  return copy;
}
