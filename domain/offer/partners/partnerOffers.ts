import type { OfferStageStep } from '../../api/OfferStepRequest';
import type { BrandConfig } from '../../brand/BrandConfigSchema';

export const PARTNER_IDS = ['advanzia', 'santander-comperia', 'tfbank', 'ipfd', 'cofidis', 'provident', 'instabank', 'proficredit', 'smava'] as const;
export type PartnerId = (typeof PARTNER_IDS)[number];

/** One consent a partner asks for; a `required` one must be given to accept the offer. */
export interface PartnerConsent {
  readonly id: string;
  readonly required: boolean;
}

/** The terms of one reference offer: its term and pricing; the amount is the applicant's (or the nearest the partner lends). */
export interface PartnerTerms {
  readonly termMonths: number;
  /** Nominal annual borrowing rate, a fraction (0.12 = 12 %). */
  readonly nominalAnnualRate: number;
  /** Opening fee, a fraction of the amount, deducted at payout. */
  readonly openingFeeRate: number;
}

export interface PartnerDefinition {
  readonly id: PartnerId;
  /** The partner's name as the applicant sees it (a brand name, not translated). */
  readonly name: string;
  readonly route: string;
  /** Progress state that sends the applicant here (docs/states-and-routes.md "Application states"); null for /smava, which no state names. */
  readonly state: number | null;
  /** The call that records the applicant's choice (docs/product.md "Calls"). */
  readonly step: Extract<OfferStageStep, 'accept-creditea-offer' | 'update-provident-offer' | 'proficredit' | 'santander-comperia' | 'sale'>;
  /**
   * The amounts the partner lends in its own currency (units of it). A brand in another currency has the partner lend
   * within the brand's own amount range: a range in euros says nothing about dong (issue 22 item 6).
   */
  readonly lends: { readonly currency: string; readonly min: number; readonly max: number };
  /** One row per offer shown: several make a choice (IPF Digital), one an accept-or-decline. */
  readonly offers: readonly PartnerTerms[];
  readonly consents: readonly PartnerConsent[];
}

/**
 * The partner screens (docs/offer-stage.md, docs/states-and-routes.md "Application states": states 29, 36–42, and /smava), one row each: the screen is one component driven
 * by this data. The terms are the reference server's offers, not any partner's real pricing.
 */
export const PARTNERS: readonly PartnerDefinition[] = [
  {
    id: 'advanzia', name: 'Advanzia Bank', route: '/advanzia-consents', state: 29, step: 'sale', lends: { currency: 'EUR', min: 500, max: 10_000 },
    offers: [{ termMonths: 12, nominalAnnualRate: 0.1956, openingFeeRate: 0 }],
    consents: [{ id: 'dataTransfer', required: true }, { id: 'creditCheck', required: true }, { id: 'marketing', required: false }],
  },
  {
    id: 'santander-comperia', name: 'Santander Consumer Bank', route: '/santander-comperia', state: 36, step: 'santander-comperia', lends: { currency: 'EUR', min: 1000, max: 50_000 },
    offers: [{ termMonths: 36, nominalAnnualRate: 0.0899, openingFeeRate: 0.02 }],
    consents: [{ id: 'dataTransfer', required: true }, { id: 'creditCheck', required: true }],
  },
  {
    id: 'tfbank', name: 'TF Bank', route: '/tfbank-consents', state: 37, step: 'sale', lends: { currency: 'EUR', min: 500, max: 20_000 },
    offers: [{ termMonths: 24, nominalAnnualRate: 0.1299, openingFeeRate: 0 }],
    consents: [{ id: 'dataTransfer', required: true }, { id: 'creditCheck', required: true }, { id: 'marketing', required: false }],
  },
  {
    id: 'ipfd', name: 'Creditea (IPF Digital)', route: '/ipfd-offer-choice', state: 38, step: 'accept-creditea-offer', lends: { currency: 'EUR', min: 300, max: 6000 },
    offers: [
      { termMonths: 12, nominalAnnualRate: 0.24, openingFeeRate: 0.03 },
      { termMonths: 24, nominalAnnualRate: 0.22, openingFeeRate: 0.03 },
      { termMonths: 36, nominalAnnualRate: 0.2, openingFeeRate: 0.03 },
    ],
    consents: [{ id: 'dataTransfer', required: true }],
  },
  {
    id: 'cofidis', name: 'Cofidis', route: '/cofidis-offer', state: 39, step: 'sale', lends: { currency: 'EUR', min: 1000, max: 20_000 },
    offers: [{ termMonths: 48, nominalAnnualRate: 0.0795, openingFeeRate: 0 }],
    consents: [{ id: 'dataTransfer', required: true }, { id: 'marketing', required: false }],
  },
  {
    id: 'provident', name: 'Provident', route: '/provident-offer', state: 40, step: 'update-provident-offer', lends: { currency: 'EUR', min: 500, max: 15_000 },
    offers: [{ termMonths: 24, nominalAnnualRate: 0.18, openingFeeRate: 0.05 }],
    consents: [{ id: 'dataTransfer', required: true }, { id: 'homeVisit', required: false }],
  },
  {
    id: 'instabank', name: 'Instabank', route: '/instabank-offer', state: 41, step: 'sale', lends: { currency: 'EUR', min: 1000, max: 30_000 },
    offers: [{ termMonths: 60, nominalAnnualRate: 0.1149, openingFeeRate: 0.01 }],
    consents: [{ id: 'dataTransfer', required: true }, { id: 'creditCheck', required: true }],
  },
  {
    id: 'proficredit', name: 'Profi Credit', route: '/proficredit-offer', state: 42, step: 'proficredit', lends: { currency: 'EUR', min: 500, max: 12_000 },
    offers: [{ termMonths: 18, nominalAnnualRate: 0.16, openingFeeRate: 0.04 }],
    consents: [{ id: 'dataTransfer', required: true }],
  },
  {
    id: 'smava', name: 'smava', route: '/smava', state: null, step: 'sale', lends: { currency: 'EUR', min: 1000, max: 120_000 },
    offers: [
      { termMonths: 48, nominalAnnualRate: 0.0649, openingFeeRate: 0 },
      { termMonths: 84, nominalAnnualRate: 0.0699, openingFeeRate: 0 },
    ],
    consents: [{ id: 'dataTransfer', required: true }, { id: 'creditCheck', required: true }],
  },
];

export const partnerById = (id: string): PartnerDefinition | undefined => PARTNERS.find((p) => p.id === id);
export const partnerForRoute = (route: string): PartnerDefinition | undefined => PARTNERS.find((p) => p.route === route);
export const partnerForState = (state: number): PartnerDefinition | undefined => PARTNERS.find((p) => p.state === state);

/** What an offer's amount depends on in a brand: its currency and its loan amounts (range and step). */
export type BrandLending = Pick<BrandConfig, 'currency'> & { readonly loan: Pick<BrandConfig['loan'], 'amount'> };

/** The amounts `partner` offers in `brand`: its own range in its currency, else the brand's; on the brand's amount step. */
export const partnerRange = (partner: PartnerDefinition, brand: BrandLending): { readonly min: number; readonly max: number; readonly step: number } => {
  const own = partner.lends.currency === brand.currency ? partner.lends : brand.loan.amount;
  return { min: own.min, max: own.max, step: brand.loan.amount.step > 0 ? brand.loan.amount.step : 1 };
};

/** The applicant's amount brought within what the partner lends in the brand, on the brand's amount step (docs/validation-by-country.md "Amount and period"). */
export const partnerAmount = (partner: PartnerDefinition, requested: number, brand: BrandLending): number => {
  const { min, max, step } = partnerRange(partner, brand);
  const lowest = Math.ceil(min / step) * step;
  const highest = Math.max(lowest, Math.floor(max / step) * step);
  const wanted = Number.isFinite(requested) ? requested : lowest;
  return Math.min(highest, Math.max(lowest, Math.round(wanted / step) * step));
};
