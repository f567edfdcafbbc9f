#!/usr/bin/env node
// Writes domain/phone/metadata.json: libphonenumber-js "max" metadata cut down to the 8 brand countries (spec §1, §5).
// Why "max": only it tells mobile from fixed-line for every country (country-rules.md §1.4) and still validates fixed lines
// (work and reference phones). For the 8 countries it is ~2.6 KB gzip against ~1.5 KB for "min" (which cannot tell types)
// and ~1.9 KB for "mobile" (which rejects every fixed line) — measured with this script's `--sizes` flag.
// Usage: node scripts/generate-phone-metadata.mjs            write the file
//        node scripts/generate-phone-metadata.mjs --stdout   print what would be written (the drift test compares it)
//        node scripts/generate-phone-metadata.mjs --sizes    print raw and gzip bytes of min / mobile / max cuts
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The brand countries, read from the country registry's lines (`  ES: { currency: …`): a new country needs no edit here. */
export const PHONE_COUNTRIES = [...readFileSync(join(root, 'domain', 'brand', 'countryProfiles.ts'), 'utf8').matchAll(/^ {2}([A-Z]{2}): \{/gm)].map((match) => match[1]);
const target = join(root, 'domain', 'phone', 'metadata.json');

function readSource(flavour) {
  const packageDir = dirname(require.resolve('libphonenumber-js/package.json'));
  return JSON.parse(readFileSync(join(packageDir, `metadata.${flavour}.json`), 'utf8'));
}

function cut(source) {
  const callingCodes = {};
  for (const [code, countries] of Object.entries(source.country_calling_codes)) {
    const kept = countries.filter((country) => PHONE_COUNTRIES.includes(country));
    if (kept.length > 0) callingCodes[code] = kept;
  }
  const countries = {};
  for (const country of PHONE_COUNTRIES) {
    if (!source.countries[country]) throw new Error(`libphonenumber-js metadata has no ${country}`);
    countries[country] = source.countries[country];
  }
  // Non-geographic numbers (+800, +808 …) are not applicant phones: left out on purpose.
  return { version: source.version, country_calling_codes: callingCodes, countries, nonGeographic: {} };
}

const serialise = (metadata) => `${JSON.stringify(metadata)}\n`;

const mode = process.argv[2];
if (mode === '--sizes') {
  for (const flavour of ['min', 'mobile', 'max']) {
    const text = serialise(cut(readSource(flavour)));
    process.stdout.write(`${flavour}: ${text.length} bytes, ${gzipSync(text).length} gzip\n`);
  }
} else {
  const text = serialise(cut(readSource('max')));
  if (mode === '--stdout') process.stdout.write(text);
  else writeFileSync(target, text);
}
