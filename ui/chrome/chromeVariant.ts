/** How the page chrome is drawn (docs/product.md "Page chrome"). */
export type ChromeVariant = 'default' | 'transparent';

/**
 * Header and footer turn transparent in the resume flow (a path containing 'continue') and while the UI-colours state
 * holds any entry (docs/product.md "Page chrome").
 */
export function chromeVariant(pathname: string, uiColourEntries: number): ChromeVariant {
  return pathname.includes('continue') || uiColourEntries > 0 ? 'transparent' : 'default';
}

/** The loader uses a neutral colour in the resume flow (docs/product.md "Page chrome"). */
export function loaderVariant(pathname: string): 'brand' | 'neutral' {
  return pathname.includes('continue') ? 'neutral' : 'brand';
}
