import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '../domain/brand/BrandConfigSchema';
import { resolveBrandConfig } from '../domain/brand/resolveBrandConfig';
import type { DecisionConfig } from './decision/DecisionConfig';

/**
 * Reads brands/{id}/brand.json (only what differs from the defaults), merges it onto the platform and country
 * defaults and validates the result (resolveBrandConfig); throws naming the file and every problem's key (a
 * misconfigured brand must not start). The server, the prerender and the tests read brands through this one function.
 */
export function loadBrand(brandsDir: string, id: string): BrandConfig {
  if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`Invalid BRAND: ${id}`);
  const file = join(brandsDir, id, 'brand.json');
  if (!existsSync(file)) throw new Error(`No brand configuration at ${file}`);
  let document: unknown;
  try {
    document = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`Invalid ${file}: not JSON (${(error as Error).message})`);
  }
  const resolved = resolveBrandConfig(id, document);
  if (!resolved.ok) throw new Error(`Invalid ${file}: ${resolved.error.issues.join('; ')}`);
  return resolved.value;
}

/** Optional brands/{id}/decision.json: overrides of the reference decision engine's settings. */
export function loadDecisionOverrides(brandsDir: string, id: string): Partial<DecisionConfig> {
  const file = join(brandsDir, id, 'decision.json');
  if (!existsSync(file)) return {};
  const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${file} must hold a JSON object`);
  return value as Partial<DecisionConfig>;
}
