/**
 * Where the caret belongs after an input was reformatted while typing (IBAN groups, phone spacing): after the same
 * number of significant characters as before it in the raw text, so inserted separators never push it backwards.
 */
export function caretAfterFormat(raw: string, caret: number, formatted: string, isSignificant: (char: string) => boolean): number {
  let significantBefore = 0;
  for (let i = 0; i < Math.min(caret, raw.length); i++) {
    if (isSignificant(raw.charAt(i))) significantBefore++;
  }
  if (significantBefore === 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (isSignificant(formatted.charAt(i))) {
      seen++;
      if (seen === significantBefore) return i + 1;
    }
  }
  return formatted.length;
}
