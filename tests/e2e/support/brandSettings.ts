import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PLATFORM_BRAND_DEFAULTS } from '../../../domain/brand/brandDefaults';

/**
 * How long a brand keeps stored application data: its brand.json's value, else the platform default
 * (domain/brand/brandDefaults.ts). Read without the server's loadBrand, whose country registry imports phone metadata
 * as JSON, which Playwright's loader cannot take.
 */
export function applicationDataExpiryOf(brandId: string): number {
  const raw = JSON.parse(readFileSync(join(process.cwd(), 'brands', brandId, 'brand.json'), 'utf8')) as { applicationDataExpiryMilliseconds?: number };
  return raw.applicationDataExpiryMilliseconds ?? PLATFORM_BRAND_DEFAULTS.applicationDataExpiryMilliseconds;
}
