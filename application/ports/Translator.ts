import type { Locale } from '../../domain/brand/BrandConfigSchema';

/**
 * Translations (docs/product.md "Constants"). The domain and use cases hold no text (docs/architecture.md house rule 1);
 * this port exists for start-up (load the brand's locale before the first render) and for non-React callers.
 */
export interface Translator {
  /** Load `locale` (and the fallback, English) and make it current. Resolves when the namespaces are ready. */
  changeLocale(locale: Locale): Promise<void>;
  /** The text for `key` (`namespace^a>b>c`), interpolated with `params`; the key itself when missing. */
  translate(key: string, params?: Readonly<Record<string, string | number>>): string;
}
