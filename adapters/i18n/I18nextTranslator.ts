import type { i18n } from 'i18next';
import type { Translator } from '../../application/ports/Translator';
import type { Locale } from '../../domain/brand/BrandConfigSchema';

/** The `Translator` port over an i18next instance (the same one react-i18next renders with). */
export class I18nextTranslator implements Translator {
  constructor(private readonly instance: i18n) {}

  async changeLocale(locale: Locale): Promise<void> {
    await this.instance.changeLanguage(locale);
  }

  translate(key: string, params?: Readonly<Record<string, string | number>>): string {
    return this.instance.t(key, { ...params });
  }
}
