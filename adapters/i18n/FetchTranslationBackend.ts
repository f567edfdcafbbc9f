import type { BackendModule, ReadCallback } from 'i18next';
import type { Logger } from '../../application/ports/Logger';
import type { Wait } from '../../application/usecases/AwaitDecision';

/** The fetch this backend needs (the global `fetch` fits). */
export type TranslationFetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** One namespace's texts: the JSON object of a locale file. */
export type Messages = Record<string, unknown>;

/** What the backend falls back on when the server's file cannot be had (adapters/i18n/recoverTranslations.ts). */
export interface TranslationRecovery {
  /** Waits between tries (the composition root's timer; a fake in tests). */
  readonly wait: Wait;
  readonly logger: Logger;
  /** The build's own copy of `locales/{language}/{namespace}.json`; rejects when the build holds none. */
  readonly bundled?: (language: string, namespace: string) => Promise<Messages>;
}

/** Fill `{{lng}}` and `{{ns}}` of a configured path such as `/application-frontend/locales/{{lng}}/{{ns}}.json`. */
export const translationUrl = (pathTemplate: string, language: string, namespace: string): string =>
  pathTemplate.replace(/\{\{\s*lng\s*\}\}/g, encodeURIComponent(language)).replace(/\{\{\s*ns\s*\}\}/g, encodeURIComponent(namespace));

/** GETs one locale file; rejects with the reason on a network error, a non-2xx status or an answer that is not a JSON object. */
export const fetchMessages = async (fetchJson: TranslationFetch, url: string): Promise<Messages> => {
  const response = await fetchJson(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const body = await response.json();
  if (body === null || typeof body !== 'object' || Array.isArray(body)) throw new Error('not a JSON object');
  return body as Messages;
};

/**
 * An i18next backend that GETs one JSON file per language and namespace from the configured path (spec §7
 * "Translation files"). Twenty lines instead of i18next-http-backend: no XHR fallback, query building or reload
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
