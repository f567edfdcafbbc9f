import { step, type CatalogueStep } from './CatalogueStep';
import { F } from './fields';

/** Income and employment (docs/product.md "Screens and routes": income and employment steps). */
export const INCOME_STEPS: readonly CatalogueStep[] = [
  step('income-information', 'income-information', [F.incomeSource, F.monthlyIncome, F.incomePayday]),
  step('income-source', 'income-information', [F.incomeSource]),
  step('monthly-income', 'income-information', [F.monthlyIncome]),
  step('monthly-extra-income', 'income-information', [F.monthlyExtraIncome]),
  step('spouse-monthly-income', 'income-information', [F.spouseMonthlyIncome]),
  step('income-payday', 'income-information', [F.incomePayday]),
  // The Spanish row 32 asks start and expiry together; expiry is optional there (open-ended contracts have none).
  step('income-contract-started-at', 'income-information', [F.contractStartedAt, { ...F.contractExpiresAt, required: false }]),
  step('income-contract-expires-at', 'income-information', [F.contractExpiresAt]),
  step('salary-cycle', 'income-information', [F.salaryCycle]),
  step('salary-cycle-value', 'income-information', [F.salaryCycleValue]),
  step('has-proof-of-income', 'income-information', [F.hasProofOfIncome]),
  step('employment-details', 'employment-details', [F.employerName, F.jobTitle, F.positionType, F.contractStartedAt]),
  step('employer-name', 'employment-details', [F.employerName]),
  step('job-area', 'employment-details', [F.jobArea]),
  step('job-title', 'employment-details', [F.jobTitle]),
  step('position-type', 'employment-details', [F.positionType]),
  step('work-phone', 'employment-details', [F.workPhone]),
  step('cofidis-profession', 'employment-details', [F.cofidisProfession]),
];
