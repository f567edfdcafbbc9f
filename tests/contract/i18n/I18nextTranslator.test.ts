import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translationUrl, type TranslationFetch, type TranslationRecovery } from '../../../adapters/i18n/FetchTranslationBackend';
import { I18nextTranslator } from '../../../adapters/i18n/I18nextTranslator';
import { createI18next as startI18next, i18nextOptions } from '../../../adapters/i18n/createI18next';
import { KeyEchoTranslator } from '../../support/KeyEchoTranslator';
import { SpyLogger } from '../../support/SpyLogger';
import { describeTranslatorContract } from '../suites/translatorContract';

/** No waiting between tries, and a build without a copy of any file (the tests of the fallback give their own). */
const noBundle: TranslationRecovery = { wait: async () => undefined, logger: new SpyLogger(), bundled: async () => Promise.reject(new Error('no copy')) };

const createI18next = async (options: Omit<Parameters<typeof startI18next>[0], 'recovery'> & { recovery?: TranslationRecovery }) => {
  const { instance, ready } = startI18next({ recovery: noBundle, ...options });
  await ready;
  return instance;
};

const PATH = '/application-frontend/locales/{{lng}}/{{ns}}.json';

/** Serves the given files by URL and records every request. */
const serving = (files: Record<string, unknown>) => {
  const requested: string[] = [];
  const fetchJson: TranslationFetch = async (url) => {
    requested.push(url);
    const body = files[url];
    if (body === undefined) return { ok: false, status: 404, json: async () => ({}) };
    return { ok: true, status: 200, json: async () => body };
  };
  return { requested, fetchJson };
};

const realFile = (locale: string, ns: string): unknown => JSON.parse(readFileSync(join(process.cwd(), 'locales', locale, `${ns}.json`), 'utf8'));

describeTranslatorContract('KeyEchoTranslator (test double)', async () => new KeyEchoTranslator());
describeTranslatorContract('I18nextTranslator', async () => new I18nextTranslator(await createI18next({ locale: 'es', translationsPath: PATH, fetchJson: serving({}).fetchJson })));
describeTranslatorContract('I18nextTranslator over the build\'s copy (server down)', async () =>
  new I18nextTranslator(
    await createI18next({
      locale: 'es',
      translationsPath: PATH,
      fetchJson: async () => Promise.reject(new TypeError('Failed to fetch')),
      recovery: { wait: async () => undefined, logger: new SpyLogger() },
    }),
  ),
);

describe('i18next set-up (docs/product.md "Constants")', () => {
  it('holds the spec options', () => {
    expect(i18nextOptions('es')).toMatchObject({
      lng: 'es',
      fallbackLng: 'en',
      keySeparator: '>',
      nsSeparator: '^',
      interpolation: { escapeValue: false },
      debug: false,
    });
  });

  it('fills language and namespace into the configured path', () => {
    expect(translationUrl(PATH, 'es', 'common')).toBe('/application-frontend/locales/es/common.json');
  });

  it('loads every namespace of the configured locale and of English from the configured path', async () => {
    const { requested, fetchJson } = serving({});
    await createI18next({ locale: 'es', translationsPath: PATH, fetchJson });
    expect([...new Set(requested)].sort()).toEqual(
      ['common', 'flow', 'validation'].flatMap((ns) => [`/application-frontend/locales/en/${ns}.json`, `/application-frontend/locales/es/${ns}.json`]).sort(),
    );
  });

  it('resolves nested keys with ">" and namespaces with "^" from the real locale files', async () => {
    const files: Record<string, unknown> = {};
    for (const locale of ['en', 'es']) for (const ns of ['common', 'validation', 'flow']) files[translationUrl(PATH, locale, ns)] = realFile(locale, ns);
    const translator = new I18nextTranslator(await createI18next({ locale: 'es', translationsPath: PATH, fetchJson: serving(files).fetchJson }));
    const expected = (realFile('es', 'common') as { chrome: { home: string } }).chrome.home;
    expect(translator.translate('common^chrome>home')).toBe(expected);
    expect(translator.translate('chrome>home')).toBe(expected);
  });

  it('falls back to English when the locale file is missing, and does not escape interpolations', async () => {
    const { fetchJson } = serving({ [translationUrl(PATH, 'en', 'common')]: { greeting: { hello: 'Hello {{name}}' } } });
    const translator = new I18nextTranslator(await createI18next({ locale: 'pl', translationsPath: PATH, fetchJson }));
    expect(translator.translate('greeting>hello', { name: '<b>Ana</b>' })).toBe('Hello <b>Ana</b>');
  });

  it('answers the key for a missing translation, and keeps dots inside keys literal', async () => {
    const { fetchJson } = serving({ [translationUrl(PATH, 'en', 'common')]: { 'a.b': 'dotted' } });
    const translator = new I18nextTranslator(await createI18next({ locale: 'en', translationsPath: PATH, fetchJson }));
    expect(translator.translate('a.b')).toBe('dotted');
    expect(translator.translate('missing>key')).toBe('missing>key');
  });

  it('switches locale on demand', async () => {
    const { fetchJson } = serving({
      [translationUrl(PATH, 'en', 'common')]: { word: 'yes' },
      [translationUrl(PATH, 'de', 'common')]: { word: 'ja' },
    });
    const translator = new I18nextTranslator(await createI18next({ locale: 'en', translationsPath: PATH, fetchJson }));
    await translator.changeLocale('de');
    expect(translator.translate('word')).toBe('ja');
  });

  it('survives a network failure or a non-object answer when the build has no copy either (the key is shown)', async () => {
    const fetchJson: TranslationFetch = async (url) => {
      if (url.includes('/en/')) return { ok: true, status: 200, json: async () => ['not', 'an', 'object'] };
      throw new TypeError('Failed to fetch');
    };
    const translator = new I18nextTranslator(await createI18next({ locale: 'es', translationsPath: PATH, fetchJson }));
    expect(translator.translate('chrome>home')).toBe('chrome>home');
  });
});
