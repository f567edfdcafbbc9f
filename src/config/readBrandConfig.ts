import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { parseBrandConfig, type BrandConfigError } from '../../domain/brand/parseBrandConfig';
import type { Result } from '../../domain/kernel/Result';
import { err } from '../../domain/kernel/Result';

/** Id of the `<script type="application/json">` element the server fills with the brand's configuration. */
export const BRAND_CONFIG_ELEMENT_ID = 'brand-config';

export type ReadBrandConfigError = BrandConfigError | { readonly kind: 'BrandConfigMissing' } | { readonly kind: 'BrandConfigNotJson' };

/**
 * Reads the brand configuration the server injected into the page (a brand is data chosen at run time,
 * docs/architecture.md house rule 6) and validates it with parseBrandConfig. Never throws: the mount shows the fallback
 * screen for an error value.
 */
export const readBrandConfig = (doc: Pick<Document, 'getElementById'>): Result<BrandConfig, ReadBrandConfigError> => {
  const element = doc.getElementById(BRAND_CONFIG_ELEMENT_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return err({ kind: 'BrandConfigMissing' });
  let json: unknown;
  try {
    json = JSON.parse(element.textContent ?? '');
  } catch {
    return err({ kind: 'BrandConfigNotJson' });
  }
  return parseBrandConfig(json);
};
