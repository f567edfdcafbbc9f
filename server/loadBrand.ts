import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '../domain/brand/BrandConfigSchema';
import { resolveBrandConfig } from '../domain/brand/resolveBrandConfig';
import type { DecisionConfig } from './decision/DecisionConfig';
import { decisionOverridesFrom } from './decision/decisionFile';

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
