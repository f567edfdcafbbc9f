/** Spaces and hyphens are ignored in identifiers (accessibility.md "When to validate"); IBANs are at most 34 characters. */
const IGNORED = /[\s-]/g;

/**
 * Groups an IBAN in blocks of four as typed ("ES91 2100 0418 …"), upper-cased. Characters other than spaces and hyphens
 * are kept, so nothing the applicant typed disappears; the validator reports them.
 */
export function groupIban(raw: string): string {
  const compact = raw.replace(IGNORED, '').toUpperCase();
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Characters that count for caret placement in a grouped IBAN (everything but the inserted spaces). */
export const isIbanCharacter = (char: string): boolean => !/[\s-]/.test(char);
