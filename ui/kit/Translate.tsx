import { createContext, useContext, type ReactNode } from 'react';

/** Placeholder values for a message, e.g. `{ max: 20000 }` fills `{{max}}`. */
export type TranslateParams = Readonly<Record<string, string | number>>;

/**
 * Looks up a translated text by key (`namespace^group>key`, spec §9: key separator '>', namespace separator '^').
 * The app passes i18next's `t`; the kit never imports i18next itself so it stays presentational.
 */
export type TranslateFn = (key: string, params?: TranslateParams) => string;

/** Whether a text exists, for optional texts such as hints (i18next `exists`). */
export type TranslationExistsFn = (key: string) => boolean;

// Without a provider the key itself shows, which makes a missing provider obvious instead of silently English.
const TranslateContext = createContext<TranslateFn>((key) => key);
// Without `exists`, optional texts are left out rather than shown as keys.
const ExistsContext = createContext<TranslationExistsFn>(() => false);

export function TranslateProvider({ t, exists, children }: { t: TranslateFn; exists?: TranslationExistsFn; children: ReactNode }) {
  return (
    <TranslateContext.Provider value={t}>
      <ExistsContext.Provider value={exists ?? (() => false)}>{children}</ExistsContext.Provider>
    </TranslateContext.Provider>
  );
}

/** The translate function of the nearest provider. */
export function useT(): TranslateFn {
  return useContext(TranslateContext);
}

/** The nearest provider's check for optional texts. */
export function useTranslationExists(): TranslationExistsFn {
  return useContext(ExistsContext);
}
