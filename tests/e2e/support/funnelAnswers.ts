/**
 * Valid answers for every step of the Spanish brand's v3 flow (docs/product.md "Screens and routes": order), as the applicant would give them.
 * `id` is the input id the form engine gives a field (`f-` + the dotted lead path with dots as hyphens); the first radio
 * carries the field id, the n-th `{id}-{n}`; a date has `-day`, `-month`, `-year` inputs.
 */
export type Answer =
  | { readonly kind: 'fill'; readonly id: string; readonly value: string }
  | { readonly kind: 'radio'; readonly id: string; readonly option: number }
  | { readonly kind: 'check'; readonly id: string }
  | { readonly kind: 'select'; readonly id: string; readonly value: string }
  | { readonly kind: 'date'; readonly id: string; readonly day: string; readonly month: string; readonly year: string }
  /** Not typed: the funnel fills it (the province from the postcode lookup). */
  | { readonly kind: 'filled'; readonly id: string; readonly value: string };

const fill = (id: string, value: string): Answer => ({ kind: 'fill', id, value });
const radio = (id: string, option = 1): Answer => ({ kind: 'radio', id, option });
const check = (id: string): Answer => ({ kind: 'check', id });
const select = (id: string, value: string): Answer => ({ kind: 'select', id, value });
const date = (id: string, day: string, month: string, year: string): Answer => ({ kind: 'date', id, day, month, year });

export interface StepAnswers {
  readonly path: string;
  readonly answers: readonly Answer[];
}

/** Every step after initial-details, in the flow's order, with valid answers. */
export const STEP_ANSWERS: readonly StepAnswers[] = [
  { path: 'loan-purpose', answers: [radio('f-otherDetails-loanPurpose')] },
  { path: 'name', answers: [fill('f-personalDetails-firstName', 'María'), fill('f-personalDetails-lastName', 'García')] },
  { path: 'personal-code', answers: [fill('f-personalDetails-personalCode', '12345678Z')] },
  { path: 'income-source', answers: [radio('f-incomeDetails-incomeSource')] },
  {
    path: 'vehicle-ownership',
    answers: [
      check('f-otherDetails-vehicleConsent'),
      radio('f-otherDetails-vehicleOwnership'),
      fill('f-otherDetails-vehicleLicensePlateNumber', '1234 BCD'),
      radio('f-otherDetails-isVehicleFinanced', 2),
    ],
  },
  { path: 'has-vehicle-downpayment', answers: [radio('f-otherDetails-hasVehicleDownPayment', 2)] },
  { path: 'total-debt', answers: [fill('f-expenses-totalDebtAmount', '1500')] },
  { path: 'gender', answers: [radio('f-personalDetails-gender')] },
  { path: 'date-of-birth', answers: [date('f-personalDetails-dateOfBirth', '15', '6', '1985')] },
  { path: 'marital-status', answers: [radio('f-otherDetails-maritalStatus')] },
  { path: 'education', answers: [radio('f-otherDetails-education', 4)] },
  {
    path: 'address-information',
    answers: [
      fill('f-contactDetails-postalCode', '28013'),
      fill('f-contactDetails-city', 'Madrid'),
      { kind: 'filled', id: 'f-contactDetails-province', value: 'Madrid' },
      fill('f-contactDetails-street', 'Calle Mayor'),
      fill('f-contactDetails-houseNumber', '10'),
    ],
  },
  { path: 'flat-number', answers: [fill('f-contactDetails-flatNumber', '2B')] },
  { path: 'monthly-income', answers: [fill('f-incomeDetails-monthlyIncome', '2500')] },
  { path: 'income-payday', answers: [fill('f-incomeDetails-incomePayday', '25')] },
  { path: 'job-area', answers: [select('f-incomeDetails-jobArea', 'IT')] },
  { path: 'bank-account', answers: [fill('f-incomeDetails-iban', 'ES9121000418450200051332')] },
  { path: 'online-banking', answers: [radio('f-incomeDetails-usingOnlineBanking')] },
  { path: 'credit-history', answers: [radio('f-otherDetails-negativeCreditHistory', 2)] },
  { path: 'credit-commitments', answers: [radio('f-expenses-creditCommitments', 2)] },
  { path: 'monthly-expenses', answers: [fill('f-expenses-monthlyExpenses', '800')] },
  { path: 'monthly-credit-commitments', answers: [fill('f-expenses-monthlyCreditCommitments', '0')] },
  { path: 'position-type', answers: [radio('f-incomeDetails-positionType')] },
  { path: 'monthly-extra-income', answers: [fill('f-incomeDetails-monthlyExtraIncome', '200')] },
  { path: 'dependants', answers: [fill('f-otherDetails-numberOfDependants', '1')] },
  { path: 'country-of-birth', answers: [select('f-otherDetails-countryOfBirth', 'ES')] },
  { path: 'citizenship', answers: [select('f-otherDetails-citizenship', 'ES')] },
  { path: 'housing-tenure', answers: [radio('f-otherDetails-housingTenure')] },
  { path: 'housing-tenure-since-date', answers: [date('f-otherDetails-housingTenureSinceDate', '1', '3', '2015')] },
  { path: 'mortgage-amount', answers: [fill('f-expenses-mortgageAmount', '0')] },
  { path: 'income-contract-started-at', answers: [date('f-incomeDetails-incomeContractStartedAt', '1', '2', '2018')] },
  { path: 'job-title', answers: [fill('f-incomeDetails-jobTitle', 'Ingeniera')] },
  { path: 'employer-name', answers: [fill('f-employer-name', 'Acme SL')] },
  { path: 'pep-details', answers: [radio('f-otherDetails-isPoliticallyExposed', 2), radio('f-otherDetails-connectedToPep', 2)] },
];

/**
 * Every answer the lead API holds after the funnel above with the initial details of `answerInitialDetails` (docs/product.md
 * "Entities": lead paths), the choices left at their first option included; the e-mail address is each test's own. The
 * funnel and fault suites hold that typing the steps stores exactly these; the suites whose subject is the submit and after
 * it save them over the API instead (tests/e2e/support/leadInState.ts `reviewOfSavedAnswers`).
 */
export const EXPECTED_LEAD = {
  amount: 2500,
  period: 60,
  periodScale: 'months',
  generalPolicies: true,
  personalDetails: { firstName: 'María', lastName: 'García', personalCode: '12345678Z', dateOfBirth: '1985-06-15', gender: 'FEMALE' },
  contactDetails: { phoneNumber: '+34612345678', marketingConsents: false, postalCode: '28013', city: 'Madrid', province: 'Madrid', street: 'Calle Mayor', houseNumber: '10', flatNumber: '2B' },
  incomeDetails: {
    incomeSource: 'EMPLOYED_PERMANENT',
    positionType: 'EMPLOYEE',
    monthlyIncome: 2500,
    incomePayday: 25,
    jobArea: 'IT',
    iban: 'ES9121000418450200051332',
    usingOnlineBanking: true,
    jobTitle: 'Ingeniera',
    incomeContractStartedAt: '2018-02-01',
    incomeContractExpiresAt: null,
    monthlyExtraIncome: 200,
  },
  otherDetails: {
    loanPurpose: 'CAR_PURCHASE',
    vehicleConsent: true,
    vehicleOwnership: 'OWNER',
    vehicleLicensePlateNumber: '1234BCD',
    isVehicleFinanced: false,
    hasVehicleDownPayment: false,
    maritalStatus: 'SINGLE',
    negativeCreditHistory: false,
    numberOfDependants: 1,
    countryOfBirth: 'ES',
    citizenship: 'ES',
    housingTenure: 'OWNER',
    housingTenureSinceDate: '2015-03-01',
    isPoliticallyExposed: false,
    connectedToPep: false,
    education: 'UNIVERSITY',
  },
  expenses: { totalDebtAmount: 1500, creditCommitments: false, monthlyExpenses: 800, monthlyCreditCommitments: 0, mortgageAmount: 0 },
  employer: { name: 'Acme SL' },
} as const;
