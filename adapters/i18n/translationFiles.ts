/** Locale files as the translation backend and its recovery (recoverTranslations.ts) both read them: one module, no import cycle. */
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
