import { choice, field, money, personal, secret, yesNo } from '../fieldBuilders';
import type { FieldDefinition } from '../FlowDefinition';
import { OPTIONS } from './options';

/**
 * The catalogue's fields, each defined once (lead path of docs/product.md "Entities", control, rule, autocomplete, inputmode, flags):
 * a single-question step and the section step grouping it share the same definition.
 */
export const F = {
  firstName: personal('personalDetails.firstName', 'text', 'name', { autocomplete: 'given-name' }),
  lastName: personal('personalDetails.lastName', 'text', 'name', { autocomplete: 'family-name' }),
  gender: personal('personalDetails.gender', 'radio', 'choice', { options: OPTIONS.gender, autocomplete: 'sex' }),
  dateOfBirth: personal('personalDetails.dateOfBirth', 'dateOfBirth', 'dateOfBirth', { autocomplete: 'bday' }),
  personalCode: secret('personalDetails.personalCode', 'text', 'nationalId', { autocomplete: 'off' }),
  /** Which id the applicant gives (CO, PH); options from the country pack (catalogue/packOptions.ts). */
  idDocumentType: personal('personalDetails.idDocumentType', 'select', 'choice'),
  taxId: secret('personalDetails.taxId', 'text', 'taxId', { autocomplete: 'off' }),
  idCardNumber: secret('otherDetails.idCardNumber', 'text', 'idCard', { autocomplete: 'off' }),
  maritalStatus: choice('otherDetails.maritalStatus', OPTIONS.maritalStatus),
  education: choice('otherDetails.education', OPTIONS.education),
  dependants: field('otherDetails.numberOfDependants', 'integer', 'integer', { min: 0, max: 20, inputMode: 'numeric' }),
  countryOfBirth: field('otherDetails.countryOfBirth', 'select', 'country'),
  // 'off': the browser would offer the city the applicant lives in.
  cityOfBirth: personal('otherDetails.cityOfBirth', 'text', 'cityLike', { autocomplete: 'off' }),
  citizenship: field('otherDetails.citizenship', 'select', 'country'),
  pep: yesNo('otherDetails.isPoliticallyExposed'),
  connectedToPep: yesNo('otherDetails.connectedToPep'),

  postalCode: personal('contactDetails.postalCode', 'postalCode', 'postalCode', { autocomplete: 'postal-code', inputMode: 'numeric' }),
  city: personal('contactDetails.city', 'text', 'cityLike', { autocomplete: 'address-level2' }),
  province: personal('contactDetails.province', 'text', 'cityLike', { autocomplete: 'address-level1' }),
  /** MX state, CO department, VN province, PH region; options from the country pack (catalogue/packOptions.ts). */
  region: personal('contactDetails.province', 'select', 'choice', { autocomplete: 'address-level1' }),
  /** MX colonia, PH barangay. */
  suburb: personal('contactDetails.suburb', 'text', 'cityLike', { autocomplete: 'address-level3' }),
  /** VN ward or commune (phường/xã), the level below the province since the 2025 merger. */
  ward: personal('contactDetails.municipality', 'text', 'cityLike', { autocomplete: 'address-level2' }),
  street: personal('contactDetails.street', 'text', 'street', { autocomplete: 'address-line1' }),
  houseNumber: personal('contactDetails.houseNumber', 'text', 'houseNumber'),
  flatNumber: personal('contactDetails.flatNumber', 'text', 'flatNumber', { required: false, autocomplete: 'address-line2' }),

  housingTenure: choice('otherDetails.housingTenure', OPTIONS.housingTenure),
  housingTenureSince: field('otherDetails.housingTenureSinceDate', 'date', 'pastDate'),
  rentAmount: money('expenses.rentAmount'),
  mortgageAmount: money('expenses.mortgageAmount'),
  monthlyMortgageAmount: money('expenses.monthlyMortgageAmount'),
  mortgageStartedAt: field('expenses.mortgageStartedAt', 'date', 'pastDate'),
  mortgageExpiresAt: field('expenses.mortgageExpiresAt', 'date', 'futureDate'),

  incomeSource: choice('incomeDetails.incomeSource', OPTIONS.incomeSource),
  monthlyIncome: money('incomeDetails.monthlyIncome'),
  monthlyExtraIncome: money('incomeDetails.monthlyExtraIncome', { required: false }),
  spouseMonthlyIncome: money('incomeDetails.spouseMonthlyIncome'),
  incomePayday: field('incomeDetails.incomePayday', 'integer', 'integer', { min: 1, max: 31, inputMode: 'numeric' }),
  contractStartedAt: field('incomeDetails.incomeContractStartedAt', 'date', 'pastDate'),
  contractExpiresAt: field('incomeDetails.incomeContractExpiresAt', 'date', 'futureDate'),
  salaryCycle: choice('incomeDetails.salaryCycle', OPTIONS.salaryCycle),
  /** Net pay of one pay period (a decision: salaryCycleValue is the net pay of one pay period; docs/product.md "Entities"). */
  salaryCycleValue: money('incomeDetails.salaryCycleValue'),
  hasProofOfIncome: yesNo('otherDetails.hasProofOfIncome'),
  jobArea: choice('incomeDetails.jobArea', OPTIONS.jobArea, 'select'),
  jobTitle: field('incomeDetails.jobTitle', 'text', 'jobTitle', { autocomplete: 'organization-title' }),
  positionType: choice('incomeDetails.positionType', OPTIONS.positionType),
  employerName: field('employer.name', 'text', 'companyName', { autocomplete: 'organization' }),
  workPhone: personal('incomeDetails.workPhone', 'tel', 'phone', { autocomplete: 'work tel', inputMode: 'tel' }),
  cofidisProfession: choice('incomeDetails.cofidisProfession', OPTIONS.cofidisProfession, 'select'),

  /** The brand country's IBAN (ES, DE, PL, RO) under the country's bank-account rule. */
  iban: secret('incomeDetails.iban', 'iban', 'bankAccount', { autocomplete: 'off' }),
  /** A local account number (MX CLABE, CO, VN, PH): digits, no IBAN grouping. */
  accountNumber: secret('incomeDetails.iban', 'text', 'bankAccount', { autocomplete: 'off', inputMode: 'numeric' }),
  /** The bank or e-wallet of a local account (CO, VN, PH); options from the country pack (catalogue/packOptions.ts). */
  bankCode: field('incomeDetails.bankCode', 'select', 'choice'),
  /** CO savings or current account; options from the country pack. */
  bankAccountType: field('incomeDetails.bankAccountType', 'radio', 'choice'),
  ibanConsent: field('otherDetails.ibanConsent', 'checkbox', 'accepted'),
  usingOnlineBanking: yesNo('incomeDetails.usingOnlineBanking'),
  hasBankAccount: yesNo('otherDetails.hasBankAccount'),

  monthlyExpenses: money('expenses.monthlyExpenses'),
  creditCommitments: yesNo('expenses.creditCommitments'),
  monthlyCreditCommitments: money('expenses.monthlyCreditCommitments'),
  totalDebt: field('expenses.totalDebtAmount', 'money', 'totalDebt', { inputMode: 'decimal' }),
  overdueDebt: field('otherDetails.overdueDebtAmount', 'money', 'overdueDebt', { inputMode: 'decimal' }),
  negativeCreditHistory: yesNo('otherDetails.negativeCreditHistory'),
  debtConsolidation: yesNo('otherDetails.isInterestedInDebtConsolidation'),

  loanPurpose: choice('otherDetails.loanPurpose', OPTIONS.loanPurpose),
  amount: field('amount', 'money', 'amount', { inputMode: 'numeric' }),
  // The loan is secured on the vehicle: without the applicant's consent to that guarantee there is no such loan (issue 15 item 5).
  vehicleConsent: field('otherDetails.vehicleConsent', 'checkbox', 'accepted'),
  vehicleOwnership: choice('otherDetails.vehicleOwnership', OPTIONS.vehicleOwnership),
  licencePlate: personal('otherDetails.vehicleLicensePlateNumber', 'licencePlate', 'licencePlate', { required: false, autocomplete: 'off' }),
  isVehicleFinanced: yesNo('otherDetails.isVehicleFinanced', { required: false }),
  hasVehicleDownPayment: yesNo('otherDetails.hasVehicleDownPayment'),

  referenceType: choice('referenceDetails.type', OPTIONS.referenceType),
  // 'off': another person's name and phone, not the applicant's own.
  referenceName: personal('referenceDetails.name', 'text', 'name', { autocomplete: 'off' }),
  referencePhone: personal('referenceDetails.phoneNumber', 'tel', 'phone', { inputMode: 'tel', autocomplete: 'off' }),
} satisfies Record<string, FieldDefinition>;
