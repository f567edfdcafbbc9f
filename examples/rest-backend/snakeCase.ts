/**
 * The example REST backend speaks snake_case; the funnel's lead is camelCase. Keys are converted recursively, values
 * never (an e-mail address or a step's free text stays as typed).
 */
const toSnake = (key: string): string => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
const toCamel = (key: string): string => key.replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

const convertKeys = (value: unknown, convert: (key: string) => string): unknown => {
  if (Array.isArray(value)) return value.map((item) => convertKeys(item, convert));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [convert(key), convertKeys(item, convert)]));
};

export const snakeKeys = (value: unknown): unknown => convertKeys(value, toSnake);
export const camelKeys = (value: unknown): unknown => convertKeys(value, toCamel);
/** `contactDetails.email` ↔ `contact_details.email`: field paths of errors are converted segment by segment. */
export const snakePath = (path: string): string => path.split('.').map(toSnake).join('.');
export const camelPath = (path: string): string => path.split('.').map(toCamel).join('.');
