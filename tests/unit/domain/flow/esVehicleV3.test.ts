import { describe, expect, it } from 'vitest';
import { FIELD_CONTROLS, FLOW_PATH_KEYS, SECTION_KEYS, STEP_TYPES, stepFields } from '../../../../domain/flow/FlowDefinition';
import { ES_VEHICLE_V3 } from '../../../../domain/flow/flows/esVehicleV3';
import { GENERIC_V3 } from '../../../../domain/flow/flows/genericV3';
import { NON_STORABLE_LEAD_PATHS } from '../../../../domain/storage/withoutNonStorable';
import { FIELD_RULES } from '../../../../domain/validation/FieldRule';
import { isLeadPath } from './leadPaths';

// docs/product.md "Screens and routes", written out independently: row, path key, data points.
const SPANISH_ORDER: ReadonlyArray<readonly [number, string, readonly string[]]> = [
  [1, 'initial-details', ['contactDetails.email', 'contactDetails.phoneNumber', 'contactDetails.marketingConsents', 'generalPolicies', 'googleCaptchaToken', 'amount']],
  [2, 'loan-purpose', ['otherDetails.loanPurpose']],
  [3, 'name', ['personalDetails.firstName', 'personalDetails.lastName']],
  [4, 'personal-code', ['personalDetails.personalCode']],
  [5, 'income-source', ['incomeDetails.incomeSource']],
  [6, 'vehicle-ownership', ['otherDetails.vehicleConsent', 'otherDetails.vehicleOwnership', 'otherDetails.vehicleLicensePlateNumber', 'otherDetails.isVehicleFinanced']],
  [7, 'has-vehicle-downpayment', ['otherDetails.hasVehicleDownPayment']],
  [8, 'total-debt', ['expenses.totalDebtAmount']],
  [9, 'gender', ['personalDetails.gender']],
  [10, 'date-of-birth', ['personalDetails.dateOfBirth']],
  [11, 'marital-status', ['otherDetails.maritalStatus']],
  [12, 'education', ['otherDetails.education']],
  [13, 'address-information', ['contactDetails.postalCode', 'contactDetails.city', 'contactDetails.province', 'contactDetails.street', 'contactDetails.houseNumber']],
  [14, 'flat-number', ['contactDetails.flatNumber']],
  [15, 'monthly-income', ['incomeDetails.monthlyIncome']],
  [16, 'income-payday', ['incomeDetails.incomePayday']],
  [17, 'job-area', ['incomeDetails.jobArea']],
  [18, 'bank-account', ['incomeDetails.iban']],
  [19, 'online-banking', ['incomeDetails.usingOnlineBanking']],
  [20, 'credit-history', ['otherDetails.negativeCreditHistory']],
  [21, 'credit-commitments', ['expenses.creditCommitments']],
  [22, 'monthly-expenses', ['expenses.monthlyExpenses']],
  [23, 'monthly-credit-commitments', ['expenses.monthlyCreditCommitments']],
  [24, 'position-type', ['incomeDetails.positionType']],
  [25, 'monthly-extra-income', ['incomeDetails.monthlyExtraIncome']],
  [26, 'dependants', ['otherDetails.numberOfDependants']],
  [27, 'country-of-birth', ['otherDetails.countryOfBirth']],
  [28, 'citizenship', ['otherDetails.citizenship']],
  [29, 'housing-tenure', ['otherDetails.housingTenure']],
  [30, 'housing-tenure-since-date', ['otherDetails.housingTenureSinceDate']],
  [31, 'mortgage-amount', ['expenses.mortgageAmount']],
  [32, 'income-contract-started-at', ['incomeDetails.incomeContractStartedAt', 'incomeDetails.incomeContractExpiresAt']],
  [33, 'job-title', ['incomeDetails.jobTitle']],
  [34, 'employer-name', ['employer.name']],
  [35, 'pep-details', ['otherDetails.isPoliticallyExposed', 'otherDetails.connectedToPep']],
];

describe('es-vehicle-v3 (docs/product.md "Screens and routes")', () => {
  it('has flow id es-vehicle-v3 and exactly 35 steps', () => {
    expect(ES_VEHICLE_V3.flowId).toBe('es-vehicle-v3');
    expect(ES_VEHICLE_V3.steps).toHaveLength(35);
  });

  it.each(SPANISH_ORDER)('step %i is %s asking for %j', (row, path, dataPoints) => {
    const step = ES_VEHICLE_V3.steps[row - 1];
    expect(step?.path).toBe(path);
    expect(step && stepFields(step).map((f) => f.name)).toEqual(dataPoints);
  });

  it('starts with the amount modal shown at start', () => {
    expect(ES_VEHICLE_V3.steps[0]?.modal).toMatchObject({ path: 'loan-details', showAtStart: true, fields: [{ name: 'amount', rule: 'amount' }] });
  });

  it('requires the general policies and the captcha, not the marketing consents', () => {
    const byName = new Map(ES_VEHICLE_V3.steps[0]?.fields.map((f) => [f.name, f]));
    expect(byName.get('generalPolicies')).toMatchObject({ rule: 'accepted', required: true, control: 'checkbox' });
    expect(byName.get('googleCaptchaToken')).toMatchObject({ control: 'captcha', required: true });
    expect(byName.get('contactDetails.marketingConsents')).toMatchObject({ rule: 'accepted', required: false });
    expect(byName.get('contactDetails.phoneNumber')).toMatchObject({ rule: 'phone', mobileOnly: true, sensitive: true });
  });

  it('uses the rules (docs/validation-by-country.md "How a field is checked") for the Spanish patterns and limits', () => {
    const rules = new Map(ES_VEHICLE_V3.steps.flatMap((s) => stepFields(s)).map((f) => [f.name, f.rule]));
    expect(rules.get('contactDetails.postalCode')).toBe('postalCode');
    expect(rules.get('otherDetails.vehicleLicensePlateNumber')).toBe('licencePlate');
    expect(rules.get('expenses.totalDebtAmount')).toBe('totalDebt');
    expect(rules.get('incomeDetails.jobTitle')).toBe('jobTitle');
    expect(rules.get('employer.name')).toBe('companyName');
    expect(rules.get('contactDetails.street')).toBe('street');
    expect(rules.get('contactDetails.flatNumber')).toBe('flatNumber');
    expect(rules.get('personalDetails.personalCode')).toBe('nationalId');
    expect(rules.get('incomeDetails.iban')).toBe('bankAccount');
  });
});

describe.each([ES_VEHICLE_V3, GENERIC_V3])('flow $flowId is well formed', (flow) => {
  const fields = flow.steps.flatMap((s) => stepFields(s));

  it('uses known path keys, sections, types, controls and rules, each path once', () => {
    const paths = flow.steps.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const step of flow.steps) {
      expect(FLOW_PATH_KEYS).toContain(step.path);
      expect(SECTION_KEYS).toContain(step.section);
      expect(STEP_TYPES).toContain(step.type);
    }
    for (const f of fields) {
      expect(FIELD_CONTROLS).toContain(f.control);
      expect(FIELD_RULES).toContain(f.rule);
    }
  });

  it('names only lead fields of docs/product.md "Entities", each once', () => {
    for (const f of fields) expect(isLeadPath(f.name), f.name).toBe(true);
    expect(new Set(fields.map((f) => f.name)).size).toBe(fields.length);
  });

  it('gives options to every choice field', () => {
    for (const f of fields.filter((x) => x.rule === 'choice')) expect(f.options?.length, f.name).toBeGreaterThan(1);
  });

  it('marks exactly the national id and IBAN not storable, and both sensitive', () => {
    const secret = fields.filter((f) => !f.storable);
    expect(secret.map((f) => f.name)).toEqual(['personalDetails.personalCode', 'incomeDetails.iban']);
    for (const f of secret) {
      expect(f.sensitive).toBe(true);
      expect(NON_STORABLE_LEAD_PATHS).toContain(f.name);
    }
  });

  it('marks contact and identity data sensitive', () => {
    const sensitive = new Set(fields.filter((f) => f.sensitive).map((f) => f.name));
    for (const name of ['contactDetails.email', 'contactDetails.phoneNumber', 'personalDetails.firstName', 'personalDetails.lastName', 'contactDetails.street']) {
      expect(sensitive.has(name), name).toBe(true);
    }
  });
});

describe('generic-v3', () => {
  it('asks initial details, name, personal code, address, monthly income, bank account, PEP in that order', () => {
    expect(GENERIC_V3.steps.map((s) => s.path)).toEqual([
      'initial-details', 'name', 'personal-code', 'address-information', 'monthly-income', 'bank-account', 'pep-details',
    ]);
  });
});
