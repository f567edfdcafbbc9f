import type { FieldDefinition } from '../FlowDefinition';
import { step, type CatalogueStep } from './CatalogueStep';
import { F } from './fields';

// The account the loan is paid into, as each country numbers it (country-rules.md): IBAN in ES, DE, PL and RO; the
// 18-digit CLABE in MX; bank, account type and number in CO; bank (or e-wallet) and number in VN and PH.
const ACCOUNT_BY_COUNTRY: Record<'DE' | 'PL' | 'RO' | 'MX' | 'CO' | 'VN' | 'PH', readonly FieldDefinition[]> = {
  DE: [F.localIban],
  PL: [F.localIban],
  RO: [F.localIban],
  MX: [F.accountNumber],
  CO: [F.bankCode, F.bankAccountType, F.accountNumber],
  VN: [F.bankCode, F.accountNumber],
  PH: [F.bankCode, F.accountNumber],
};
const withOnlineBanking = Object.fromEntries(Object.entries(ACCOUNT_BY_COUNTRY).map(([country, fields]) => [country, [...fields, F.usingOnlineBanking]]));

/** Banking, expenses and debts (spec §2 banking and expenses steps). */
export const MONEY_STEPS: readonly CatalogueStep[] = [
  step('banking-details', 'banking-details', [F.iban, F.usingOnlineBanking], { byCountry: withOnlineBanking }),
  step('bank-account', 'banking-details', [F.iban], { byCountry: ACCOUNT_BY_COUNTRY }),
  step('clabe', 'banking-details', [F.accountNumber]),
  step('iban-consent', 'banking-details', [F.ibanConsent]),
  step('online-banking', 'banking-details', [F.usingOnlineBanking]),
  step('using-online-banking', 'banking-details', [F.usingOnlineBanking]),
  step('has-bank-account', 'banking-details', [F.hasBankAccount]),
  step('expenses', 'expenses', [F.monthlyExpenses, F.creditCommitments, { ...F.monthlyCreditCommitments, required: false }]),
  step('monthly-expenses', 'expenses', [F.monthlyExpenses]),
  step('credit-commitments', 'expenses', [F.creditCommitments]),
  step('monthly-credit-commitments', 'expenses', [F.monthlyCreditCommitments]),
  step('total-debt', 'expenses', [F.totalDebt]),
  step('ovedue-debt-amount', 'expenses', [F.overdueDebt]),
  step('credit-history', 'other-information', [F.negativeCreditHistory]),
  step('is-interested-in-debt-consolidation', 'expenses', [F.debtConsolidation]),
];
