import { createContext, useContext, type ReactNode } from 'react';

/** Placeholder values for a message, e.g. `{ max: 20000 }` fills `{{max}}`. */
export type TranslateParams = Readonly<Record<string, string | number>>;

/**
 * Looks up a translated text by key (`namespace^group>key`, docs/product.md "Constants": key separator '>', namespace separator '^').
 * The app passes i18next's `t`; the kit never imports i18next itself so it stays presentational.
 */
export type TranslateFn = (key: string, params?: TranslateParams) => string;

// Without a provider the key itself shows, which makes a missing provider obvious instead of silently English.
const TranslateContext = createContext<TranslateFn>((key) => key);

export function TranslateProvider({ t, children }: { t: TranslateFn; children: ReactNode }) {
  return <TranslateContext.Provider value={t}>{children}</TranslateContext.Provider>;
}

/** The translate function of the nearest provider. */
export function useT(): TranslateFn {
  return useContext(TranslateContext);
}
