import type { FlowEntry } from '../brandFlow';
import { PL_PACK } from '../../country/pl/plPack';
import { resolveFlow } from '../catalogue';
import type { FlowDefinition } from '../FlowDefinition';

/**
 * The short flow a brand gets when its brand.json names no steps (brandDefaults.ts; test brands): initial details,
 * name, personal code, address, monthly income, bank account and PEP. Every shipped brand names its own.
 */
export const GENERIC_FLOW: readonly FlowEntry[] = ['initial-details', 'name', 'personal-code', 'address-information', 'monthly-income', 'bank-account', 'pep-details'];

/** The short flow as a Polish brand asks it (IBAN and the country's postal code): what tests of a non-Spanish brand use. */
export const GENERIC_V3: FlowDefinition = resolveFlow({ flowId: 'generic-v3', country: 'PL', flow: GENERIC_FLOW }, PL_PACK);
