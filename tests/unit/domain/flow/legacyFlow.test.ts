import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { requireCountryPack } from '../../../../domain/country/countryPacks';
import { resolveFlow, resolveLegacyFlow } from '../../../../domain/flow/catalogue';
import { INITIAL_DETAILS_STEP } from '../../../../domain/flow/commonSteps';
import { LEGACY_PAGE_KEYS, stepFields, type FlowDefinition, type LegacyPageKey } from '../../../../domain/flow/FlowDefinition';
import { headFlow } from '../../../../domain/flow/headFlow';
import { LegacyFlowSchema } from '../../../../domain/flow/legacyFlow';
import { legacyFlowProblems, legacyPageRoute, legacyPageState, legacyProgressState } from '../../../../domain/flow/legacyPages';
import { resolveBrandConfig } from '../../../../domain/brand/resolveBrandConfig';
import { answersFromPaths } from '../../../../domain/lead/dottedPaths';
import { routeForState } from '../../../../domain/state/routeForState';
import { stateRow } from '../../../../domain/state/applicationStates';
import { loadBrand } from '../../../../server/loadBrand';

const BRANDS_DIR = join(process.cwd(), 'brands');
const DE_KREDIT = loadBrand(BRANDS_DIR, 'de-kredit');
const legacyConfig = () => {
  if (!DE_KREDIT.legacyFlow) throw new Error('de-kredit runs the legacy flow');
  return DE_KREDIT.legacyFlow;
};
const FLOW = resolveLegacyFlow({ flowId: DE_KREDIT.flowId, legacyFlow: legacyConfig() }, requireCountryPack('DE'));
const names = (flow: FlowDefinition, path: string) => stepFields(flow.steps.find((step) => step.path === path) ?? { fields: [], path: 'name', section: 'personal-details', type: 'dynamic' }).map((field) => field.name);

/** Every required answer of the pages before `page` (presence is what routes a lead, not the values). */
const answeredBefore = (page: LegacyPageKey) => {
  const index = FLOW.steps.findIndex((step) => step.path === page);
  return answersFromPaths(Object.fromEntries(FLOW.steps.slice(0, index).flatMap((step) => stepFields(step).filter((field) => field.required).map((field) => [field.name, field.control === 'checkbox' ? true : 'x']))));
};

describe('the legacy flow resolves from brand.json (issue 12 item 3)', () => {
  it('de-kredit runs it: six pages in the order of docs/product.md "Screens and routes", each several questions with their catalogue step texts', () => {
    expect(FLOW.form).toBe('legacy');
    expect(FLOW.steps.map((step) => step.path)).toEqual([...LEGACY_PAGE_KEYS]);
    for (const step of FLOW.steps) {
      expect(step.fields.length, step.path).toBeGreaterThan(1);
      // Every page asks something required, so the state routes it (an all-optional page would be skipped).
      expect(step.fields.some((field) => field.required), step.path).toBe(true);
      expect(Object.keys(step.fieldSteps ?? {}).sort()).toEqual(step.fields.map((field) => field.name).sort());
    }
  });

  it('keeps the German country rules: date and place of birth, citizenship, a German IBAN, the Steuer-ID optional', () => {
    expect(names(FLOW, 'personal-details')).toEqual(expect.arrayContaining(['personalDetails.dateOfBirth', 'otherDetails.cityOfBirth', 'otherDetails.citizenship']));
    const other = FLOW.steps.find((step) => step.path === 'other-information');
    expect(other?.fields.find((field) => field.name === 'incomeDetails.iban')?.rule).toBe(resolveFlow(DE_KREDIT, requireCountryPack('DE')).steps.flatMap(stepFields).find((field) => field.name === 'incomeDetails.iban')?.rule);
    expect(other?.fields.find((field) => field.name === 'personalDetails.taxId')?.required).toBe(false);
    expect(other?.fieldSteps?.['personalDetails.taxId']).toBe('tax-registry-code');
  });

  it('the first page carries what creating the lead needs (e-mail, phone, general policies) and the amount, and start-up knows it whole', () => {
    const first = names(FLOW, 'loan-information');
    expect(first).toEqual(expect.arrayContaining(['contactDetails.email', 'contactDetails.phoneNumber', 'generalPolicies', 'amount']));
    const head = headFlow(DE_KREDIT);
    expect(head.form).toBe('legacy');
    expect(head.steps.map((step) => step.path)).toEqual([...LEGACY_PAGE_KEYS]);
    expect(names(head, 'loan-information')).toEqual(first);
    expect(head.steps[0]?.fieldSteps?.['contactDetails.email']).toBe(INITIAL_DETAILS_STEP.path);
  });

  it('a v3 brand is unchanged: its head flow has no legacy form', () => {
    const head = headFlow(loadBrand(BRANDS_DIR, 'es-vehicle'));
    expect(head.form).toBeUndefined();
    expect(head.steps[0]?.path).toBe('initial-details');
  });
});

describe('page order ↔ progress states (docs/states-and-routes.md "Application states")', () => {
  it.each([
    ['loan-information', 1],
    ['personal-details', 2],
    ['contact-details', 3],
    ['income-details', 4],
    ['other-information', 5],
    ['reference-information', 25],
  ] as const)('%s is state %i, pre-offer, and the state table shows it on the page route', (page, state) => {
    expect(legacyPageState(page)).toBe(state);
    expect(stateRow(state)?.afterOffer).toBe(false);
    expect(routeForState(state)).toBe(legacyPageRoute(page));
  });

  it.each(LEGACY_PAGE_KEYS.map((page) => [page]))('a lead with every page before %s answered is at that page', (page) => {
    expect(legacyProgressState(FLOW, answeredBefore(page))).toBe(legacyPageState(page));
  });

  it('a lead with every page answered stays at the last page, reference information (25), until it is submitted', () => {
    const all = answersFromPaths(Object.fromEntries(FLOW.steps.flatMap(stepFields).filter((field) => field.required).map((field) => [field.name, field.control === 'checkbox' ? true : 'x'])));
    expect(legacyProgressState(FLOW, all)).toBe(25);
  });

  it('a missing answer on an earlier page brings the lead back to it', () => {
    const lead = answeredBefore('reference-information') as Record<string, Record<string, unknown>>;
    delete lead.personalDetails?.firstName;
    expect(legacyProgressState(FLOW, lead)).toBe(2);
  });
});

describe('brand.json legacyFlow is checked (a misconfigured brand does not start)', () => {
  const valid = legacyConfig();
  const shapeIssues = (value: unknown) => v.safeParse(LegacyFlowSchema, value).issues ?? [];

  it('accepts de-kredit’s', () => {
    expect(shapeIssues(valid)).toEqual([]);
    expect(legacyFlowProblems(valid)).toEqual([]);
  });
  it('refuses a missing page, a page of no step and an unknown page', () => {
    const { 'reference-information': _dropped, ...missing } = valid;
    expect(legacyFlowProblems(missing)).toEqual(['legacyFlow.reference-information: names no step']);
    expect(legacyFlowProblems({ ...valid, 'income-details': [] })).toEqual(['legacyFlow.income-details: names no step']);
    expect(legacyFlowProblems({ ...valid, 'extra-page': ['education'] })).toEqual([expect.stringMatching(/^legacyFlow\.extra-page: not a legacy page/)]);
    expect(shapeIssues({ ...valid, 'income-details': 'income-source' })).not.toEqual([]);
    expect(shapeIssues({ ...valid, 'income-details': ['no-such-step'] })).not.toEqual([]);
  });
  it('refuses a first page other than initial-details alone (the first page loads no catalogue)', () => {
    expect(legacyFlowProblems({ ...valid, 'loan-information': ['initial-details', 'education'] })).toEqual(['legacyFlow.loan-information: must be ["initial-details"]']);
    expect(legacyFlowProblems({ ...valid, 'loan-information': ['name'] })).toContain('legacyFlow.loan-information: must be ["initial-details"]');
  });
  it('refuses a step listed twice and a condition (a page asks its fields unconditionally)', () => {
    expect(legacyFlowProblems({ ...valid, 'reference-information': ['reference-details', 'name'] })).toEqual(['legacyFlow: a step is listed twice']);
    expect(legacyFlowProblems({ ...valid, 'reference-information': [{ step: 'reference-details', when: { field: 'x', equals: 1 } }] })).toEqual([
      'legacyFlow.reference-information: a legacy page asks its fields unconditionally (no "when")',
    ]);
  });
  it('a brand file with such a legacyFlow does not load', () => {
    const document = JSON.parse(readFileSync(join(BRANDS_DIR, 'de-kredit', 'brand.json'), 'utf8')) as Record<string, unknown>;
    expect(resolveBrandConfig('de-kredit', document).ok).toBe(true);
    const resolved = resolveBrandConfig('de-kredit', { ...document, legacyFlow: { ...valid, 'loan-information': ['name'] } });
    expect(resolved.ok).toBe(false);
    if (!resolved.ok) expect(resolved.error.issues).toContain('legacyFlow.loan-information: must be ["initial-details"]');
  });
});
