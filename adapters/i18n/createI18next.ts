import i18next, { type i18n } from 'i18next';
import type { Locale } from '../../domain/brand/BrandConfigSchema';
import { FetchTranslationBackend, type TranslationFetch, type TranslationRecovery } from './FetchTranslationBackend';

/** Translation namespaces, one JSON file each per locale (locales/{lng}/{ns}.json). */
export const TRANSLATION_NAMESPACES = ['common', 'validation', 'flow'] as const;

/**
 * The i18next options of docs/product.md "Constants": fallback English, initial language from the configured locale,
 * key separator '>', namespace separator '^', escaping off (React escapes), debug off.
 * `common` is the default namespace; a key without a namespace is also looked up in the others.
 */
export const i18nextOptions = (locale: Locale) => ({
  lng: locale,
  fallbackLng: 'en',
  supportedLngs: false as const,
  ns: [...TRANSLATION_NAMESPACES],
  defaultNS: 'common',
  fallbackNS: ['validation', 'flow'],
  keySeparator: '>',
  nsSeparator: '^',
  interpolation: { escapeValue: false },
  debug: false,
  returnNull: false,
  // Language codes here are brand locales (mx, co, vn, ph), not BCP 47: load them exactly as named.
  load: 'currentOnly' as const,
  nonExplicitSupportedLngs: false,
});

/**
 * A fresh i18next instance (not the global singleton, so tests and several mounts do not share state), with
 * translations loaded per language and namespace from `translationsPath` (a failed file is retried, then taken from
 * the build: `recovery`, recoverTranslations.ts). Loading starts at once; `ready` resolves when the locale and
 * English are loaded (it never rejects), so the mount can await it before the first render.
 */
export const createI18next = (options: { locale: Locale; translationsPath: string; fetchJson: TranslationFetch; recovery: TranslationRecovery }): { instance: i18n; ready: Promise<void> } => {
  const instance = i18next.createInstance();
  instance.use(new FetchTranslationBackend(options.translationsPath, options.fetchJson, options.recovery));
  const ready = instance.init(i18nextOptions(options.locale)).then(
    () => undefined,
    () => undefined,
  );
  return { instance, ready };
};
