import type { BackendModule, ReadCallback } from 'i18next';
import { fetchMessages, translationUrl, type TranslationFetch, type TranslationRecovery } from './translationFiles';

export { translationUrl, type Messages, type TranslationFetch, type TranslationRecovery } from './translationFiles';

/**
 * An i18next backend that GETs one JSON file per language and namespace from the configured path (docs/product.md "Calls"). Twenty lines instead of i18next-http-backend: no XHR fallback, query building or reload
 * logic is needed. When the first GET fails, the rest (retries, then the build's own copy of the file) is code
 * loaded only then (recoverTranslations.ts): the first-step budget pays for the happy path alone, and the
 * applicant never sees raw keys.
 */
export class FetchTranslationBackend implements BackendModule {
  readonly type = 'backend' as const;
  readonly callbackApi = true;

  constructor(
    private readonly pathTemplate: string,
    private readonly fetchJson: TranslationFetch,
    private readonly recovery: TranslationRecovery,
  ) {}

  init(): void {}

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = translationUrl(this.pathTemplate, language, namespace);
    fetchMessages(this.fetchJson, url)
      .catch((error: unknown) =>
        import('./recoverTranslations').then((lazy) => lazy.recoverTranslations({ ...this.recovery, fetchJson: this.fetchJson, url, language, namespace, firstError: error })),
      )
      .then(
        (messages) => callback(null, messages as never),
        (error: unknown) => callback(`Failed to load translations ${url}: ${String(error)}`, false),
      );
  }
}
