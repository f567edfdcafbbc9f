/** The text an input shows after an edit, and where its caret goes. */
export interface TypedText {
  readonly value: string;
  readonly caret: number;
}

/**
 * The one rule of every input formatted as typed (docs/formatted-input.md). What counts is every character that is not
 * a separator (`isSeparator`: spaces, dashes, brackets… typed or inserted); the formatter sees only those, and its text
 * is used only if it holds exactly them (letter case aside), else the text stays as typed. The caret goes after as
 * many counted characters as were before it in the edited text: right after the last of them, or, after a forward
 * Delete, before the next one, so a deleted separator deletes nothing and the caret steps over it. Never throws.
 */
export function formatAsTyped(raw: string, caret: number, format: (counted: string) => string, isSeparator: (char: string) => boolean, forward?: boolean): TypedText {
  const counted = (text: string) => text.split('').filter((char) => !isSeparator(char)).join('');
  const kept = counted(raw);
  const formatted = format(kept);
  const value = counted(formatted).toUpperCase() === kept.toUpperCase() ? formatted : raw;
  let before = counted(raw.slice(0, caret)).length;
  let at = 0;
  while (before > 0 && at < value.length) if (!isSeparator(value.charAt(at++))) before--;
  while (forward && at < value.length && isSeparator(value.charAt(at))) at++;
  return { value, caret: at };
}
