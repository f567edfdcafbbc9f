// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { COUNTRIES, LOCALES } from '../../../domain/country/countryRegistry';
import { requireCountryPack } from '../../../domain/country/countryPacks';
import { STEP_CATALOGUE, catalogueStep } from '../../../domain/flow/catalogue';
import { FLOW_PATH_KEYS, stepFields, type FlowStep } from '../../../domain/flow/FlowDefinition';
import { FIELD_RULES } from '../../../domain/validation/FieldRule';
import { flowKeys } from '../../../ui/kit/flowKeys';
import { isLeadPath } from '../../unit/domain/flow/leadPaths';
import { localeT } from '../support/renderWithT';

// The 67 step keys of docs/product.md "Screens and routes", copied from the spec in its order (issue 11 §2), not from the code.
const SPEC_STEP_KEYS = [
  'loan-details', 'initial-details', 'personal-details', 'demographic-details', 'expenses', 'banking-details',
  'address-information', 'employment-details', 'employer-name', 'loan-purpose', 'name', 'gender', 'date-of-birth',
  'pep-details', 'id-card', 'personal-code', 'marital-status', 'education', 'province', 'flat-number',
  'housing-information', 'housing-tenure-since-date', 'monthly-income', 'income-contract-started-at',
  'income-contract-expires-at', 'income-information', 'income-payday', 'income-source', 'job-area', 'job-title',
  'vehicle-ownership', 'iban-consent', 'bank-account', 'online-banking', 'credit-history', 'monthly-extra-income',
  'credit-commitments', 'monthly-credit-commitments', 'position-type', 'dependants', 'country-of-birth',
  'monthly-expenses', 'citizenship', 'total-debt', 'housing-tenure', 'work-phone', 'spouse-monthly-income',
  'ovedue-debt-amount', 'has-vehicle-downpayment', 'mortgage-dates', 'salary-cycle', 'salary-cycle-value',
  'has-proof-of-income', 'has-bank-account', 'using-online-banking', 'clabe', 'tax-registry-code',
  'is-politically-exposed', 'is-interested-in-debt-consolidation', 'reference-details', 'rent-amount',
  'number-of-dependants', 'mortgage-amount', 'city-of-birth', 'monthly-mortgage-amount', 'mortgage-information',
  'cofidis-profession',
] as const;

// Section keys of docs/product.md "Screens and routes" that are steps: each groups several questions on one page.
const SECTION_STEPS = [
  'personal-details', 'demographic-details', 'expenses', 'banking-details', 'address-information', 'employment-details',
  'housing-information', 'income-information', 'mortgage-information', 'reference-details',
] as const;

/** Every key a step's page needs in one locale: title, section, field labels, option labels not named by the pack. */
function keysOf(step: FlowStep): string[] {
  const keys = [flowKeys.stepTitle(step.path), flowKeys.section(step.section)];
  const pages = step.modal ? [{ path: step.path, fields: step.fields }, { path: step.modal.path, fields: step.modal.fields }] : [{ path: step.path, fields: step.fields }];
  for (const page of pages) {
    if (page.path !== step.path) keys.push(flowKeys.stepTitle(page.path));
    for (const field of page.fields) {
      keys.push(flowKeys.fieldLabel(page.path, field.name));
      for (const value of field.options ?? []) if (field.optionNames?.[value] === undefined) keys.push(flowKeys.option(page.path, field.name, value));
    }
  }
  return keys;
}

/** The step as every country asks it (its country variants and the pack's options). */
const everyVariant = (key: (typeof SPEC_STEP_KEYS)[number]): FlowStep[] => COUNTRIES.map((country) => catalogueStep(key, requireCountryPack(country)));

function missingIn(locale: string, keys: readonly string[]): string[] {
  const t = localeT(locale);
  return [...new Set(keys)].filter((key) => {
    try {
      return t(key).trim() === '';
    } catch {
      return true;
    }
  });
}

describe('the step catalogue (docs/product.md "Screens and routes", issue 11 §2)', () => {
  it('the spec lists 67 keys and the catalogue defines exactly those', () => {
    expect(SPEC_STEP_KEYS).toHaveLength(67);
    expect(new Set(SPEC_STEP_KEYS).size).toBe(67);
    expect([...FLOW_PATH_KEYS].sort()).toEqual([...SPEC_STEP_KEYS].sort());
    expect(SPEC_STEP_KEYS.filter((key) => STEP_CATALOGUE[key]?.path !== key)).toEqual([]);
  });

  it.each([...SPEC_STEP_KEYS])('%s asks at least one question in every country, each a lead path with a known rule', (key) => {
    for (const step of everyVariant(key)) {
      const fields = stepFields(step);
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) {
        expect(isLeadPath(field.name), `${key} ${field.name}`).toBe(true);
        expect(FIELD_RULES).toContain(field.rule);
        if (field.control === 'radio' || field.control === 'select') {
          // A choice has options, from the catalogue or the country pack; country lists are chosen by ISO code.
          if (field.rule !== 'country') expect((field.options ?? []).length, `${key} ${field.name} ${step.path}`).toBeGreaterThan(0);
        }
      }
    }
  });

  it.each([...SECTION_STEPS])('section key %s is a step grouping several questions', (key) => {
    expect(STEP_CATALOGUE[key].fields.length).toBeGreaterThan(1);
    for (const step of everyVariant(key)) expect(step.fields.length).toBeGreaterThan(1);
  });

  it('typed answers carry an autocomplete token or a keypad (inputmode)', () => {
    const typed = new Set(['text', 'tel', 'email', 'money', 'integer', 'postalCode', 'iban']);
    const bare = SPEC_STEP_KEYS.flatMap(everyVariant)
      .flatMap((step) => stepFields(step).map((field) => ({ step: step.path, field })))
      // HTML has no autocomplete token for a house number alone (it is part of address-line1).
      .filter(({ field }) => field.name !== 'contactDetails.houseNumber')
      .filter(({ field }) => typed.has(field.control) && field.autocomplete === undefined && field.inputMode === undefined)
      .map(({ step, field }) => `${step} ${field.name}`);
    expect([...new Set(bare)]).toEqual([]);
  });

  it.each([...LOCALES])('every step of the catalogue has its %s texts, in every country variant', (locale) => {
    const keys = SPEC_STEP_KEYS.flatMap((key) => everyVariant(key).flatMap(keysOf));
    expect(keys.length).toBeGreaterThan(67 * 3);
    expect(missingIn(locale, keys)).toEqual([]);
  });

  it('the check can fail: a key the locale lacks is reported', () => {
    expect(missingIn('de', [flowKeys.stepTitle('not-a-step'), flowKeys.stepTitle('clabe')])).toEqual([flowKeys.stepTitle('not-a-step')]);
  });
});

describe('choices the country pack owns (issue 11 §1: one list, the server checks the same)', () => {
  it.each([
    ['CO', 'bank-account', 'incomeDetails.bankCode'],
    ['CO', 'bank-account', 'incomeDetails.bankAccountType'],
    ['CO', 'personal-code', 'personalDetails.idDocumentType'],
    ['PH', 'personal-code', 'personalDetails.idDocumentType'],
    ['PH', 'bank-account', 'incomeDetails.bankCode'],
    ['VN', 'bank-account', 'incomeDetails.bankCode'],
    ['MX', 'address-information', 'contactDetails.province'],
    ['VN', 'address-information', 'contactDetails.province'],
  ] as const)('%s %s offers the pack codes for %s', (country, key, name) => {
    const pack = requireCountryPack(country);
    const field = catalogueStep(key, pack).fields.find((candidate) => candidate.name === name);
    const expected = {
      'incomeDetails.bankCode': pack.payoutOptions.map((option) => option.code),
      'incomeDetails.bankAccountType': [...pack.bankAccountTypes],
      'personalDetails.idDocumentType': pack.idDocumentTypes.map((option) => option.code),
      'contactDetails.province': pack.regions.map((option) => option.code),
    }[name];
    expect(expected.length).toBeGreaterThan(0);
    expect(field?.options).toEqual(expected);
  });

  it('banks keep their proper names (GCash is GCash in every locale)', () => {
    const field = catalogueStep('bank-account', requireCountryPack('PH')).fields.find((candidate) => candidate.name === 'incomeDetails.bankCode');
    expect(field?.optionNames?.gcash).toBe('GCash');
  });

  it('Spain asks the province as text, filled from the postal code', () => {
    const province = catalogueStep('address-information', requireCountryPack('ES')).fields.find((candidate) => candidate.name === 'contactDetails.province');
    expect(province?.control).toBe('text');
    expect(province?.options).toBeUndefined();
  });
});
