/**
 * The free-text patterns of docs/validation-by-country.md "Names and free text" ("Patterns for the Spanish brand"), held as data. Every pattern is linear-time:
 * character classes that follow each other are disjoint or end the match, so no input makes the engine backtrack
 * more than once over it (tests run 10,000-character adversarial inputs). Letters are Unicode letters and marks
 * (`\p{L}\p{M}`: any script, with combining accents); `º` and `ª` are letters in Unicode, so "3ºB" is accepted. The
 * `mustMatch` patterns read the value's letter shape (letterShape: `L` for a letter, `M` for a mark), so `L` below
 * stands for `\p{L}` and `M` for `\p{M}`; `mustNotMatch` reads the value as typed.
 * The same patterns serve every country (docs/validation-by-country.md "Names and free text").
 */
export type TextRule =
  | 'name'
  | 'jobTitle'
  | 'street'
  | 'houseNumber'
  | 'flatNumber'
  | 'blockNumber'
  | 'cityLike'
  | 'companyName'
  | 'text';

export interface TextRuleDefinition {
  /** Every pattern must match the value's letter shape (letterShape). */
  readonly mustMatch: readonly RegExp[];
  /** No pattern may match the value as typed. */
  readonly mustNotMatch: readonly RegExp[];
  /** Longest accepted value in characters (a decision, docs/validation-by-country.md "Names and free text": chosen to fit the lead API's columns). */
  readonly maxLength: number;
}

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/u;

export const TEXT_RULES: Readonly<Record<TextRule, TextRuleDefinition>> = {
  /**
   * Letters of any script, letter groups joined by one space, hyphen or apostrophe (' or ’), each group optionally
   * closed by a period (issue 11 §4: "O'Connor", "Ma. Clara", "Nguyễn Văn An", "José-María", "Jr."). The separators
   * and the period are not letters, so the groups cannot overlap (linear time).
   */
  name: { mustMatch: [/^[LM]+\.?(?:[ '’-][LM]+\.?)*$/u], mustNotMatch: [], maxLength: 100 },
  /** Letters, or letters and digits with spaces, dots or hyphens inside, ending with a letter. */
  jobTitle: { mustMatch: [/^(?:[LM\d][LM\d .-]*)?[LM]$/u], mustNotMatch: [], maxLength: 100 },
  /** Starts with a letter, or a number followed by text; never ends with space, comma, &, /, apostrophe or hyphen. */
  street: {
    mustMatch: [/^(?:L|\d+[^L\d]*L)/u],
    mustNotMatch: [/[ ,&/'-]$/u, CONTROL_CHARACTERS],
    maxLength: 150,
  },
  /** Letters and digits, optional leading #; space . , & / - only inside. */
  houseNumber: { mustMatch: [/^#?[L\d](?:[L\d .,&/-]*[L\d])?$/u], mustNotMatch: [], maxLength: 20 },
  /** Letters and digits, optional leading #; space , . # / - only inside. */
  flatNumber: { mustMatch: [/^#?[L\d](?:[L\d .,#/-]*[L\d])?$/u], mustNotMatch: [], maxLength: 20 },
  /** Same pattern as the flat number (docs/validation-by-country.md "Street, house, flat and block numbers": groups them). */
  blockNumber: { mustMatch: [/^#?[L\d](?:[L\d .,#/-]*[L\d])?$/u], mustNotMatch: [], maxLength: 20 },
  /** City, suburb, district, municipality: contains a letter; never ends with a hyphen or a space. */
  cityLike: { mustMatch: [/L/u], mustNotMatch: [/[- ]$/u, CONTROL_CHARACTERS], maxLength: 100 },
  /** Company name and pension payer: letters and digits, space ' & , . + - inside, ending with a letter, digit or dot. */
  companyName: {
    mustMatch: [/^[LM\d](?:[LM\d '&,.+-]*[LM\d.])?$/u],
    mustNotMatch: [],
    maxLength: 150,
  },
  /** Free text (no pattern, docs/validation-by-country.md "Names and free text"): anything printable, not blank. */
  text: { mustMatch: [/\S/u], mustNotMatch: [CONTROL_CHARACTERS], maxLength: 500 },
};
