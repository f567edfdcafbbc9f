import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { attachServerErrors } from '../../../../domain/flow/attachServerErrors';
import { buildPages, resetPages } from '../../../../domain/flow/buildPages';
import type { FlowDefinition } from '../../../../domain/flow/FlowDefinition';
import { ES_VEHICLE_V3 } from '../../../../domain/flow/flows/esVehicleV3';
import { savePage } from '../../../../domain/flow/savePage';
import { DynamicFormPagesSchema } from '../../../../domain/lead/DynamicFormPage';

const f = (name: string) => ({ name, control: 'text' as const, rule: 'text' as const, required: true, sensitive: false, storable: true });
const FLOW: FlowDefinition = {
  flowId: 'test',
  steps: [
    { path: 'initial-details', section: 'contact-information', type: 'personal-information', fields: [f('contactDetails.email')], modal: { path: 'loan-details', showAtStart: true, fields: [f('amount')] } },
    { path: 'name', section: 'personal-details', type: 'dynamic', fields: [f('personalDetails.firstName'), f('personalDetails.lastName')] },
    { path: 'address-information', section: 'address-information', type: 'dynamic', fields: [f('contactDetails.street'), f('contactDetails.email2')] },
  ],
};

describe('buildPages (docs/product.md "The form flow")', () => {
  const pages = buildPages(FLOW);

  it('links pages by previous and next path', () => {
    expect(pages.map((p) => [p.previousPath, p.path, p.nextPath])).toEqual([
      [null, 'initial-details', 'name'],
      ['initial-details', 'name', 'address-information'],
      ['name', 'address-information', null],
    ]);
  });

  it('gives each page its data points, the modal included, and its 1-based order', () => {
    expect(pages.map((p) => p.dataPoints)).toEqual([
      ['contactDetails.email', 'amount'],
      ['personalDetails.firstName', 'personalDetails.lastName'],
      ['contactDetails.street', 'contactDetails.email2'],
    ]);
    expect(pages.map((p) => p.stepOrder)).toEqual([1, 2, 3]);
    expect(pages[1]?.context).toEqual({ flowId: 'test', section: 'personal-details', type: 'dynamic' });
  });

  it('knows the data points per step on every page', () => {
    for (const page of pages) {
      expect(page.dataPointsPerStep).toEqual({
        'initial-details': ['contactDetails.email', 'amount'],
        name: ['personalDetails.firstName', 'personalDetails.lastName'],
        'address-information': ['contactDetails.street', 'contactDetails.email2'],
      });
    }
  });

  it('lets only the last page carry all data points to submit', () => {
    expect(pages.map((p) => p.dataPointsToSubmit.length)).toEqual([0, 0, 6]);
    expect(pages[2]?.dataPointsToSubmit).toEqual(pages.flatMap((p) => p.dataPoints));
  });

  it('builds the 35 Spanish pages that fit the stored-page schema', () => {
    const spanish = buildPages(ES_VEHICLE_V3);
    expect(spanish).toHaveLength(35);
    expect(v.safeParse(DynamicFormPagesSchema, spanish).success).toBe(true);
    expect(spanish.slice(0, -1).every((p) => p.dataPointsToSubmit.length === 0)).toBe(true);
    expect(spanish[34]?.dataPointsToSubmit).toHaveLength(spanish.reduce((n, p) => n + p.dataPoints.length, 0));
  });
});

describe('attachServerErrors', () => {
  const pages = buildPages(FLOW);

  it('attaches each error to the page holding the field and selects the earliest such page', () => {
    const result = attachServerErrors(pages, [
      { field: 'contactDetails.street', code: 'InvalidFormat', message: 'bad street' },
      { field: 'personalDetails.lastName', code: 'Required', message: 'missing' },
    ]);
    expect(result.selectedPath).toBe('name');
    expect(result.pages.map((p) => p.errors.map((e) => e.fieldName))).toEqual([[], ['personalDetails.lastName'], ['contactDetails.street']]);
    expect(result.pages[1]?.errors[0]).toEqual({ fieldName: 'personalDetails.lastName', code: 'Required', message: 'missing' });
    expect(result.unassigned).toEqual([]);
  });

  it('finds a field in the step modal', () => {
    expect(attachServerErrors(pages, [{ field: 'amount', code: 'AboveMaximum', params: { max: 20000 } }]).pages[0]?.errors).toEqual([
      { fieldName: 'amount', code: 'AboveMaximum', params: { max: 20000 } },
    ]);
  });

  it('matches a bare field name when exactly one data point ends with it', () => {
    const result = attachServerErrors(pages, [{ field: 'firstName', code: 'Required' }, { field: 'street', code: 'Required' }]);
    expect(result.pages[1]?.errors[0]?.fieldName).toBe('personalDetails.firstName');
    expect(result.pages[2]?.errors[0]?.fieldName).toBe('contactDetails.street');
  });

  it('leaves unknown and ambiguous fields unassigned and selects nothing', () => {
    const errors = [{ field: 'unknown.field', code: 'X' }, { field: 'nothing', code: 'Y' }];
    const result = attachServerErrors(pages, errors);
    expect(result.unassigned).toEqual(errors);
    expect(result.selectedPath).toBeNull();
    expect(result.pages.every((p) => p.errors.length === 0)).toBe(true);
  });

  it('replaces the errors a page held before', () => {
    const first = attachServerErrors(pages, [{ field: 'contactDetails.email', code: 'A' }]).pages;
    const second = attachServerErrors(first, [{ field: 'contactDetails.street', code: 'B' }]);
    expect(second.pages[0]?.errors).toEqual([]);
    expect(second.selectedPath).toBe('address-information');
  });
});

describe('savePage and resetPages', () => {
  const withErrors = attachServerErrors(buildPages(FLOW), [
    { field: 'contactDetails.email', code: 'A' },
    { field: 'personalDetails.firstName', code: 'B' },
  ]).pages;

  it('saving a page clears only its errors', () => {
    const saved = savePage(withErrors, 'initial-details');
    expect(saved[0]?.errors).toEqual([]);
    expect(saved[1]?.errors).toHaveLength(1);
    expect(withErrors[0]?.errors).toHaveLength(1);
  });

  it('resetting rebuilds clean pages from the flow', () => {
    expect(resetPages(FLOW)).toEqual(buildPages(FLOW));
    expect(resetPages(FLOW).every((p) => p.errors.length === 0)).toBe(true);
  });
});

describe('attachServerErrors on arbitrary errors', () => {
  it('never throws and accounts for every error exactly once', async () => {
    const fc = (await import('fast-check')).default;
    const pages = buildPages(ES_VEHICLE_V3);
    const names = pages.flatMap((p) => p.dataPoints);
    const fieldArb = fc.oneof(fc.constantFrom(...names), fc.string(), fc.constantFrom('email', 'name', 'iban'));
    fc.assert(
      fc.property(fc.array(fc.record({ field: fieldArb, code: fc.string() }), { maxLength: 20 }), (errors) => {
        const result = attachServerErrors(pages, errors);
        const attached = result.pages.reduce((n, p) => n + p.errors.length, 0);
        expect(attached + result.unassigned.length).toBe(errors.length);
        const first = result.pages.find((p) => p.errors.length > 0);
        expect(result.selectedPath).toBe(first?.path ?? null);
      }),
    );
  });
});
