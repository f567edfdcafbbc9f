/** Headers that carry credentials or request identity, never recorded. */
const SECRET_HEADERS = new Set(['authorization', 'cookie', 'set-cookie', 'idempotency-key', 'x-api-key']);

const withoutQuery = (url: string | undefined): string | undefined => {
  if (url === undefined) return undefined;
  const cut = url.search(/[?#]/);
  return cut < 0 ? url : url.slice(0, cut);
};

const safeHeaders = (headers: Record<string, string | null | undefined>): Record<string, string | null | undefined> =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !SECRET_HEADERS.has(name.toLowerCase())));

interface RecordedExchange {
  url?: string;
  headers: Record<string, string | null | undefined>;
  body?: string;
}

/**
 * LogRocket network sanitizer (docs/click-ids-and-consent.md "Product analytics and session recording": "network bodies need requestSanitizer/
 * responseSanitizer"): lead bodies hold every answer, so bodies are never recorded; URLs lose their query (the
 * unsubscribe and e-mail validation calls carry the e-mail there); credential headers are dropped.
 */
export const sanitizeExchange = <T extends RecordedExchange>(exchange: T): T => ({
  ...exchange,
  url: withoutQuery(exchange.url),
  headers: safeHeaders(exchange.headers ?? {}),
  body: undefined,
});

/** LogRocket URL sanitizer: page URLs lose their query and fragment (landing parameters carry names and contacts). */
export const sanitizeUrl = (url: string): string => withoutQuery(url) ?? url;
