import { describe, expect, it } from 'vitest';
import { assemblePrerenderedPage } from '../../../scripts/prerender/prerenderedPage';
import { PRERENDER_YEAR } from '../../../src/bootstrap/firstScreen';

const brand = { id: 'es-test', name: 'Test & Co', favicon: 'favicon.svg', pageData: { pageTitle: 'Test', footerText: 'x', metaDescription: 'Préstamos "rápidos"' } };
const screen = (markup: string) => ({ path: '/step/initial-details', markup, signature: '{"path":"/step/initial-details","banner":true}', title: 'Sus datos <de> contacto - Test', noScript: 'Active <JavaScript> & siga' });
const MARKUP =
  '<link rel="preload" as="image" href="/application-frontend/brand/logo.svg"/><div class="page"><h1>Sus datos</h1>' +
  '<form noValidate="" class="question-page__form"><input name="contactDetails.email" value=""/></form>' +
  '<script>(function(){scrollTo(0,0)})();document.currentScript.remove()</script>' +
  `<footer>Test - ${PRERENDER_YEAR}</footer></div>`;

const assemble = (markup = MARKUP, css = ':root{--x:1}') => assemblePrerenderedPage({ brand, basePath: '/application-frontend', screen: screen(markup), css });

describe('assemblePrerenderedPage (prerendered first screen)', () => {
  it('serves the index and the first step URL, for its brand and base path', () => {
    const page = assemble();
    expect(page.routes).toEqual(['/', '/step/initial-details']);
    expect(page.brandId).toBe('es-test');
    expect(page.basePath).toBe('/application-frontend');
    expect(page.yearToken).toBe(String(PRERENDER_YEAR));
  });

  it('moves React’s image preloads into the head and drops the self-removing router script from the root', () => {
    const page = assemble();
    expect(page.head).toContain('<link rel="preload" as="image" href="/application-frontend/brand/logo.svg"/>');
    expect(page.root).not.toContain('<link');
    expect(page.root).not.toContain('<script');
  });

  it('wraps the markup in the root carrying the HTML-escaped signature and the year token', () => {
    const { root } = assemble();
    expect(root.startsWith('<noscript><p class="noscript-notice">Active &lt;JavaScript&gt; &amp; siga</p></noscript><div id="root" data-prerendered="{&quot;path&quot;:&quot;/step/initial-details&quot;,&quot;banner&quot;:true}" data-prerendered-year="99999"><div class="page">')).toBe(true);
    expect(root.endsWith('</footer></div></div><template id="prerendered-end"></template>')).toBe(true);
  });

  it('says, in the brand language and escaped, that the funnel needs JavaScript; the notice has its own style', () => {
    const page = assemble();
    expect(page.root).toContain('<noscript><p class="noscript-notice">Active &lt;JavaScript&gt; &amp; siga</p></noscript>');
    expect(page.head).toContain('.noscript-notice{');
  });

  it('gives every form method="post", so a Continue without JavaScript never puts answers into a URL', () => {
    expect(assemble().root).toContain('<form method="post" noValidate="" class="question-page__form">');
    expect(assemble(MARKUP.replace('<form ', '<form method="get" ')).root).toContain('<form method="get" noValidate');
  });

  it('puts title, description, favicon and the render-blocking wait for the root’s end first, then the critical CSS and the take-over script', () => {
    const { head } = assemble();
    expect(
      head.startsWith(
        '<title>Sus datos &lt;de&gt; contacto - Test</title><meta name="description" content="Préstamos &quot;rápidos&quot;" /><link rel="icon" href="/application-frontend/brand/favicon.svg" /><link rel="expect" href="#prerendered-end" blocking="render" />',
      ),
    ).toBe(true);
    expect(head).toMatch(/<style data-critical-css>:root\{--x:1\}\nhtml\[data-resuming\] #root\{visibility:hidden\}\n\.noscript-notice\{[^}]+\}<\/style><script>\(function\(\)\{/);
    expect(head.endsWith('</script>')).toBe(true);
  });

  it('refuses markup with any other script, CSS that could close its style element, and a year token not exactly once', () => {
    expect(() => assemble(MARKUP.replace('<h1>', '<script>alert(1)</script><h1>'))).toThrow(/holds a script/);
    expect(() => assemble(MARKUP, 'a{}</style><script>')).toThrow(/<\/style/);
    expect(() => assemble(MARKUP.replace(String(PRERENDER_YEAR), '2026'))).toThrow(/occurs 0 times/);
    expect(() => assemble(MARKUP.replace('<h1>Sus datos', `<h1>${PRERENDER_YEAR}`))).toThrow(/occurs 2 times/);
  });
});
