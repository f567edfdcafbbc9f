import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type * as v from 'valibot';
import { BUILT_IN_PIXEL_VENDORS } from '../../adapters/tracking/builtInPixelVendors';
import type { PixelVendor } from '../../adapters/tracking/PixelVendor';
import { splitIntegrations, type Integration } from '../../src/container/Integration';

/**
 * The integrations lists of this repository's builds: the app's (src/integrations.ts) and the worked examples' test
 * build (examples/integrations.ts). brands/ serves both, so a brand may hold the setting of a vendor of either
 * (es-vehicle switches the examples' Acme pixel on, for the examples' build); a key that no vendor of any list reads is
 * a misspelling. An integrator's own list (FUNNEL_INTEGRATIONS) is the build's list, read as well.
 */
export const REPOSITORY_INTEGRATION_LISTS: readonly string[] = ['src/integrations.ts', 'examples/integrations.ts'];

/** The pixel vendors brand files may configure: the built-in ones, the build's and those of the repository's lists. */
export async function repositoryPixelVendors(root: string, buildIntegrations: readonly Integration[]): Promise<readonly PixelVendor[]> {
  const lists = [buildIntegrations];
  for (const file of REPOSITORY_INTEGRATION_LISTS.map((path) => resolve(root, path)).filter((path) => existsSync(path))) {
    lists.push(((await import(file)) as { integrations: readonly Integration[] }).integrations);
  }
  const vendors = [...BUILT_IN_PIXEL_VENDORS, ...lists.flatMap((list) => splitIntegrations(list).pixelVendors)];
  // One declaration per setting (a list repeats the vendors of another).
  return vendors.filter((vendor, index) => vendors.findIndex((other) => other.setting === vendor.setting) === index);
}

/** Each vendor's setting key and the schema of its value: what loadBrand needs to close brand.json `tracking`. */
export const trackingSettingsOf = (vendors: readonly PixelVendor[]): Readonly<Record<string, v.GenericSchema>> =>
  Object.fromEntries(vendors.map((vendor) => [vendor.setting, vendor.settings]));
