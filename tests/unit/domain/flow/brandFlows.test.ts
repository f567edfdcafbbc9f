import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../../../domain/brand/BrandConfigSchema';
import { requireCountryPack } from '../../../../domain/country/countryPacks';
import { BrandFlowSchema } from '../../../../domain/flow/brandFlow';
import { resolveFlow } from '../../../../domain/flow/catalogue';
import { stepFields, type FieldDefinition, type FlowDefinition } from '../../../../domain/flow/FlowDefinition';
import { loadBrand } from '../../../../server/loadBrand';

const BRANDS_DIR = join(process.cwd(), 'brands');
const BRAND_IDS = readdirSync(BRANDS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const brands: ReadonlyArray<{ readonly brand: BrandConfig; readonly flow: FlowDefinition }> = BRAND_IDS.map((id) => {
  const brand = loadBrand(BRANDS_DIR, id);
  return { brand, flow: resolveFlow(brand, requireCountryPack(brand.country)) };
});
const byId = (id: string) => {
  const found = brands.find(({ brand }) => brand.id === id);
  if (!found) throw new Error(`no brand ${id}`);
  return found;
};

/** Every field the brand's flow can ask, by lead path (a conditional step's included). */
const fieldsOf = (flow: FlowDefinition): Map<string, FieldDefinition> => new Map(flow.steps.flatMap(stepFields).map((field) => [field.name, field]));
const asks = (id: string, path: string): boolean => fieldsOf(byId(id).flow).has(path);
const askedAlways = (id: string, path: string): boolean => byId(id).flow.steps.some((step) => !step.when && stepFields(step).some((field) => field.name === path));

// Countries whose national id encodes the birth date (PESEL, CNP, CURP, CCCD: docs/validation-by-country.md "National ids"); elsewhere the date is asked.
const ID_ENCODES_BIRTH_DATE = new Set(['PL', 'RO', 'MX', 'VN']);
const EMPLOYED = ['EMPLOYED_PERMANENT', 'EMPLOYED_TEMPORARY', 'CIVIL_SERVANT'];

describe('each brand names its flow from the catalogue (issue 11 §3)', () => {
  it('every brand folder loads, each with its own flow', () => {
    expect(brands.map(({ brand }) => brand.id)).toEqual(BRAND_IDS);
    expect(new Set(brands.map(({ brand }) => brand.flowId)).size).toBe(BRAND_IDS.length);
  });

  it.each(BRAND_IDS)('%s: every step condition reads an answer an earlier step asks, with a value it can take', (id) => {
    const { flow } = byId(id);
    for (const [index, step] of flow.steps.entries()) {
      if (!step.when) continue;
      const earlier = fieldsOf({ ...flow, steps: flow.steps.slice(0, index) });
      const source = earlier.get(step.when.field);
      expect(source, `${step.path} reads ${step.when.field}`).toBeDefined();
      const values = 'equals' in step.when ? [step.when.equals] : step.when.in;
      const possible: readonly unknown[] = source?.control === 'yesNo' ? [true, false] : (source?.options ?? []);
      for (const value of values) expect(possible, `${step.path}: ${step.when.field} = ${String(value)}`).toContain(value);
    }
  });

  it.each(BRAND_IDS)('%s asks a date of birth, or a national id that encodes one, on every path', (id) => {
    const { brand } = byId(id);
    const viaId = ID_ENCODES_BIRTH_DATE.has(brand.country) && askedAlways(id, 'personalDetails.personalCode');
    expect(viaId || askedAlways(id, 'personalDetails.dateOfBirth')).toBe(true);
  });

  it.each(BRAND_IDS)('%s asks contact, name, address, income, payout account and PEP on every path', (id) => {
    for (const path of ['contactDetails.email', 'personalDetails.firstName', 'personalDetails.lastName', 'contactDetails.street', 'incomeDetails.monthlyIncome', 'incomeDetails.iban', 'otherDetails.isPoliticallyExposed']) {
      expect(askedAlways(id, path), path).toBe(true);
    }
  });

  it('payroll loans ask the employer and the salary cycle', () => {
    const payroll = brands.filter(({ brand }) => brand.product === 'payroll-loan').map(({ brand }) => brand.id);
    expect(payroll.sort()).toEqual(['co-libranza', 'mx-nomina']);
    for (const id of payroll) for (const path of ['employer.name', 'incomeDetails.salaryCycle']) expect(askedAlways(id, path), `${id} ${path}`).toBe(true);
  });

  it('debt consolidation asks the debts to consolidate; vehicle loans ask about the vehicle', () => {
    for (const { brand } of brands) {
      if (brand.product === 'debt-consolidation') for (const path of ['expenses.totalDebtAmount', 'expenses.monthlyCreditCommitments']) expect(askedAlways(brand.id, path), `${brand.id} ${path}`).toBe(true);
      if (brand.product === 'vehicle-loan') expect(askedAlways(brand.id, 'otherDetails.vehicleOwnership'), brand.id).toBe(true);
    }
  });

  it('Germany asks date and place of birth and nationality; the Steuer-ID is there but optional', () => {
    for (const path of ['personalDetails.dateOfBirth', 'otherDetails.cityOfBirth', 'otherDetails.citizenship']) expect(askedAlways('de-kredit', path), path).toBe(true);
    expect(fieldsOf(byId('de-kredit').flow).get('personalDetails.taxId')?.required).toBe(false);
  });

  it.each(['pl-raty', 'pl-pozyczka'])('%s asks the ID card, employment when employed, and household expenses', (id) => {
    expect(askedAlways(id, 'otherDetails.idCardNumber')).toBe(true);
    expect(askedAlways(id, 'expenses.monthlyExpenses')).toBe(true);
    const employment = byId(id).flow.steps.find((step) => stepFields(step).some((field) => field.name === 'employer.name'));
    expect(employment?.when).toEqual({ field: 'incomeDetails.incomeSource', in: EMPLOYED });
  });

  it('Romania asks the ID card (series and number) and the employer of the employed', () => {
    expect(askedAlways('ro-credit', 'otherDetails.idCardNumber')).toBe(true);
    expect(asks('ro-credit', 'employer.name')).toBe(true);
  });

  it.each(['mx-express', 'mx-nomina', 'mx-presta'])('%s asks CURP, RFC, CLABE, colonia and state', (id) => {
    for (const path of ['personalDetails.personalCode', 'personalDetails.taxId', 'incomeDetails.iban', 'contactDetails.suburb', 'contactDetails.province']) expect(askedAlways(id, path), path).toBe(true);
    // The account step of a Mexican brand is a CLABE: 18 digits typed on a numeric keypad, not an IBAN control.
    expect(fieldsOf(byId(id).flow).get('incomeDetails.iban')).toMatchObject({ control: 'text', rule: 'bankAccount', inputMode: 'numeric' });
  });

  it.each(['co-agil', 'co-libranza'])('%s asks the document type, the bank and the account type', (id) => {
    for (const path of ['personalDetails.idDocumentType', 'incomeDetails.bankCode', 'incomeDetails.bankAccountType']) expect(askedAlways(id, path), path).toBe(true);
  });

  it('the Philippines lets the applicant choose the id type; Vietnam asks the CCCD', () => {
    expect(askedAlways('ph-pautang', 'personalDetails.idDocumentType')).toBe(true);
    expect(askedAlways('vn-vaynhanh', 'personalDetails.personalCode')).toBe(true);
  });

  it('the Spanish vehicle brand keeps the order (docs/product.md "Screens and routes") of 35 steps', () => {
    expect(byId('es-vehicle').flow.steps).toHaveLength(35);
  });
});

describe('brand.json flow entries are checked at load (domain/flow/brandFlow.ts)', () => {
  const parse = (flow: unknown) => v.safeParse(BrandFlowSchema, flow).success;

  it('accepts keys and conditional entries', () => {
    expect(parse(['initial-details', 'name', { step: 'rent-amount', when: { field: 'otherDetails.housingTenure', equals: 'TENANT' } }])).toBe(true);
  });

  it('refuses an unknown step, a first step other than initial-details, a step listed twice and a malformed condition', () => {
    expect(parse(['initial-details', 'nmae'])).toBe(false);
    expect(parse(['name', 'initial-details'])).toBe(false);
    expect(parse(['initial-details', 'name', 'name'])).toBe(false);
    expect(parse(['initial-details', { step: 'rent-amount', when: { field: 'otherDetails.housingTenure' } }])).toBe(false);
    expect(parse(['initial-details', { step: 'rent-amount', when: { field: 'x', in: [] } }])).toBe(false);
  });
});
