import { representativeExample } from '../../loan/representativeExample';
import type { PartnerOffer } from './PartnerOfferContract';
import { partnerAmount, type BrandLending, type PartnerDefinition } from './partnerOffers';

/**
 * The partner's offers for a requested amount, in the brand's currency: the amount within what the partner lends in
 * the brand (partnerAmount), each row's term and pricing through the same representative-example arithmetic as the
 * funnel's (domain/loan), monthly instalments.
 */
export function partnerOffersFor(partner: PartnerDefinition, requestedAmount: number, brand: BrandLending): PartnerOffer[] {
  const amount = partnerAmount(partner, requestedAmount, brand);
  return partner.offers.flatMap((terms) => {
    const example = representativeExample({
      amount,
      period: terms.termMonths,
      periodScale: 'months',
      repayment: 'monthly',
      nominalAnnualRate: terms.nominalAnnualRate,
      openingFeeRate: terms.openingFeeRate,
    });
    if (!example.ok) return [];
    return [{
      id: `${partner.id}-${terms.termMonths}`,
      amount,
      termMonths: terms.termMonths,
      monthlyInstalment: example.value.payment,
      aprPercent: example.value.aprPercent,
      totalPayable: example.value.totalPayable,
    }];
  });
}

/** The required consents of `partner` not among `given`. */
export const missingRequiredConsents = (partner: PartnerDefinition, given: readonly string[]): string[] =>
  partner.consents.filter((c) => c.required && !given.includes(c.id)).map((c) => c.id);
