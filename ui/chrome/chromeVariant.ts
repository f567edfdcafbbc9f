/** How the page chrome is drawn (spec §2 "Page chrome"). */
export type ChromeVariant = 'default' | 'transparent';

/**
 * Header and footer turn transparent in the resume flow (a path containing 'continue') and while the UI-colours state
 * holds any entry (spec §2).
 */
export function chromeVariant(pathname: string, uiColourEntries: number): ChromeVariant {
  return pathname.includes('continue') || uiColourEntries > 0 ? 'transparent' : 'default';
}

/** The loader uses a neutral colour in the resume flow (spec §2). */
export function loaderVariant(pathname: string): 'brand' | 'neutral' {
  return pathname.includes('continue') ? 'neutral' : 'brand';
}
