import type { Translator } from '../../application/ports/Translator';
import type { Locale } from '../../domain/brand/BrandConfigSchema';

/** Texts by namespace, nested by key part (`common` → `buttons` → `continue`), as the locale files hold them. */
export type TextDictionary = { readonly [namespace: string]: TextTree };
export type TextTree = { readonly [part: string]: string | TextTree };

/**
 * The dictionary's own entry listing keys no text exists for in any locale (an optional hint a field does not have),
 * as `key → ""`: read as missing, exactly as i18next answers them, but known, so the switch to i18next draws nothing
 * again for them (src/bootstrap/firstScreenText.ts). Not a namespace: `~` is no namespace name.
 */
export const ABSENT_TEXTS = '~absent';

/** The namespaces a key without one is looked up in, in order (adapters/i18n/createI18next.ts: defaultNS, then fallbackNS). */
const NAMESPACES = ['common', 'validation', 'flow'] as const;

/**
 * The Translator over a fixed dictionary of the brand locale's texts, fallbacks already applied: the first screen's
 * texts, embedded in the prerendered page (scripts/prerender), so the first step is answered before i18next and the
 * locale files arrive (first-step budget). It reads keys as i18next is configured here (`ns^a>b>c`, the key itself
 * when missing, `{{name}}` filled from the params and left as it is without one), so the same text comes out;
 * tests/unit/adapters/DictionaryTranslator.test.ts compares the two for every key of the first screen's dictionary in every locale.
 */
export class DictionaryTranslator implements Translator {
  constructor(private readonly texts: TextDictionary) {}

  /** The dictionary holds one locale, loaded already. */
  changeLocale(_locale: Locale): Promise<void> {
    return Promise.resolve();
  }

  /** The dictionary knows `key`: it has its text, or knows that no locale has one (ABSENT_TEXTS). */
  has(key: string): boolean {
    return this.lookUp(key) !== undefined || typeof this.texts[ABSENT_TEXTS]?.[key] === 'string';
  }

  translate(key: string, params?: Readonly<Record<string, string | number>>): string {
    const text = this.lookUp(key);
    if (text === undefined) return key.slice(key.indexOf('^') + 1);
    return params === undefined ? text : text.replace(/{{(.+?)}}/g, (match, name: string) => {
      const value = params[name.trim()];
      return value === undefined ? match : String(value);
    });
  }

  private lookUp(key: string): string | undefined {
    const at = key.indexOf('^');
    const namespaces = at < 0 ? NAMESPACES : [key.slice(0, at)];
    const parts = key.slice(at + 1).split('>');
    for (const namespace of namespaces) {
      let node: string | TextTree | undefined = this.texts[namespace];
      for (const part of parts) node = typeof node === 'object' ? node[part] : undefined;
      if (typeof node === 'string') return node;
    }
    return undefined;
  }
}
