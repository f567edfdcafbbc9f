import { describe, expect, it } from 'vitest';
import { BRAND_CONFIG_ELEMENT_ID, readBrandConfig } from '../../../src/config/readBrandConfig';
import { shippedBrand } from '../../support/shippedBrand';

/** A document holding one element, as the server renders it. */
const page = (element?: { type?: string; text: string }) => ({
  getElementById: (id: string) =>
    id === BRAND_CONFIG_ELEMENT_ID && element
      ? ({ getAttribute: (name: string) => (name === 'type' ? (element.type ?? 'application/json') : null), textContent: element.text } as unknown as HTMLElement)
      : null,
});

/** What the server injects: the brand's effective configuration (defaults merged). */
const brandJson = JSON.stringify(shippedBrand('es-vehicle'));

describe('readBrandConfig (<script type="application/json" id="brand-config">)', () => {
  it('parses and validates the injected brand', () => {
    const result = readBrandConfig(page({ text: brandJson }));
    expect(result.ok && result.value.id).toBe('es-vehicle');
  });

  it.each([
    ['missing', page(), 'BrandConfigMissing'],
    ['not typed application/json (could be script)', page({ type: 'text/javascript', text: brandJson }), 'BrandConfigMissing'],
    ['not JSON', page({ text: '{ nope' }), 'BrandConfigNotJson'],
    ['JSON of the wrong shape', page({ text: '{"id":"x"}' }), 'InvalidBrandConfig'],
  ])('answers an error value when the element is %s', (_label, doc, kind) => {
    const result = readBrandConfig(doc);
    expect(result.ok ? undefined : result.error.kind).toBe(kind);
  });
});
