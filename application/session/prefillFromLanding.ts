import type { NumberRange } from '../../domain/validation/NumberRange';
import { snapToRange } from '../../domain/brand/snapToRange';
import type { LandingParams } from '../../domain/landing/parseLandingParams';
import type { Lead } from '../../domain/lead/LeadSchema';

/** Landing parameters that prefill an answer, with the dotted lead path each fills (docs/product.md "Landing parameters", "Entities"). */
export const PREFILL_FIELDS = [
  ['firstName', 'personalDetails.firstName'],
  ['lastName', 'personalDetails.lastName'],
  ['email', 'contactDetails.email'],
  ['phoneNumber', 'contactDetails.phoneNumber'],
] as const;

/**
 * The lead with the landing URL's answers applied (docs/product.md "Landing parameters"; docs/product.md "Entities": posthogParameters):
 * - firstName, lastName, email and phoneNumber replace the stored answers, and their lead paths are listed in
 *   `posthogParameters.leadPrefilledFields` with `isLeadPrefilled` true. Decision: amount and period are a loan
 *   choice (partner calculators send them), not applicant data, so they do not count as a prefilled lead;
 * - amount and period are snapped into the brand's range and steps (domain/brand/snapToRange);
 * - sellingTierGlobalId is copied;
 * - the utm_* campaign fields replace the stored campaign when the URL carries any (last touch; LeadSchema `campaign`).
 * A URL without personal fields leaves the stored posthogParameters as they were (a return visit stays "prefilled").
 */
export function prefillFromLanding(lead: Lead, params: LandingParams, limits: { amount: NumberRange; period: NumberRange }): Lead {
  const next: Lead = { ...lead };
  if (params.amount !== undefined) next.amount = snapToRange(params.amount, limits.amount);
  if (params.period !== undefined) next.period = snapToRange(params.period, limits.period);
  if (params.sellingTierGlobalId !== undefined) next.sellingTierGlobalId = params.sellingTierGlobalId;
  const { utm_source, utm_medium, utm_campaign, utm_content, utm_term } = params.campaign;
  if (utm_source ?? utm_medium ?? utm_campaign ?? utm_content ?? utm_term) {
    next.campaign = { utmSource: utm_source ?? null, utmMedium: utm_medium ?? null, utmCampaign: utm_campaign ?? null, utmContent: utm_content ?? null, utmTerm: utm_term ?? null };
  }
  const filled = PREFILL_FIELDS.filter(([param]) => params[param] !== undefined);
  if (filled.length === 0) return next;
  next.personalDetails = {
    ...lead.personalDetails,
    ...(params.firstName !== undefined && { firstName: params.firstName }),
    ...(params.lastName !== undefined && { lastName: params.lastName }),
  };
  next.contactDetails = {
    ...lead.contactDetails,
    ...(params.email !== undefined && { email: params.email }),
    ...(params.phoneNumber !== undefined && { phoneNumber: params.phoneNumber }),
  };
  next.posthogParameters = {
    ...lead.posthogParameters,
    isLeadPrefilled: true,
    leadPrefilledFields: filled.map(([, path]) => path),
  };
  return next;
}
