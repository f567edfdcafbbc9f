/**
 * The plate as checked and stored: spaces and dashes removed, upper-cased ("1234 bcd" → "1234BCD"). Idempotent.
 */
export function normaliseLicencePlate(value: string): string {
  return value.replace(/[\s-]+/g, '').toUpperCase();
}
