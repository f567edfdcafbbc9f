const NUMERIC_TEXT = /^-?\d{1,15}(?:[.,]\d{1,15})?$/;

/**
 * A form value as a number: a finite number as is, or a plain decimal string ("2500", "99,5", "-3") after trimming.
 * Grouped or exponent forms ("1.000,00", "1e3") are not numbers here: the inputs send raw digits. Null otherwise.
 */
export function parseNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length > 32 || !NUMERIC_TEXT.test(trimmed)) return null;
  return Number(trimmed.replace(',', '.'));
}
