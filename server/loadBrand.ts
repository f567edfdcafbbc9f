import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { BrandConfigSchema, type BrandConfig } from '../domain/brand/BrandConfigSchema';
import type { DecisionConfig } from './decision/DecisionConfig';

/** Reads and validates brands/{id}/brand.json; throws with every problem named (a misconfigured brand must not start). */
export function loadBrand(brandsDir: string, id: string): BrandConfig {
  if (!/^[a-z0-9-]+$/.test(id)) throw new Error(`Invalid BRAND: ${id}`);
  const file = join(brandsDir, id, 'brand.json');
  if (!existsSync(file)) throw new Error(`No brand configuration at ${file}`);
  const parsed = v.safeParse(BrandConfigSchema, JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`Invalid ${file}: ${parsed.issues.map((i) => `${v.getDotPath(i) ?? '(root)'}: ${i.message}`).join('; ')}`);
  }
  return parsed.output;
}

/** Optional brands/{id}/decision.json: overrides of the reference decision engine's settings. */
export function loadDecisionOverrides(brandsDir: string, id: string): Partial<DecisionConfig> {
  const file = join(brandsDir, id, 'decision.json');
  if (!existsSync(file)) return {};
  const value = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error(`${file} must hold a JSON object`);
  return value as Partial<DecisionConfig>;
}
