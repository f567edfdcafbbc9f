/**
 * Spaces, dashes and dots written inside an IBAN, as in other identifiers (domain/validation/normaliseIdentifier.ts):
 * they do not count (docs/formatted-input.md).
 */
export const isIbanSeparator = (char: string): boolean => /[\s.-]/.test(char);

/**
 * Groups an IBAN in blocks of four as typed ("ES91 2100 0418 …"), upper-cased. Every other character is kept, so
 * nothing the applicant typed disappears; the validator reports it.
 */
export function groupIban(raw: string): string {
  const compact = raw.replace(/[\s.-]/g, '').toUpperCase();
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}
