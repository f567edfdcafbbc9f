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
 * The built index.html for one response: every `<script>` gets the response's nonce, and the brand configuration is
 * embedded as `<script type="application/json" id="brand-config">` so the app reads it without a round trip
 * (the brand is chosen at run time, never by rebuilding: issue 4).
 */
export function renderIndexHtml(template: string, brand: BrandConfig, nonce: string): string {
  const withNonce = template.replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`);
  const config = `<script type="application/json" id="brand-config" nonce="${nonce}">${jsonForScript(brand)}</script>`;
  return withNonce.includes('</head>') ? withNonce.replace('</head>', `${config}</head>`) : `${config}${withNonce}`;
}
