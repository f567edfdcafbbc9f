import { TEST_BRAND } from './testBrand';

export const PRODUCT = TEST_BRAND.product;

/** A create body for the first step (initial details), with `email` choosing the decision. */
export const createBody = (email = 'ana@example.com', extra: Record<string, unknown> = {}) => ({
  product: PRODUCT,
  amount: 2500,
  period: 60,
  sessionId: '0b9f0a53-5a6e-4c2e-9e8f-0c1a2b3c4d5e',
  generalPolicies: true,
  contactDetails: { email, phoneNumber: '+34612345678', marketingConsents: false },
  ...extra,
});

/** The remaining answers of an applicant the credit policy accepts (income 2000, obligations 500). */
export const acceptableAnswers = {
  personalDetails: { firstName: 'Ana', lastName: 'López', dateOfBirth: '1990-03-04', personalCode: '12345678Z' },
  incomeDetails: { monthlyIncome: 2000, iban: 'ES9121000418450200051332' },
  otherDetails: { negativeCreditHistory: false, overdueDebtAmount: 0 },
  expenses: { monthlyCreditCommitments: 200, rentAmount: 300 },
};
