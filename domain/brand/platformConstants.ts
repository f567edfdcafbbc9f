/**
 * The non-brand constants of spec §9, shared by every brand. Units are in the names.
 */
export const PLATFORM_CONSTANTS = {
  /** Logged JSON objects are cut at this many characters; larger ones are dropped. */
  logJsonMaxCharacters: 1024,
  toast: { position: 'top-right', autoCloseMilliseconds: 3000, hideProgressBar: true, theme: 'colored' },
  /** FORM_HEIGHT messages to the parent frame (spec §2 page chrome). */
  iframeHeight: { debounceMilliseconds: 100, thresholdPixels: 10 },
  translation: { fallbackLanguage: 'en', keySeparator: '>', namespaceSeparator: '^', escapeValue: false, debug: false },
  /** Fetch cache: unused data kept this long; no polling. */
  fetchCache: { unusedDataMilliseconds: 60_000, polling: false },
} as const;
