import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import type { BrandConfig } from '../domain/brand/BrandConfigSchema';
import { resolveBrandConfig, type BrandConfigOptions } from '../domain/brand/resolveBrandConfig';
import type { DecisionConfig } from './decision/DecisionConfig';
import { decisionOverridesFrom } from './decision/decisionFile';

/**
 * Reads brands/{id}/brand.json (only what differs from the defaults), merges it onto the platform and country
 * defaults and validates the result (resolveBrandConfig); throws naming the file and every problem's key (a
 * misconfigured brand must not start). The server, the prerender and the tests read brands through this one function;
 * those that know the pixel vendors pass their settings (`options.trackingSettings`), so a misspelt key under
 * `tracking` is refused too.
 */
export function loadBrand(brandsDir: string, id: string, options: BrandConfigOptions = {}): BrandConfig {
  if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`Invalid BRAND: ${id}`);
  const file = join(brandsDir, id, 'brand.json');
  if (!existsSync(file)) throw new Error(`No brand configuration at ${file}`);
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid ${file}: not JSON (${(error as Error).message})`);
  }
  const resolved = resolveBrandConfig(id, document, options);
  if (!resolved.ok) throw new Error(`Invalid ${file}: ${resolved.error.issues.join('; ')}`);
  return resolved.value;
}

/** Written by the build (scripts/prerender/prerender.ts): the keys under brand.json `tracking` its pixel vendors read. */
export const TRACKING_SETTINGS_FILE = 'tracking-settings.json';

/**
 * The tracking keys the build at `distDir` recorded, as loadBrand's options: the server never imports a vendor
 * declaration (browser code), so it refuses a key under `tracking` that the build's vendors do not read (a misspelt
 * vendor key stops the start, as it stops the build). Their values were checked by the build. Without a build's record
 * (an API-only server, which serves no page and so no pixel) `tracking` stays open.
 */
export function builtTrackingSettings(distDir: string): BrandConfigOptions {
  const file = join(distDir, TRACKING_SETTINGS_FILE);
  if (!existsSync(file)) return {};
  const keys = v.parse(v.array(v.string()), JSON.parse(readFileSync(file, 'utf8')));
  return { trackingSettings: Object.fromEntries(keys.map((key) => [key, v.unknown()])) };
}

/**
 * brands/{id}/decision.json: the brand's decision thresholds in its currency (server/decision/decisionFile.ts), plus
 * any other DecisionConfig override. Every shipped brand has one (tests/api/decisionFiles.test.ts); without the file
 * the defaults apply. A file that is not valid, or names another currency than the brand's, stops the server.
 */
export function loadDecisionOverrides(brandsDir: string, id: string): Partial<DecisionConfig> {
  const file = join(brandsDir, id, 'decision.json');
  if (!existsSync(file)) return {};
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid ${file}: not JSON (${(error as Error).message})`);
  }
  const overrides = decisionOverridesFrom(document, loadBrand(brandsDir, id).currency);
  if (!overrides.ok) throw new Error(`Invalid ${file}: ${overrides.error.issues.join('; ')}`);
  return overrides.value;
}
