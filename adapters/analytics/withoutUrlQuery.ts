/** PostHog properties that carry a URL (landing parameters hold names, e-mails and phones, docs/product.md "Landing parameters"). */
const URL_PROPERTIES = ['$current_url', '$referrer', '$initial_current_url', '$initial_referrer', '$session_entry_url', '$prev_pageview_url'];

const stripUrl = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const cut = value.search(/[?#]/);
  return cut < 0 ? value : value.slice(0, cut);
};

const stripProperties = (properties: unknown): unknown => {
  if (properties === null || typeof properties !== 'object') return properties;
  const copy: Record<string, unknown> = { ...(properties as Record<string, unknown>) };
  for (const key of URL_PROPERTIES) if (key in copy) copy[key] = stripUrl(copy[key]);
  return copy;
};

/**
 * PostHog's `before_send`: removes the query string and fragment from every URL property, top level and in
 * `$set`/`$set_once` (docs/click-ids-and-consent.md "Product analytics and session recording": "before_send can strip the URL query").
 */
export const withoutUrlQuery = <T>(event: T): T => {
  if (event === null || typeof event !== 'object') return event;
  const record = event as Record<string, unknown>;
  return {
    ...record,
    properties: stripProperties(record.properties),
    ...('$set' in record ? { $set: stripProperties(record.$set) } : {}),
    ...('$set_once' in record ? { $set_once: stripProperties(record.$set_once) } : {}),
  } as T;
};
