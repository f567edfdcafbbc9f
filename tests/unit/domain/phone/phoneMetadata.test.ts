import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../../../domain/brand/BrandConfigSchema';
import { COUNTRY_PROFILES } from '../../../../domain/brand/countryProfiles';

const root = join(__dirname, '..', '..', '..', '..');
const script = join(root, 'scripts', 'generate-phone-metadata.mjs');

describe('domain/phone/metadata.json', () => {
  it('equals what scripts/generate-phone-metadata.mjs generates from the installed libphonenumber-js', () => {
    const generated = execFileSync(process.execPath, [script, '--stdout'], { encoding: 'utf8' });
    const committed = readFileSync(join(root, 'domain', 'phone', 'metadata.json'), 'utf8');
    expect(committed, 'run: node scripts/generate-phone-metadata.mjs').toBe(generated);
  });

  it('holds exactly the brand countries and their calling codes', () => {
    const metadata = JSON.parse(readFileSync(join(root, 'domain', 'phone', 'metadata.json'), 'utf8')) as {
      countries: Record<string, unknown>;
      country_calling_codes: Record<string, string[]>;
    };
    expect(Object.keys(metadata.countries).sort()).toEqual([...COUNTRIES].sort());
    // Each registered country under its calling code (domain/brand/countryProfiles.ts).
    const expected: Record<string, string[]> = {};
    for (const country of COUNTRIES) (expected[COUNTRY_PROFILES[country].callingCode.replace('+', '')] ??= []).push(country);
    expect(metadata.country_calling_codes).toEqual(expected);
  });

  it('stays small enough for the first-step budget (under 9 KB raw)', () => {
    expect(readFileSync(join(root, 'domain', 'phone', 'metadata.json')).length).toBeLessThan(9_000);
  });
});
