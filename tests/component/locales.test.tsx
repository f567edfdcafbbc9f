// @vitest-environment node
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../domain/country/countryRegistry';
import { NAMESPACES, flatten, localeIds, placeholders, readNamespace } from './support/localeFiles';

// Needs no DOM: it reads the locale files. Kept with the ui checks since locales/ serve the ui only.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The validation error kinds, read from the shared contract so a new kind without a message fails here. */
const ERROR_KINDS = [...readFileSync(join(ROOT, 'domain', 'validation', 'ValidationError.ts'), 'utf8').matchAll(/\|\s*'(\w+)'/g)].map((m) => m[1] ?? '');

/**
 * Subtrees that only some locales carry. None today: the step catalogue's texts (flow>steps) are in every locale, as
 * any brand may name any step. Everything else every locale must have.
 */
const LOCALE_SPECIFIC: ReadonlyArray<{ prefix: string; locales: readonly string[] }> = [];

const appliesTo = (key: string, locale: string) => LOCALE_SPECIFIC.every((rule) => !key.startsWith(rule.prefix) || rule.locales.includes(locale));

/**
 * A step's or field's hint is optional: a locale may add its country's own advice (stray-check exempt). An English
 * hint must be in every locale, though: English is the fallback language and would show in the applicant's page.
 */
const optionalHint = (key: string) => key.startsWith('flow>steps>') && key.endsWith('>hint');

const en = new Map(NAMESPACES.map((ns) => [ns, flatten(readNamespace('en', ns))]));

describe('locale folders', () => {
  it('are exactly the locales of the registry (LOCALES)', () => {
    expect(localeIds()).toEqual([...LOCALES].sort());
  });

  it('the validation error kinds were read from the contract', () => {
    expect(ERROR_KINDS).toContain('Required');
    expect(ERROR_KINDS.length).toBeGreaterThanOrEqual(21);
  });

  it('top-level groups are unique across namespaces, so a key resolves without its namespace', () => {
    const groups = NAMESPACES.flatMap((ns) => Object.keys(readNamespace('en', ns)));
    expect(new Set(groups).size).toBe(groups.length);
    expect(Object.keys(readNamespace('en', 'validation'))).toEqual(['validation']);
    expect(Object.keys(readNamespace('en', 'flow'))).toEqual(['flow']);
  });
});

describe.each([...LOCALES])('locale %s', (locale) => {
  describe.each([...NAMESPACES])('%s namespace', (ns) => {
    const messages = flatten(readNamespace(locale, ns));
    const reference = en.get(ns)!;

    it('has every key the en locale has (where it applies to this locale)', () => {
      const missing = [...reference.keys()].filter((key) => appliesTo(key, locale) && !messages.has(key));
      expect(missing).toEqual([]);
    });

    it('has no stray keys', () => {
      const stray = [...messages.keys()].filter((key) => (!reference.has(key) && !optionalHint(key)) || !appliesTo(key, locale));
      expect(stray).toEqual([]);
    });

    it('has no empty message and no key containing a separator', () => {
      expect([...messages].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([]);
      expect([...messages.keys()].filter((key) => key.split('>').some((part) => part.includes('^')))).toEqual([]);
    });

    it('uses the same placeholders as en in every message', () => {
      const mismatched = [...messages]
        .filter(([key]) => reference.has(key))
        .filter(([key, text]) => placeholders(text).join(',') !== placeholders(reference.get(key)!).join(','))
        .map(([key]) => key);
      expect(mismatched).toEqual([]);
    });
  });

  it('has a message for every ValidationErrorKind', () => {
    const validation = flatten(readNamespace(locale, 'validation'));
    expect(ERROR_KINDS.filter((kind) => !validation.has(`validation>${kind}`))).toEqual([]);
  });
});
