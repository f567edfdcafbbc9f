import type { CountryPack, PayoutAccountPart } from '../../country/CountryPack';
import type { FieldDefinition } from '../FlowDefinition';
import { step, type CatalogueStep } from './CatalogueStep';
import { F } from './fields';

/** The field of each payout-account part a pack names (domain/country/CountryPack.ts). */
const PAYOUT_FIELDS: Readonly<Record<PayoutAccountPart, FieldDefinition>> = {
  bankCode: F.bankCode,
  bankAccountType: F.bankAccountType,
  iban: F.iban,
  accountNumber: F.accountNumber,
};

/** The account the loan is paid into, as the country numbers it: an IBAN, a CLABE, or bank (type) and number. */
const accountOf = (pack: CountryPack): readonly FieldDefinition[] => pack.payoutAccount.map((part) => PAYOUT_FIELDS[part]);

/** Banking, expenses and debts (docs/product.md "Screens and routes": banking and expenses steps). */
export const MONEY_STEPS: readonly CatalogueStep[] = [
  step('banking-details', 'banking-details', [F.iban, F.usingOnlineBanking], { fieldsFor: (pack) => [...accountOf(pack), F.usingOnlineBanking] }),
  step('bank-account', 'banking-details', [F.iban], { fieldsFor: accountOf }),
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
