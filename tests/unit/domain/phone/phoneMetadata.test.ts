import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_PROFILES } from '../../../../domain/country/countryRegistry';
import { PHONE_METADATA } from '../../../../domain/phone/phoneMetadata';
// @ts-expect-error plain ESM script without types
import { phoneMetadataFiles } from '../../../../scripts/generate-phone-metadata.mjs';

const root = join(__dirname, '..', '..', '..', '..');
const script = join(root, 'scripts', 'generate-phone-metadata.mjs');
const FILES: readonly string[] = phoneMetadataFiles();

describe('each country folder’s phone metadata (<cc>PhoneMetadata.json)', () => {
  it('every product country has its file in its folder', () => {
    for (const country of COUNTRIES) expect(FILES).toContain(`domain/country/${country.toLowerCase()}/${country.toLowerCase()}PhoneMetadata.json`);
  });

  it.each(FILES)('%s equals what scripts/generate-phone-metadata.mjs cuts from the installed libphonenumber-js', (file) => {
    const generated = execFileSync(process.execPath, [script, '--stdout', file], { encoding: 'utf8' });
    expect(readFileSync(join(root, file), 'utf8'), `run: node scripts/generate-phone-metadata.mjs ${file}`).toBe(generated);
  });
});

describe('domain/phone PHONE_METADATA: the registered countries’ cuts joined', () => {
  it('holds exactly the registered countries, each under its calling code', () => {
    expect(Object.keys(PHONE_METADATA.countries).sort()).toEqual([...COUNTRIES].sort());
    const expected: Record<string, string[]> = {};
    for (const profile of COUNTRY_PROFILES) (expected[profile.callingCode.slice(1)] ??= []).push(profile.country);
    expect(PHONE_METADATA.country_calling_codes).toEqual(expected);
  });

  it('stays small for the phone chunk (under 9 KB raw for the product countries)', () => {
    expect(JSON.stringify(PHONE_METADATA).length).toBeLessThan(9_000);
  });
});
