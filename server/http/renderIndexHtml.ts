import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';

/** JSON safe inside a `<script>` element: `<`, `>`, `&` and the JS line separators are escaped, so `</script>` cannot break out. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * A brand's prerendered first screen as the build wrote it (scripts/prerender/prerenderedPage.ts, prerendered first screen):
 * markup the server pastes without reading it, so it never needs React.
 */
export interface PrerenderedScreen {
  /** Title, critical CSS, take-over script: pasted before `</head>`. */
  readonly head: string;
  /** The whole `<div id="root" …>…</div>` replacing the template's empty root. */
  readonly root: string;
  /** Stands for the calendar year in `root` (the footer's 'text - year', docs/product.md "Page chrome"). */
  readonly yearToken: string;
}

export interface RenderIndexOptions {
  /** The first screen to show before the app loads; without it the root stays empty (every other route). */
  readonly prerendered?: PrerenderedScreen | null;
  /** The year the footer shows, e.g. 2026; needed with `prerendered`. */
  readonly year?: number;
}

const EMPTY_ROOT = /<div id="root"><\/div>/;
/** The app's built stylesheet link (src/index.tsx imports the app CSS; Rsbuild links it from the template's head). */
const BUILT_STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")(?=[^>]*\bhref="[^"]*\/static\/css\/[^"]*\.css")[^>]*>/gi;

/**
 * The built index.html for one response: every `<script>` and `<style>` gets the response's nonce (CSP script-src
 * allows only nonce'd inline scripts: contentSecurityPolicy.ts), `<html lang>` is the brand's language (WCAG 3.1.1,
 * before any script runs), and the brand configuration is embedded as `<script type="application/json"
 * id="brand-config">` so the app reads it without a round trip (the brand is chosen at run time, never by
 * rebuilding: reference API). With `prerendered`, the brand's first screen fills the root and its head goes into `<head>`,
 * so the first paint waits for no script or stylesheet (prerendered first screen: the built stylesheet's link is left
 * out, its rules being inline); the template is used as it is when it has no
 * empty root to fill.
 */
export function renderIndexHtml(template: string, brand: BrandConfig, nonce: string, options: RenderIndexOptions = {}): string {
  let html = template.replace(/<html lang="[^"]*"/i, `<html lang="${brand.intlLocale.replace(/[^A-Za-z0-9-]/g, '')}"`);
  const { prerendered } = options;
  if (prerendered && EMPTY_ROOT.test(html) && html.includes('</head>')) {
    const year = String(options.year ?? new Date().getUTCFullYear());
    const root = prerendered.root.split(prerendered.yearToken).join(year);
    // Functions as replacements: `$&` or `$1` in the markup must stay literal text. The built stylesheet goes: its
    // rules are all in the head's critical CSS (scripts/prerender/criticalCss.ts), and a render-blocking link would make
    // the first paint wait for a request after all.
    html = html
      .replace(BUILT_STYLESHEET, '')
      .replace(EMPTY_ROOT, () => root)
      .replace('</head>', () => `${prerendered.head}</head>`);
  }
  const withNonce = html.replace(/<(script|style)\b(?![^>]*\bnonce=)/gi, (_tag, name: string) => `<${name} nonce="${nonce}"`);
  const config = `<script type="application/json" id="brand-config" nonce="${nonce}">${jsonForScript(brand)}</script>`;
  return withNonce.includes('</head>') ? withNonce.replace('</head>', () => `${config}</head>`) : `${config}${withNonce}`;
}
