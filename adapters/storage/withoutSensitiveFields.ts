import { electronicFormatIBAN, isValidIBAN } from 'ibantools';

/**
 * Field names never written to browser storage (tracking-privacy-security.md §3, ASVS 14.3.3: national IDs,
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

const looksLikeIban = (text: string): boolean => {
  if (text.length < 15 || text.length > 42) return false;
  const electronic = electronicFormatIBAN(text);
  return electronic !== null && isValidIBAN(electronic);
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
