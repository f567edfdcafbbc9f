import { INITIAL_DETAILS_STEP } from '../commonSteps';
import { choice, field, money, personal, secret, yesNo } from '../fieldBuilders';
import type { FlowDefinition, FlowStep } from '../FlowDefinition';

/**
 * Option values of the Spanish brand's choice questions. Spec §2 names the questions but not their options: these
 * are this product's codes (decision), sent to the API as they are; the ui translates `options>{field}>{value}`.
 */
export const ES_OPTIONS = {
  loanPurpose: ['CAR_PURCHASE', 'CAR_REPAIR', 'HOME_IMPROVEMENT', 'DEBT_CONSOLIDATION', 'EDUCATION', 'HEALTH', 'TRAVEL', 'OTHER'],
  incomeSource: ['EMPLOYED_PERMANENT', 'EMPLOYED_TEMPORARY', 'SELF_EMPLOYED', 'CIVIL_SERVANT', 'PENSIONER', 'UNEMPLOYED', 'STUDENT', 'OTHER'],
  vehicleOwnership: ['OWNER', 'CO_OWNER', 'LEASED', 'NONE'],
  gender: ['FEMALE', 'MALE'],
  maritalStatus: ['SINGLE', 'MARRIED', 'COHABITING', 'DIVORCED', 'SEPARATED', 'WIDOWED'],
  education: ['PRIMARY', 'SECONDARY', 'VOCATIONAL', 'UNIVERSITY', 'POSTGRADUATE', 'NONE'],
  jobArea: [
    'ADMINISTRATION', 'AGRICULTURE', 'CONSTRUCTION', 'EDUCATION', 'FINANCE', 'HEALTH', 'HOSPITALITY', 'INDUSTRY',
    'IT', 'PUBLIC_SECTOR', 'RETAIL', 'SERVICES', 'TRANSPORT', 'OTHER',
  ],
  positionType: ['EMPLOYEE', 'SKILLED_WORKER', 'MANAGER', 'EXECUTIVE', 'SELF_EMPLOYED', 'OTHER'],
  housingTenure: ['OWNER', 'OWNER_WITH_MORTGAGE', 'TENANT', 'WITH_PARENTS', 'OTHER'],
} as const;

const dynamic = (path: FlowStep['path'], section: FlowStep['section'], fields: FlowStep['fields']): FlowStep => ({
  path,
  section,
  type: 'dynamic',
  fields,
});

/**
 * The Spanish vehicle-backed brand's dynamic form (spec §2 "Order of the Spanish brand's dynamic form"), 35 steps
 * in the spec's order. Steps the spec names by description use the nearest path key of spec §2: the vehicle step is
 * "vehicle-ownership", the address step "address-information", bank account "bank-account", online banking
 * "online-banking", and the contract start-and-expiry step "income-contract-started-at".
 */
export const ES_VEHICLE_V3: FlowDefinition = {
  flowId: 'es-vehicle-v3',
  steps: [
    INITIAL_DETAILS_STEP,
    dynamic('loan-purpose', 'loan-information', [choice('otherDetails.loanPurpose', ES_OPTIONS.loanPurpose)]),
    dynamic('name', 'personal-details', [
      personal('personalDetails.firstName', 'text', 'name', { autocomplete: 'given-name' }),
      personal('personalDetails.lastName', 'text', 'name', { autocomplete: 'family-name' }),
    ]),
    dynamic('personal-code', 'personal-details', [secret('personalDetails.personalCode', 'text', 'nationalId', { autocomplete: 'off' })]),
    dynamic('income-source', 'income-information', [choice('incomeDetails.incomeSource', ES_OPTIONS.incomeSource)]),
    dynamic('vehicle-ownership', 'other-information', [
      field('otherDetails.vehicleConsent', 'checkbox', 'accepted', { required: false }),
      choice('otherDetails.vehicleOwnership', ES_OPTIONS.vehicleOwnership),
      personal('otherDetails.vehicleLicensePlateNumber', 'licencePlate', 'licencePlate', { required: false, autocomplete: 'off' }),
      yesNo('otherDetails.isVehicleFinanced', { required: false }),
    ]),
    dynamic('has-vehicle-downpayment', 'other-information', [yesNo('otherDetails.hasVehicleDownPayment')]),
    dynamic('total-debt', 'expenses', [field('expenses.totalDebtAmount', 'money', 'totalDebt', { inputMode: 'decimal' })]),
    dynamic('gender', 'demographic-details', [personal('personalDetails.gender', 'radio', 'choice', { options: ES_OPTIONS.gender, autocomplete: 'sex' })]),
    dynamic('date-of-birth', 'demographic-details', [personal('personalDetails.dateOfBirth', 'dateOfBirth', 'dateOfBirth', { autocomplete: 'bday' })]),
    dynamic('marital-status', 'marital-details', [choice('otherDetails.maritalStatus', ES_OPTIONS.maritalStatus)]),
    dynamic('education', 'education', [choice('otherDetails.education', ES_OPTIONS.education)]),
    dynamic('address-information', 'address-information', [
      personal('contactDetails.postalCode', 'postalCode', 'postalCode', { autocomplete: 'postal-code', inputMode: 'numeric' }),
      personal('contactDetails.city', 'text', 'cityLike', { autocomplete: 'address-level2' }),
      personal('contactDetails.province', 'text', 'cityLike', { autocomplete: 'address-level1' }),
      personal('contactDetails.street', 'text', 'street', { autocomplete: 'address-line1' }),
      personal('contactDetails.houseNumber', 'text', 'houseNumber'),
    ]),
    dynamic('flat-number', 'address-information', [personal('contactDetails.flatNumber', 'text', 'flatNumber', { required: false, autocomplete: 'address-line2' })]),
    dynamic('monthly-income', 'income-information', [money('incomeDetails.monthlyIncome')]),
    dynamic('income-payday', 'income-information', [field('incomeDetails.incomePayday', 'integer', 'integer', { min: 1, max: 31, inputMode: 'numeric' })]),
    dynamic('job-area', 'employment-details', [choice('incomeDetails.jobArea', ES_OPTIONS.jobArea, 'select')]),
    dynamic('bank-account', 'banking-details', [secret('incomeDetails.iban', 'iban', 'iban', { autocomplete: 'off' })]),
    dynamic('online-banking', 'banking-details', [yesNo('incomeDetails.usingOnlineBanking')]),
    dynamic('credit-history', 'other-information', [yesNo('otherDetails.negativeCreditHistory')]),
    dynamic('credit-commitments', 'expenses', [yesNo('expenses.creditCommitments')]),
    dynamic('monthly-expenses', 'expenses', [money('expenses.monthlyExpenses')]),
    dynamic('monthly-credit-commitments', 'expenses', [money('expenses.monthlyCreditCommitments')]),
    dynamic('position-type', 'employment-details', [choice('incomeDetails.positionType', ES_OPTIONS.positionType)]),
    dynamic('monthly-extra-income', 'income-information', [money('incomeDetails.monthlyExtraIncome', { required: false })]),
    dynamic('dependants', 'demographic-details', [field('otherDetails.numberOfDependants', 'integer', 'integer', { min: 0, max: 20, inputMode: 'numeric' })]),
    dynamic('country-of-birth', 'demographic-details', [field('otherDetails.countryOfBirth', 'select', 'country')]),
    dynamic('citizenship', 'demographic-details', [field('otherDetails.citizenship', 'select', 'country')]),
    dynamic('housing-tenure', 'housing-information', [choice('otherDetails.housingTenure', ES_OPTIONS.housingTenure)]),
    dynamic('housing-tenure-since-date', 'housing-information', [field('otherDetails.housingTenureSinceDate', 'date', 'pastDate')]),
    dynamic('mortgage-amount', 'mortgage-information', [money('expenses.mortgageAmount')]),
    dynamic('income-contract-started-at', 'income-information', [
      field('incomeDetails.incomeContractStartedAt', 'date', 'pastDate'),
      field('incomeDetails.incomeContractExpiresAt', 'date', 'futureDate', { required: false }),
    ]),
    dynamic('job-title', 'employment-details', [field('incomeDetails.jobTitle', 'text', 'jobTitle', { autocomplete: 'organization-title' })]),
    dynamic('employer-name', 'employment-details', [field('employer.name', 'text', 'companyName', { autocomplete: 'organization' })]),
    dynamic('pep-details', 'other-information', [yesNo('otherDetails.isPoliticallyExposed'), yesNo('otherDetails.connectedToPep')]),
  ],
};
