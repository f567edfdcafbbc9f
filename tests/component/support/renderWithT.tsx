import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { TranslateProvider, type TranslateFn } from '../../../ui/kit/Translate';
import { NAMESPACES, flatten, readNamespace } from './localeFiles';

/**
 * A translate function over the real locale files, resolved like the app's i18next set-up: `ns^group>key`, or a key
 * without namespace looked up in every namespace. A missing key throws, so a component using an unknown key fails.
 */
export function localeT(locale = 'en'): TranslateFn {
  const byNamespace = new Map(NAMESPACES.map((ns) => [ns, flatten(readNamespace(locale, ns))]));
  return (key, params) => {
    const [ns, path] = key.includes('^') ? (key.split('^', 2) as [string, string]) : [undefined, key];
    const text = ns !== undefined ? byNamespace.get(ns as (typeof NAMESPACES)[number])?.get(path) : [...byNamespace.values()].map((m) => m.get(path)).find((v) => v !== undefined);
    if (text === undefined) throw new Error(`Missing translation ${key} in ${locale}`);
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(params?.[name] ?? `{{${name}}}`));
  };
}

/** The locale's translate function answering a missing key with the key, as the app's i18next does (optional hints). */
export function keyFallbackT(locale = 'en'): TranslateFn {
  const t = localeT(locale);
  return (key, params) => {
    try {
      return t(key, params);
    } catch {
      return key;
    }
  };
}

export function renderWithT(ui: ReactElement, locale = 'en'): RenderResult {
  const t = localeT(locale);
  // As a wrapper, so `rerender` keeps the provider.
  return render(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <TranslateProvider t={t}>
        {children}
      </TranslateProvider>
    ),
  });
}
