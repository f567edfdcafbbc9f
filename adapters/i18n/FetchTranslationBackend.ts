import type { BackendModule, ReadCallback } from 'i18next';

/** The fetch this backend needs (the global `fetch` fits). */
export type TranslationFetch = (url: string) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;

/** Fill `{{lng}}` and `{{ns}}` of a configured path such as `/application-frontend/locales/{{lng}}/{{ns}}.json`. */
export const translationUrl = (pathTemplate: string, language: string, namespace: string): string =>
  pathTemplate.replace(/\{\{\s*lng\s*\}\}/g, encodeURIComponent(language)).replace(/\{\{\s*ns\s*\}\}/g, encodeURIComponent(namespace));

const isMessages = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * An i18next backend that GETs one JSON file per language and namespace from the configured path (spec §7
 * "Translation files"). Twenty lines instead of i18next-http-backend: no XHR fallback, query building or reload
 * logic is needed. A failed or non-object answer is reported to i18next as an error (it then falls back to English).
 */
export class FetchTranslationBackend implements BackendModule {
  readonly type = 'backend' as const;
  readonly callbackApi = true;

  constructor(
    private readonly pathTemplate: string,
    private readonly fetchJson: TranslationFetch,
  ) {}

  init(): void {}

  read(language: string, namespace: string, callback: ReadCallback): void {
    const url = translationUrl(this.pathTemplate, language, namespace);
    this.fetchJson(url)
      .then(async (response) => {
        if (!response.ok) return callback(`Failed to load translations ${url}: HTTP ${response.status}`, false);
        const body = await response.json();
        return isMessages(body) ? callback(null, body as never) : callback(`Translations ${url} are not a JSON object`, false);
      })
      .catch((error: unknown) => callback(`Failed to load translations ${url}: ${String(error)}`, false));
  }
}
