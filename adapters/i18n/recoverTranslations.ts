import { fetchMessages, type Messages, type TranslationFetch, type TranslationRecovery } from './translationFiles';

/**
 * Waits before the second and the third GET of a locale file that failed: three tries within about two seconds plus
 * the requests' own time, so a lost request or a restarting server costs the first render little, and a server that
 * stays down holds it up for about two seconds before the build's copy is shown.
 */
export const TRANSLATION_RETRY_DELAYS_MS: readonly number[] = [500, 1_500];

/**
 * The build's own copy of `locales/{language}/{namespace}.json`: the same texts the server ships for the brand's
 * language, as of the build. Every locale file is in this module's chunk ("eager": ≈ 33 KB gzip, fetched only after a
 * failure), because a chunk per file would put 27 chunk names and hashes into the start-up runtime (≈ 0.3 KB gzip
 * of first-step JavaScript, more than the budget has left). Rejects when the build holds none.
 */
export const bundledTranslations = async (language: string, namespace: string): Promise<Messages> => {
  // A brand's locale is a config value: only plain names may reach the file map.
  if (!/^[\w-]+$/.test(language) || !/^[\w-]+$/.test(namespace)) throw new Error(`no bundled translations for ${language}/${namespace}`);
  // policy.json holds the server's policy documents (server/data/policyDocuments.ts), never read by the browser.
  const file = (await import(/* webpackMode: "eager" */ /* webpackExclude: /policy\.json$/ */ `../../locales/${language}/${namespace}.json`)) as { default: Messages };
  return file.default;
};

/**
 * What follows a failed GET of a locale file (docs/product.md "Calls"; issue 15 item 6): the GET is tried again
 * after each of `delaysMs`, and the first good answer is used (the server's texts are preferred); when every try
 * fails, the build's copy of the same language and namespace is used and the failure is logged once for the file.
 * Each namespace recovers on its own. Rejects only when the build has no copy either (i18next then falls back to
 * English, itself recovered the same way; the key is the last resort).
 */
export async function recoverTranslations(
  options: TranslationRecovery & {
    readonly fetchJson: TranslationFetch;
    readonly url: string;
    readonly language: string;
    readonly namespace: string;
    readonly firstError: unknown;
    readonly delaysMs?: readonly number[];
  },
): Promise<Messages> {
  const delays = options.delaysMs ?? TRANSLATION_RETRY_DELAYS_MS;
  let lastError = options.firstError;
  for (const delay of delays) {
    await options.wait(delay);
    try {
      return await fetchMessages(options.fetchJson, options.url);
    } catch (error) {
      lastError = error;
    }
  }
  const context = { url: options.url, tries: delays.length + 1, error: String(lastError) };
  try {
    const messages = await (options.bundled ?? bundledTranslations)(options.language, options.namespace);
    options.logger.error('Translations could not be loaded; the bundled copy is shown', context);
    return messages;
  } catch (error) {
    options.logger.error('Translations could not be loaded, and the build holds no copy', { ...context, bundled: String(error) });
    throw lastError;
  }
}
