import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { loadBrand } from '../../server/loadBrand';

/** The brands/ folder of the repository (tests run from its root). */
export const BRANDS_DIR = join(process.cwd(), 'brands');

/** The ids of the shipped brands: the folders of brands/, sorted. */
export const shippedBrandIds = (): string[] =>
  readdirSync(BRANDS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

/** A shipped brand's effective configuration, read as the server reads it (defaults merged, then validated). */
export const shippedBrand = (id: string): BrandConfig => loadBrand(BRANDS_DIR, id);
