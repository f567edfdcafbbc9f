#!/usr/bin/env node
// Writes a country's phone metadata into its folder: `<cc>PhoneMetadata.json`, libphonenumber-js "max" metadata cut to
// that one country (domain/phone joins the registered countries' files; the country is named by the file's first two
// letters). Why "max": only it tells mobile from fixed-line for every country (a mobile receives the SMS code) and still
// validates fixed lines (work and reference phones). For the 8 product countries it is ~2.6 KB gzip against ~1.5 KB for
// "min" (which cannot tell types) and ~1.9 KB for "mobile" (which rejects every fixed line): `--sizes` measures it.
// Usage: node scripts/generate-phone-metadata.mjs                 rewrite every <cc>PhoneMetadata.json under domain/country/ and examples/
//        node scripts/generate-phone-metadata.mjs FILE…           write these files (a new country: its folder's file)
//        node scripts/generate-phone-metadata.mjs --stdout FILE   print what FILE should hold (the drift test compares it)
//        node scripts/generate-phone-metadata.mjs --sizes CC…     print raw and gzip bytes of min / mobile / max cuts of these countries
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const FILE_NAME = /^([a-z]{2})PhoneMetadata\.json$/;

/** Every country phone-metadata file of the repository (country folders and examples), relative to the root. */
export function phoneMetadataFiles() {
  const found = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && entry.name !== 'node_modules') walk(join(dir, entry.name));
      else if (FILE_NAME.test(entry.name)) found.push(relative(root, join(dir, entry.name)));
    }
  };
  for (const top of ['domain/country', 'examples']) walk(join(root, top));
  return found.sort();
}

function readSource(flavour) {
  const packageDir = dirname(require.resolve('libphonenumber-js/package.json'));
  return JSON.parse(readFileSync(join(packageDir, `metadata.${flavour}.json`), 'utf8'));
}

/** The metadata of `countries` alone: their calling codes and entries (non-geographic numbers are no applicant's phone). */
function cut(source, countries) {
  const callingCodes = {};
  for (const [code, owners] of Object.entries(source.country_calling_codes)) {
    const kept = owners.filter((country) => countries.includes(country));
    if (kept.length > 0) callingCodes[code] = kept;
  }
  const entries = {};
  for (const country of countries) {
    if (!source.countries[country]) throw new Error(`libphonenumber-js metadata has no ${country}`);
    entries[country] = source.countries[country];
  }
  return { version: source.version, country_calling_codes: callingCodes, countries: entries };
}

const serialise = (metadata) => `${JSON.stringify(metadata)}\n`;
const countryOf = (file) => {
  const match = FILE_NAME.exec(basename(file));
  if (!match) throw new Error(`${file}: a phone metadata file is named <cc>PhoneMetadata.json`);
  return match[1].toUpperCase();
};
/** What `file` should hold. */
export const phoneMetadataText = (file) => serialise(cut(readSource('max'), [countryOf(file)]));

const [mode, ...rest] = process.argv.slice(2);
if (mode === '--sizes') {
  for (const flavour of ['min', 'mobile', 'max']) {
    const text = serialise(cut(readSource(flavour), rest));
    process.stdout.write(`${flavour}: ${text.length} bytes, ${gzipSync(text).length} gzip\n`);
  }
} else if (mode === '--stdout') {
  process.stdout.write(phoneMetadataText(rest[0] ?? ''));
} else if (import.meta.url === `file://${process.argv[1]}`) {
  for (const file of mode ? [mode, ...rest] : phoneMetadataFiles()) writeFileSync(join(root, file), phoneMetadataText(file));
}
