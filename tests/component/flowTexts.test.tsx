// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SECTION_KEYS, stepFields, type FlowDefinition } from '../../domain/flow/FlowDefinition';
import { ES_VEHICLE_V3 } from '../../domain/flow/flows/esVehicleV3';
import { GENERIC_V3 } from '../../domain/flow/flows/genericV3';
import { LOCALES } from '../../domain/country/countryRegistry';
import { flowKeys } from '../../ui/kit/flowKeys';
import { localeT } from './support/renderWithT';

/** Every key a flow's pages need: step titles (modal included), field labels and option labels (yes/no come from common). */
function requiredKeys(flow: FlowDefinition): string[] {
  const keys: string[] = [];
  for (const step of flow.steps) {
    keys.push(flowKeys.stepTitle(step.path), flowKeys.section(step.section));
    const pages = step.modal ? [{ path: step.path, fields: step.fields }, { path: step.modal.path, fields: step.modal.fields }] : [{ path: step.path, fields: stepFields(step) }];
    for (const page of pages) {
      if (page.path !== step.path) keys.push(flowKeys.stepTitle(page.path));
      for (const field of page.fields) {
        keys.push(flowKeys.fieldLabel(page.path, field.name));
        for (const value of field.options ?? []) keys.push(flowKeys.option(page.path, field.name, value));
      }
    }
  }
  return keys;
}

/** Keys missing in a locale: the test translate function throws on a missing key. */
function missing(locale: string, keys: readonly string[]): string[] {
  const t = localeT(locale);
  return keys.filter((key) => {
    try {
      return t(key).trim() === '';
    } catch {
      return true;
    }
  });
}

describe('flow texts ', () => {
  it('the es-vehicle-v3 flow has 35 steps and every key list is non-trivial', () => {
    expect(ES_VEHICLE_V3.steps).toHaveLength(35);
    expect(requiredKeys(ES_VEHICLE_V3).length).toBeGreaterThan(150);
  });

  it.each(['es', 'en'])('every step, field and option of es-vehicle-v3 has %s text', (locale) => {
    expect(missing(locale, requiredKeys(ES_VEHICLE_V3))).toEqual([]);
  });

  it.each([...LOCALES])('every step and field of generic-v3 has %s text', (locale) => {
    expect(missing(locale, requiredKeys(GENERIC_V3))).toEqual([]);
  });

  it.each([...LOCALES])('every section label of docs/product.md "Screens and routes" has %s text', (locale) => {
    expect(missing(locale, SECTION_KEYS.map(flowKeys.section))).toEqual([]);
  });

  it('the amount hint takes the brand limits as placeholders', () => {
    const t = localeT('es');
    expect(t(flowKeys.stepHint('loan-details'), { min: '1000 €', max: '20.000 €' })).toBe('Puede solicitar entre 1000 € y 20.000 €.');
  });

  it('a key of a step the flow does not have is reported missing (the check can fail)', () => {
    expect(missing('es', [flowKeys.stepTitle('not-a-step')])).toHaveLength(1);
  });
});
