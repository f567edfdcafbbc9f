import type { AddressPart, CountryPack } from '../../country/CountryPack';
import type { FieldDefinition } from '../FlowDefinition';
import { step, type CatalogueStep } from './CatalogueStep';
import { F } from './fields';

/** The field of each address part a pack names (domain/country/CountryPack.ts AddressShape). */
const ADDRESS_FIELDS: Readonly<Record<AddressPart, FieldDefinition>> = {
  postalCode: F.postalCode,
  optionalPostalCode: { ...F.postalCode, required: false },
  city: F.city,
  province: F.province,
  region: F.region,
  suburb: F.suburb,
  ward: F.ward,
  street: F.street,
  houseNumber: F.houseNumber,
};

/** The address step as the country writes an address: its pack's parts, in its order. */
const addressOf = (pack: CountryPack): readonly FieldDefinition[] => pack.address.parts.map((part) => ADDRESS_FIELDS[part]);
/** The province alone: a choice of the pack's regions where the country's address has one, else the text field. */
const provinceOf = (pack: CountryPack): readonly FieldDefinition[] => [pack.address.parts.includes('region') ? F.region : F.province];

/** Where the applicant lives and how (docs/product.md "Screens and routes": address, housing and mortgage steps). */
export const ADDRESS_STEPS: readonly CatalogueStep[] = [
  step('address-information', 'address-information', [F.postalCode, F.city, F.province, F.street, F.houseNumber], { fieldsFor: addressOf }),
  step('province', 'address-information', [F.province], { fieldsFor: provinceOf }),
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
