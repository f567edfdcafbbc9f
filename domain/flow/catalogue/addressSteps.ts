import { step, type CatalogueStep } from './CatalogueStep';
import { F } from './fields';

// Where the address shape differs (country-rules.md): MX colonia and state, CO department, VN province and ward
// (two levels since the 2025 merger), PH barangay; DE, PL and RO ask no province.
const ADDRESS_BY_COUNTRY = {
  DE: [F.postalCode, F.city, F.street, F.houseNumber],
  PL: [F.postalCode, F.city, F.street, F.houseNumber],
  RO: [F.postalCode, F.city, F.street, F.houseNumber],
  MX: [F.postalCode, F.region, F.city, F.suburb, F.street, F.houseNumber],
  CO: [F.region, F.city, F.street, F.houseNumber],
  VN: [F.region, F.ward, F.street, F.houseNumber],
  // Philippine ZIP codes are not mandatory (country-rules.md §8.2).
  PH: [{ ...F.postalCode, required: false }, F.region, F.city, F.suburb, F.street, F.houseNumber],
};

/** Where the applicant lives and how (spec §2 address, housing and mortgage steps). */
export const ADDRESS_STEPS: readonly CatalogueStep[] = [
  step('address-information', 'address-information', [F.postalCode, F.city, F.province, F.street, F.houseNumber], { byCountry: ADDRESS_BY_COUNTRY }),
  step('province', 'address-information', [F.province], {
    byCountry: { MX: [F.region], CO: [F.region], VN: [F.region], PH: [F.region] },
  }),
  step('flat-number', 'address-information', [F.flatNumber]),
  step('housing-information', 'housing-information', [F.housingTenure, F.housingTenureSince]),
  step('housing-tenure', 'housing-information', [F.housingTenure]),
  step('housing-tenure-since-date', 'housing-information', [F.housingTenureSince]),
  step('rent-amount', 'expenses', [F.rentAmount]),
  step('mortgage-information', 'mortgage-information', [F.mortgageAmount, F.monthlyMortgageAmount]),
  step('mortgage-amount', 'mortgage-information', [F.mortgageAmount]),
  step('monthly-mortgage-amount', 'mortgage-information', [F.monthlyMortgageAmount]),
  step('mortgage-dates', 'mortgage-information', [F.mortgageStartedAt, F.mortgageExpiresAt]),
];
