import { isUuid } from '../session/isUuid';

/** Campaign fields of docs/click-ids-and-consent.md "Campaign fields"; each is absent when empty (docs/click-ids-and-consent.md "Campaign fields": "Campaign fields read from the URL are absent when empty"). */
export interface CampaignParams {
  readonly utm_medium?: string;
  readonly utm_source?: string;
  readonly utm_campaign?: string;
  readonly utm_content?: string;
  readonly utm_term?: string;
}

/** Every landing query parameter of docs/product.md "Landing parameters", typed. Strings are data, never markup. */
export interface LandingParams {
  readonly refName?: string;
  readonly refSubId?: string;
  /** refTransactionId, or s_id when refTransactionId is absent or empty (docs/affiliates.md "The reference"). */
  readonly refTransactionId?: string;
  /** Requested amount, a non-negative number with at most 2 decimals (range is checked by validation, docs/validation-by-country.md "Amount and period"). */
  readonly amount?: number;
  /** Requested period, a whole number (range is checked by validation, docs/validation-by-country.md "Amount and period"). */
  readonly period?: number;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly email?: string;
  readonly phoneNumber?: string;
  readonly sellingTierGlobalId?: string;
  /** Only a valid UUID, in lower case (docs/validation-by-country.md "Other rules": "sessionId from the URL must be a valid UUID"). */
  readonly sessionId?: string;
  readonly fbclid?: string;
  readonly ttclid?: string;
  readonly gclid?: string;
  readonly gclsrc?: string;
  readonly gbraid?: string;
  readonly wbraid?: string;
  readonly campaign: CampaignParams;
  /** Names of parameters that were present but dropped (too long, wrong shape), for the caller to log. */
  readonly rejected: readonly string[];
}

type StringKey = Exclude<keyof LandingParams, 'amount' | 'period' | 'sessionId' | 'campaign' | 'rejected'>;

/** Longest value kept per parameter, in UTF-16 code units; a longer value is dropped (a cut id would be a wrong id). */
const STRING_LIMITS: Readonly<Record<StringKey, number>> = {
  refName: 255,
  refSubId: 255,
  refTransactionId: 255,
  firstName: 255,
  lastName: 255,
  email: 254,
  phoneNumber: 64,
  sellingTierGlobalId: 128,
  fbclid: 512,
  ttclid: 512,
  gclid: 512,
  gclsrc: 64,
  gbraid: 512,
  wbraid: 512,
};
const CAMPAIGN_KEYS = ['utm_medium', 'utm_source', 'utm_campaign', 'utm_content', 'utm_term'] as const;
const CAMPAIGN_LIMIT = 255;
/** Parameters where a literal "+" is kept: an e-mail cannot hold a space, and a phone's "+" is its country prefix. */
const PLUS_IS_LITERAL: ReadonlySet<string> = new Set(['email', 'phoneNumber']);
const AMOUNT = /^\d{1,9}(?:\.\d{1,2})?$/;
const PERIOD = /^\d{1,4}$/;
const MAX_QUERY = 16_384;

/** The query up to 16 KiB, never cutting a surrogate pair in two (a lone half is not text: it would reach the lead). */
function cutQuery(search: string): string {
  if (search.length <= MAX_QUERY) return search;
  const last = search.charCodeAt(MAX_QUERY - 1);
  return search.slice(0, last >= 0xd800 && last <= 0xdbff ? MAX_QUERY - 1 : MAX_QUERY);
}

/**
 * Reads the landing URL's query (docs/product.md "Landing parameters") into typed data. Values are trimmed and
 * stripped of control characters; an empty value is absent; the first occurrence of a repeated parameter wins.
 * refTransactionId falls back to s_id; sessionId is kept only when it is a UUID; amount and period only when
 * numeric. Decision: a value longer than its limit is dropped (listed in `rejected`), not cut; a query longer than
 * 16 KiB is read only up to that length. Never throws.
 */
export function parseLandingParams(search: string): LandingParams {
  const raw = readQuery(cutQuery(search));
  const rejected: string[] = [];
  const text = (key: string, limit: number): string | undefined => {
    const value = raw.get(key);
    if (value === undefined || value === '') return undefined;
    if (value.length > limit) {
      rejected.push(key);
      return undefined;
    }
    return value;
  };
  const strings: Partial<Record<StringKey, string>> = {};
  for (const key of Object.keys(STRING_LIMITS) as StringKey[]) {
    const value = text(key, STRING_LIMITS[key]);
    if (value !== undefined) strings[key] = value;
  }
  if (strings.refTransactionId === undefined) {
    const fallback = text('s_id', STRING_LIMITS.refTransactionId);
    if (fallback !== undefined) strings.refTransactionId = fallback;
  }
  const campaign: Record<string, string> = {};
  for (const key of CAMPAIGN_KEYS) {
    const value = text(key, CAMPAIGN_LIMIT);
    if (value !== undefined) campaign[key] = value;
  }
  const matching = (key: string, pattern: RegExp): number | undefined => {
    const value = text(key, 16);
    if (value === undefined) return undefined;
    if (pattern.test(value)) return Number(value);
    rejected.push(key);
    return undefined;
  };
  const amount = matching('amount', AMOUNT);
  const period = matching('period', PERIOD);
  const sessionIdText = text('sessionId', 36);
  if (sessionIdText !== undefined && !isUuid(sessionIdText)) rejected.push('sessionId');
  return {
    ...strings,
    ...(amount !== undefined && { amount }),
    ...(period !== undefined && { period }),
    ...(sessionIdText !== undefined && isUuid(sessionIdText) && { sessionId: sessionIdText.toLowerCase() }),
    campaign,
    rejected,
  };
}

const CONTROL = /[\u0000-\u001f\u007f]/g;

/** First value of each key, decoded like URLSearchParams except that "+" stays "+" where it is literal. */
function readQuery(search: string): Map<string, string> {
  const values = new Map<string, string>();
  const query = search.startsWith('?') ? search.slice(1) : search;
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decode(eq === -1 ? pair : pair.slice(0, eq), false);
    if (values.has(key)) continue;
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    values.set(key, decode(rawValue, PLUS_IS_LITERAL.has(key)).replace(CONTROL, '').trim());
  }
  return values;
}

function decode(text: string, plusIsLiteral: boolean): string {
  const spaced = plusIsLiteral ? text : text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // Malformed percent-encoding: keep the text as typed rather than losing the parameter.
    return spaced;
  }
}
