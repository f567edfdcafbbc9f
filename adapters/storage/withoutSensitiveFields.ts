/**
 * Field names never written to browser storage (docs/sessions-and-storage.md "What is never stored", ASVS 14.3.3: national IDs,
 * IBAN/CLABE/account numbers, ID-card numbers). Matched on the last segment of a key, so `iban`,
 * `incomeDetails.iban` and `incomeDetails>iban` all match. Lowercased for comparison.
 */
export const SENSITIVE_FIELD_NAMES: readonly string[] = [
  'personalcode',
  'nationalid',
  'cnp',
  'pesel',
  'curp',
  'rfc',
  'taxregistrycode',
  'idcardnumber',
  'iban',
  'clabe',
  'accountnumber',
  'bankaccount',
  'bankaccountnumber',
];

/** Properties that, on an object naming a sensitive field (`{ name: 'iban', value }`), hold that field's value. */
const VALUE_PROPERTIES = ['value', 'defaultValue', 'initialValue'];
const NAME_PROPERTIES = ['name', 'fieldName', 'path', 'dataPoint', 'key'];
const MAX_DEPTH = 32;

export const isSensitiveFieldName = (name: string): boolean => {
  const last = name.split(/[.>/[\]]/).filter(Boolean).at(-1) ?? name;
  return SENSITIVE_FIELD_NAMES.includes(last.toLowerCase());
};

/**
 * IBAN length by country, as `CCnn` pairs (ISO 13616 registry: every country ibantools 4.5 knows; a test holds the two
 * equal). Held here instead of importing ibantools, whose 4.8 KB gzip registry would load with the first step.
 */
const IBAN_LENGTHS = 'AD24AE23AL28AO25AT20AX18AZ28BA20BE16BF28BG22BH22BI27BJ28BL27BR29BY28CF27CG27CH21CI28CM27CR22CV25CY28CZ24' +
  'DE22DJ27DK18DO28DZ26EE20EG29ES24FI18FK18FO18FR27GA27GB22GE22GF27GI23GL18GP27GQ27GR27GT28GW25HN28HR21HU28IE22IL23IQ23' +
  'IR26IS26IT27JO30KM27KW30KZ20LB28LC32LI21LT20LU20LV21LY25MA28MC27MD24ME22MF27MG27MK19ML28MN20MQ27MR27MT31MU30MZ25NC27' +
  'NE28NI28NL18NO15OM23PF27PK24PL28PM27PS29PT25QA29RE27RO24RS22RU33SA24SC31SD18SE24SI19SK24SM27SN28SO23ST25SV28TD27TF27' +
  'TG28TL23TN24TR26UA29VA22VG24WF27XK20YE30YT27';
export const IBAN_LENGTH_BY_COUNTRY: ReadonlyMap<string, number> = new Map(
  Array.from(IBAN_LENGTHS.matchAll(/([A-Z]{2})(\d{2})/g), (match) => [match[1] as string, Number(match[2])]),
);

/** Country code, two check digits, 11–30 letters or digits (ISO 13616), once spaces and dashes are removed. */
const IBAN_SHAPE = /^([A-Z]{2})\d{2}[A-Z0-9]{11,30}$/;

/** ISO 7064 mod 97-10 over the rearranged IBAN (docs/validation-by-country.md "Bank accounts": "generic IBAN check"): 1 when the digits hold. */
const mod97 = (iban: string): number => {
  let rest = 0;
  for (const char of iban.slice(4) + iban.slice(0, 4)) {
    const code = char.charCodeAt(0);
    // Letters count as two digits (A = 10 … Z = 35), digits as one.
    rest = code >= 65 ? (rest * 100 + code - 55) % 97 : (rest * 10 + code - 48) % 97;
  }
  return rest;
};

/**
 * A string that is an IBAN of any registry country, written with or without spaces and dashes, any case
 * (docs/sessions-and-storage.md "What is never stored", docs/sessions-and-storage.md "What is never stored": "no IBAN pattern in storage"): the shape, the country's length and the mod-97
 * check digits. The length and mod-97 keep look-alikes such as a UUID without dashes (32 hex characters) in storage.
 */
export const looksLikeIban = (text: string): boolean => {
  if (text.length < 15 || text.length > 50) return false;
  const compact = text.replace(/[\s-]+/g, '').toUpperCase();
  const match = IBAN_SHAPE.exec(compact);
  return match !== null && IBAN_LENGTH_BY_COUNTRY.get(match[1] as string) === compact.length && mod97(compact) === 1;
};

const namesSensitiveField = (record: Record<string, unknown>): boolean =>
  NAME_PROPERTIES.some((property) => typeof record[property] === 'string' && isSensitiveFieldName(record[property] as string));

const strip = (value: unknown, ancestors: object[]): unknown => {
  if (typeof value === 'string') return looksLikeIban(value) ? undefined : value;
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  // A cycle is handed on untouched so the encoder refuses the whole write (nothing is stored).
  if (ancestors.includes(value)) return value;
  // Deeper than any stored layout: drop rather than write something unchecked.
  if (ancestors.length >= MAX_DEPTH) return undefined;
  const path = [...ancestors, value];
  if (Array.isArray(value)) return value.map((item) => strip(item, path) ?? null);
  const record = value as Record<string, unknown>;
  const dropValues = namesSensitiveField(record);
  const result: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(record)) {
    if (isSensitiveFieldName(key) || (dropValues && VALUE_PROPERTIES.includes(key))) continue;
    const kept = strip(item, path);
    // defineProperty, not assignment: a stored "__proto__" key stays data and never swaps the prototype.
    if (kept !== undefined) Object.defineProperty(result, key, { value: kept, enumerable: true, writable: true, configurable: true });
  }
  return result;
};

/**
 * A copy of `value` without sensitive data: properties named in `SENSITIVE_FIELD_NAMES`, the `value` of any
 * `{ name: <sensitive>, value }` entry, and any string that is a valid IBAN wherever it appears. Never throws;
 * returns `undefined` when the whole value is sensitive.
 */
export const withoutSensitiveFields = (value: unknown): unknown => strip(value, []);
