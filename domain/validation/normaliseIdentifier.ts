/**
 * An identifier as checked and stored: spaces, dashes and dots removed, upper-cased (docs/validation-by-country.md "How a field is checked": "Strip spaces and dashes and uppercase every identifier"; dots too, as "12.345.678-Z" and Colombian
 * "1.020.304.050" are written with them). Idempotent; never throws.
 */
export function normaliseIdentifier(value: string): string {
  return value.replace(/[\s.-]+/g, '').toUpperCase();
}
