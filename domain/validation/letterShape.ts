/**
 * The value's letter shape (docs/validation-by-country.md "Names and free text"): every Unicode letter becomes `L`,
 * every combining mark `M`, and every other character stays as it is. The free-text patterns (TEXT_RULES) are written
 * over this shape, so the whole Unicode letter and mark tables are compiled into one regex here instead of into each
 * pattern: compiled, each such table costs ≈ 30 KiB of the page's heap (docs/performance.md "The JS heap after the
 * last step"). `L` and `M` are letters themselves, so no character of the value can be taken for either.
 */
const LETTER_OR_MARK = /(\p{M})|\p{L}/gu;

export function letterShape(value: string): string {
  return value.replace(LETTER_OR_MARK, (_character, mark: string | undefined) => (mark === undefined ? 'L' : 'M'));
}
