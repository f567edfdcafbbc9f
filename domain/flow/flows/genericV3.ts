import { INITIAL_DETAILS_STEP } from '../commonSteps';
import { money, personal, secret, yesNo } from '../fieldBuilders';
import type { FlowDefinition } from '../FlowDefinition';

/**
 * The short v3 flow of the other countries' brands (decision: spec §2 details only the Spanish order): initial
 * details, name, personal code, address, monthly income, bank account and PEP. Country differences (national id,
 * postal code, IBAN or local account) live in the validators, selected by the brand's country.
 */
export const GENERIC_V3: FlowDefinition = {
  flowId: 'generic-v3',
  steps: [
    INITIAL_DETAILS_STEP,
    {
      path: 'name',
      section: 'personal-details',
      type: 'dynamic',
      fields: [
        personal('personalDetails.firstName', 'text', 'name', { autocomplete: 'given-name' }),
        personal('personalDetails.lastName', 'text', 'name', { autocomplete: 'family-name' }),
      ],
    },
    { path: 'personal-code', section: 'personal-details', type: 'dynamic', fields: [secret('personalDetails.personalCode', 'text', 'nationalId', { autocomplete: 'off' })] },
    {
      path: 'address-information',
      section: 'address-information',
      type: 'dynamic',
      fields: [
        personal('contactDetails.postalCode', 'postalCode', 'postalCode', { autocomplete: 'postal-code' }),
        personal('contactDetails.city', 'text', 'cityLike', { autocomplete: 'address-level2' }),
        personal('contactDetails.street', 'text', 'street', { autocomplete: 'address-line1' }),
        personal('contactDetails.houseNumber', 'text', 'houseNumber'),
      ],
    },
    { path: 'monthly-income', section: 'income-information', type: 'dynamic', fields: [money('incomeDetails.monthlyIncome')] },
    { path: 'bank-account', section: 'banking-details', type: 'dynamic', fields: [secret('incomeDetails.iban', 'iban', 'iban', { autocomplete: 'off' })] },
    {
      path: 'pep-details',
      section: 'other-information',
      type: 'dynamic',
      fields: [yesNo('otherDetails.isPoliticallyExposed'), yesNo('otherDetails.connectedToPep')],
    },
  ],
};
