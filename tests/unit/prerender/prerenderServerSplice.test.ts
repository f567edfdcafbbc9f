import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readPrerenderedScreen } from '../../../server/http/frontendRoutes';
import { renderIndexHtml } from '../../../server/http/renderIndexHtml';
import { TEST_BRAND } from '../../api/support/testBrand';

const TEMPLATE =
  '<!doctype html><html lang="es"><head><meta charset="utf-8" /><script defer src="/application-frontend/static/js/index.abc.js"></script><link href="/application-frontend/static/css/index.def.css" rel="stylesheet"></head><body><div id="root"></div></body></html>';
const SCREEN = {
  head: '<title>Paso 1</title><style data-critical-css>:root{--x:1}</style><script>window.x=1</script>',
  root: '<div id="root" data-prerendered="{}" data-prerendered-year="99999"><h1>Paso $& 1</h1><footer>Marca - 99999</footer></div>',
  yearToken: '99999',
};

describe('renderIndexHtml with a prerendered first screen (prerendered first screen)', () => {
  const html = renderIndexHtml(TEMPLATE, TEST_BRAND, 'N0nce', { prerendered: SCREEN, year: 2027 });

  it('fills the empty root with the markup, the year of the response in place of the token ($ patterns stay literal)', () => {
    expect(html).toContain('<body><div id="root" data-prerendered="{}" data-prerendered-year="2027"><h1>Paso $& 1</h1><footer>Marca - 2027</footer></div></body>');
    expect(html).not.toContain('99999');
  });

  it('puts the head before </head>, and every inline script and style carries the response nonce (CSP script-src)', () => {
    expect(html).toContain('<title>Paso 1</title><style nonce="N0nce" data-critical-css>');
    const tags = html.match(/<(script|style)\b[^>]*>/g) ?? [];
    expect(tags).toHaveLength(4);
    for (const tag of tags) expect(tag).toContain('nonce="N0nce"');
    expect(html.indexOf('data-critical-css')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves out the built stylesheet link: its rules are in the critical CSS, and the first paint must not wait for it', () => {
    expect(html).not.toContain('<link');
    expect(html).toContain('data-critical-css');
  });

  it('sets <html lang> to the brand’s language with or without a prerendered screen', () => {
    expect(html).toContain(`<html lang="${TEST_BRAND.intlLocale}">`);
    expect(renderIndexHtml(TEMPLATE, { ...TEST_BRAND, intlLocale: 'pl-PL' }, 'n')).toContain('<html lang="pl-PL">');
  });

  it('without one (every other route) the root stays empty and no head is added', () => {
    const plain = renderIndexHtml(TEMPLATE, TEST_BRAND, 'n', { prerendered: null });
    expect(plain).toContain('<div id="root"></div>');
    expect(plain).not.toContain('data-critical-css');
    // No critical CSS inline: the app's stylesheet is linked.
    expect(plain).toContain('<link href="/application-frontend/static/css/index.def.css" rel="stylesheet">');
  });

  it('a template without an empty root is served as it is, never with a second root', () => {
    const filled = TEMPLATE.replace('<div id="root"></div>', '<div id="root"><p>x</p></div>');
    expect(renderIndexHtml(filled, TEST_BRAND, 'n', { prerendered: SCREEN, year: 2027 })).not.toContain('data-prerendered');
  });
});

describe('readPrerenderedScreen', () => {
  const write = (page: Record<string, unknown>) => {
    const dist = mkdtempSync(join(tmpdir(), 'prerendered-'));
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(join(dist, 'prerendered', 'es-test.json'), JSON.stringify(page));
    return dist;
  };
  const VALID = { version: 1, brandId: 'es-test', basePath: '/application-frontend', routes: ['/', '/step/initial-details'], ...SCREEN };

  it('reads the brand’s page with its routes', () => {
    expect(readPrerenderedScreen(write(VALID), 'es-test', '/application-frontend')()).toEqual({ routes: VALID.routes, ...SCREEN });
  });

  it('is null for a missing or unreadable file, another brand, base path or format version, or an empty year token', () => {
    expect(readPrerenderedScreen(mkdtempSync(join(tmpdir(), 'none-')), 'es-test', '/application-frontend')()).toBeNull();
    expect(readPrerenderedScreen(write(VALID), 'es-test', '/other')()).toBeNull();
    expect(readPrerenderedScreen(write({ ...VALID, brandId: 'pl-test' }), 'es-test', '/application-frontend')()).toBeNull();
    expect(readPrerenderedScreen(write({ ...VALID, version: 2 }), 'es-test', '/application-frontend')()).toBeNull();
    expect(readPrerenderedScreen(write({ ...VALID, yearToken: '' }), 'es-test', '/application-frontend')()).toBeNull();
    expect(readPrerenderedScreen(write({ ...VALID, routes: '/' }), 'es-test', '/application-frontend')()).toBeNull();
    const broken = write(VALID);
    writeFileSync(join(broken, 'prerendered', 'es-test.json'), '{');
    expect(readPrerenderedScreen(broken, 'es-test', '/application-frontend')()).toBeNull();
  });

  it('reads the file again when a new build replaces it under a running server', () => {
    const dist = write(VALID);
    const read = readPrerenderedScreen(dist, 'es-test', '/application-frontend');
    expect(read()?.head).toBe(SCREEN.head);
    const file = join(dist, 'prerendered', 'es-test.json');
    writeFileSync(file, JSON.stringify({ ...VALID, head: '<title>new</title>' }));
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    expect(read()?.head).toBe('<title>new</title>');
  });
});
