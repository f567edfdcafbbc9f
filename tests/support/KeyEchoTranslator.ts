import type { Locale } from '../../domain/brand/BrandConfigSchema';
import type { Translator } from '../../application/ports/Translator';

/** Translates every key to itself (params appended as JSON), so tests assert keys, not wording. */
export class KeyEchoTranslator implements Translator {
  locale: Locale | undefined;

  async changeLocale(locale: Locale): Promise<void> {
    this.locale = locale;
  }
  translate(key: string, params?: Readonly<Record<string, string | number>>): string {
    return params === undefined ? key : `${key} ${JSON.stringify(params)}`;
  }
}
