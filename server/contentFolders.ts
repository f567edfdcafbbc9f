import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Where a server or a build finds brand folders and locale folders: the repository's brands/ and locales/, then the
 * `brands/` and `locales/` of each folder FUNNEL_CONTENT names (comma-separated, relative to the repository): the
 * examples' test build serves the ninth-country example this way (FUNNEL_CONTENT=examples/chile, with its country
 * registered by FUNNEL_COUNTRIES). A brand id is looked up in that order.
 */
export interface ContentFolders {
  readonly brands: readonly string[];
  readonly locales: readonly string[];
}

export function contentFolders(root: string, extra: string | undefined = process.env.FUNNEL_CONTENT): ContentFolders {
  const added = (extra ?? '').split(',').map((item) => item.trim()).filter((item) => item !== '').map((item) => resolve(root, item));
  const present = (dirs: readonly string[]) => dirs.filter((dir) => existsSync(dir));
  return {
    brands: present([join(root, 'brands'), ...added.map((dir) => join(dir, 'brands'))]),
    locales: present([join(root, 'locales'), ...added.map((dir) => join(dir, 'locales'))]),
  };
}

/** Every brand folder's id with the brands folder holding it, sorted by id. */
export function brandIds(folders: ContentFolders): { readonly id: string; readonly brandsDir: string }[] {
  return folders.brands
    .flatMap((brandsDir) => readdirSync(brandsDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => ({ id: entry.name, brandsDir })))
    .sort((a, b) => a.id.localeCompare(b.id));
}

/** The brands folder holding brand `id` (the first that has it); the repository's brands/ when none does (loadBrand then names the file it misses). */
export function brandsDirOf(folders: ContentFolders, id: string): string {
  return folders.brands.find((dir) => existsSync(join(dir, id, 'brand.json'))) ?? folders.brands[0] ?? 'brands';
}
