import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '..', '..');
/** The product's code; domain/country/ is the registry and the packs, where countries are listed. */
const SCANNED = ['domain', 'application', 'adapters', 'ui', 'src', 'server'];
const REGISTRY = join('domain', 'country') + '/';

function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** A table keyed by country, or a branch on one country: what a country's folder holds instead. */
const COUNTRY_TABLE = /Record<\s*Country\b|\bcountry\s*[!=]==\s*'[A-Z]{2}'|'[A-Z]{2}'\s*[!=]==\s*[\w.]*country\b/;

export function countryTables(files: readonly string[], read: (file: string) => string): string[] {
  return files.filter((file) => !file.startsWith(REGISTRY)).flatMap((file) =>
    read(file)
      .split('\n')
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => !/^\s*(\/\/|\*|\/\*)/.test(line) && COUNTRY_TABLE.test(line))
      .map(({ line, index }) => `${relative(root, join(root, file))}:${index + 1}: ${line.trim()}`),
  );
}

describe('a country is one folder (README "Add a country")', () => {
  it('no product code outside domain/country keeps a table by country or branches on one', () => {
    const files = SCANNED.flatMap(sources);
    expect(files.length).toBeGreaterThan(100);
    expect(countryTables(files, (file) => readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });

  it('finds each planted table and branch', () => {
    const planted: Record<string, string> = {
      'ui/a.ts': "const RULES: Partial<Record<Country, Rule>> = {};",
      'server/b.ts': "if (ctx.brand.country !== 'ES') return null;",
      'domain/loan/c.ts': "return country === 'PL' ? x : y;",
      'domain/country/es/esPack.ts': "if (country === 'ES') ok();",
    };
    expect(countryTables(Object.keys(planted), (file) => planted[file] ?? '')).toEqual([
      "ui/a.ts:1: const RULES: Partial<Record<Country, Rule>> = {};",
      "server/b.ts:1: if (ctx.brand.country !== 'ES') return null;",
      "domain/loan/c.ts:1: return country === 'PL' ? x : y;",
    ]);
  });
});
