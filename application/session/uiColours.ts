/** UI colours by name (docs/product.md "Page chrome"), e.g. `{ primary: '#0b5' }`; each name becomes the CSS variable `--color-<name>`. */
export type UiColours = Readonly<Record<string, string>>;

/** Names the brand themes use for their colour variables (`--color-primary`, `--color-footer-background`, …). */
const NAME = /^[a-z][a-z0-9-]{0,31}$/;
const NUMBER = String.raw`\d{1,3}(?:\.\d{1,4})?`;
const ALPHA = String.raw`(?:\s*[,/]\s*(?:${NUMBER}%|0?\.\d{1,4}|[01]))?`;
const SEP = String.raw`(?:\s*,\s*|\s+)`;
/** Strict CSS colour forms only (docs/security-and-reliability.md "Output encoding": parse data, never inject raw strings). */
const COLOUR_PATTERNS: readonly RegExp[] = [
  /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i,
  new RegExp(String.raw`^rgba?\(\s*${NUMBER}%?${SEP}${NUMBER}%?${SEP}${NUMBER}%?${ALPHA}\s*\)$`, 'i'),
  new RegExp(String.raw`^hsla?\(\s*${NUMBER}(?:deg)?${SEP}${NUMBER}%${SEP}${NUMBER}%${ALPHA}\s*\)$`, 'i'),
];
/** Longer values are not a colour of the accepted forms; checked first so the patterns never see long input. */
const MAX_VALUE_LENGTH = 64;
/** More entries than any theme has colours: the rest is dropped. */
export const MAX_UI_COLOUR_ENTRIES = 32;

/** Whether `value` is a CSS colour in one of the accepted forms: #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba(), hsl()/hsla(). */
export function isCssColour(value: unknown): value is string {
  return typeof value === 'string' && value.length <= MAX_VALUE_LENGTH && COLOUR_PATTERNS.some((pattern) => pattern.test(value));
}

/**
 * The valid entries of untrusted colour data (a stored value or a partner's message): a plain object whose names
 * match `[a-z][a-z0-9-]{0,31}` and whose values pass `isCssColour`; everything else is dropped, never thrown.
 * At most `MAX_UI_COLOUR_ENTRIES` entries are kept.
 */
export function sanitizeUiColours(data: unknown): UiColours {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return {};
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(data)) {
    if (Object.keys(kept).length >= MAX_UI_COLOUR_ENTRIES) break;
    if (NAME.test(name) && isCssColour(value)) kept[name] = value;
  }
  return kept;
}
