import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { ABSENT_TEXTS, DictionaryTranslator, type TextTree } from '../../../adapters/i18n/DictionaryTranslator';
import { i18nextOptions, TRANSLATION_NAMESPACES } from '../../../adapters/i18n/createI18next';
import type { Locale } from '../../../domain/brand/BrandConfigSchema';
import { firstScreenTexts } from '../../../scripts/prerender/firstScreenTexts';

const LOCALES_DIR = join(__dirname, '../../../locales');

/** i18next as the app configures it, with `locale` and English loaded from the locale files. */
async function i18nextFor(locale: Locale) {
  const instance = i18next.createInstance();
  const resources = Object.fromEntries(
    [...new Set([locale, 'en'])].map((language) => [
      language,
      Object.fromEntries(TRANSLATION_NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(join(LOCALES_DIR, language, `${ns}.json`), 'utf8')) as Record<string, string>])),
    ]),
  );
  await instance.init({ ...i18nextOptions(locale), resources });
  return instance;
}

/** Every key of a dictionary, as the app asks for it (`ns^a>b>c`). */
const keysOf = (namespace: string, tree: TextTree, prefix: string[] = []): string[] =>
  Object.entries(tree).flatMap(([part, value]) => (typeof value === 'string' ? [`${namespace}^${[...prefix, part].join('>')}`] : keysOf(namespace, value, [...prefix, part])));

const params = { min: '1000 €', max: '20.000 €', brand: 'Marca', current: 1, total: 9, text: 'Pie', year: 2026, label: 'Etiqueta' };

describe('DictionaryTranslator (the first screen’s texts before i18next arrives, issue 25)', () => {
  // Every locale the build ships (one folder each).
  const locales = readdirSync(LOCALES_DIR).sort();
  it.each(locales)('%s: every text of the first screen dictionary reads as i18next reads it, parameters filled', async (locale) => {
    const instance = await i18nextFor(locale);
    const texts = firstScreenTexts(instance, { steps: ['initial-details', 'loan-details'], fields: ['contactDetails.email', 'contactDetails.phoneNumber', 'generalPolicies'] });
    const dictionary = new DictionaryTranslator(texts);
    const keys = Object.entries(texts).flatMap(([namespace, tree]) => keysOf(namespace, tree));
    expect(keys.length).toBeGreaterThan(50);
    for (const key of keys) expect(dictionary.translate(key, params), key).toBe(instance.t(key, params));
    // Without a namespace: looked up in common, then validation, then flow, as i18next's fallbackNS.
    expect(dictionary.translate('buttons>continue')).toBe(instance.t('buttons>continue'));
  });

  it('a key no locale has reads as i18next answers it (the key); listed as absent it is known without a text', async () => {
    const instance = await i18nextFor('es');
    const key = 'flow^flow>steps>initial-details>fields>generalPolicies>hint';
    expect(instance.exists(key)).toBe(false);
    expect(new DictionaryTranslator({}).translate(key)).toBe(instance.t(key));
    expect(new DictionaryTranslator({}).has(key)).toBe(false);
    const known = new DictionaryTranslator({ [ABSENT_TEXTS]: { [key]: '' } });
    expect(known.has(key)).toBe(true);
    expect(known.translate(key)).toBe(instance.t(key));
  });
});
