import type { FlowEntry } from '../brandFlow';
import { ES_PACK } from '../../country/es/esPack';
import { resolveFlow } from '../catalogue';
import { OPTIONS } from '../catalogue/options';
import type { FlowDefinition } from '../FlowDefinition';

/** Option values of the Spanish brand's choice questions (the catalogue's, domain/flow/catalogue/options.ts). */
export const ES_OPTIONS = OPTIONS;

/**
 * The Spanish vehicle-backed brand's steps (docs/product.md "Screens and routes"), 35 in the spec's
 * order, as brands/es-vehicle/brand.json names them. Steps the spec names by description use the nearest path key:
 * the vehicle step is "vehicle-ownership", the address step "address-information", bank account "bank-account",
 * online banking "online-banking", and the contract start-and-expiry step "income-contract-started-at".
 */
export const ES_VEHICLE_FLOW: readonly FlowEntry[] = [
  'initial-details', 'loan-purpose', 'name', 'personal-code', 'income-source', 'vehicle-ownership',
  'has-vehicle-downpayment', 'total-debt', 'gender', 'date-of-birth', 'marital-status', 'education',
  'address-information', 'flat-number', 'monthly-income', 'income-payday', 'job-area', 'bank-account',
  'online-banking', 'credit-history', 'credit-commitments', 'monthly-expenses', 'monthly-credit-commitments',
  'position-type', 'monthly-extra-income', 'dependants', 'country-of-birth', 'citizenship', 'housing-tenure',
  'housing-tenure-since-date', 'mortgage-amount', 'income-contract-started-at', 'job-title', 'employer-name',
  'pep-details',
];

/** The Spanish vehicle-backed brand's dynamic form, resolved from the catalogue. */
export const ES_VEHICLE_V3: FlowDefinition = resolveFlow({ flowId: 'es-vehicle-v3', country: 'ES', flow: ES_VEHICLE_FLOW }, ES_PACK);
