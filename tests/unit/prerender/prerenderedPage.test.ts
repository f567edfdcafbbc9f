import { describe, expect, it } from 'vitest';
import { assemblePrerenderedPage } from '../../../scripts/prerender/prerenderedPage';
import { PRERENDER_YEAR } from '../../../src/bootstrap/firstScreen';

const brand = { id: 'es-test', name: 'Test & Co', favicon: 'favicon.svg', pageData: { pageTitle: 'Test', footerText: 'x', metaDescription: 'Préstamos "rápidos"' } };
const screen = (markup: string) => ({ path: '/step/initial-details', markup, signature: '{"path":"/step/initial-details","banner":true}', title: 'Sus datos <de> contacto - Test', noScript: 'Active <JavaScript> & siga', texts: { common: { buttons: { continue: 'Continuar </script> & más' } } }, noScriptAnswer: { title: 'Hay un problema - Test', heading: 'Hay un problema', body: 'Active <JavaScript>', back: 'Atrás' } });
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
    expect(page.root).not.toContain('<script>');
  });

  it('carries the first screen’s texts after the end marker, as JSON no text can break out of (src/bootstrap/firstScreenText.ts)', () => {
    const { root } = assemble();
    const json = root.slice(root.indexOf('<template id="prerendered-end"></template>') + '<template id="prerendered-end"></template>'.length);
    expect(json).toBe('<script type="application/json" id="first-screen-text">{"common":{"buttons":{"continue":"Continuar \\u003c/script\\u003e \\u0026 más"}}}</script>');
    expect(JSON.parse(json.slice(json.indexOf('>') + 1, -'</script>'.length))).toEqual({ common: { buttons: { continue: 'Continuar </script> & más' } } });
  });

  it('wraps the markup in the root carrying the HTML-escaped signature and the year token', () => {
    const { root } = assemble();
    expect(root.startsWith('<noscript><p class="noscript-notice">Active &lt;JavaScript&gt; &amp; siga</p></noscript><div id="root" data-prerendered="{&quot;path&quot;:&quot;/step/initial-details&quot;,&quot;banner&quot;:true}" data-prerendered-year="99999"><div class="page">')).toBe(true);
    expect(root).toContain('</footer></div></div><template id="prerendered-end"></template>');
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
    expect(head).toMatch(/<style data-critical-css>:root\{--x:1\}\nhtml\[data-resuming\] #root\{visibility:hidden\}\nhtml\[data-dialog-answered\][^\n]+\n\.noscript-notice\{[^}]+\}<\/style><script>\(function\(\)\{/);
    expect(head.endsWith('</script><noscript><style>#root .modal-backdrop{display:none}</style></noscript>')).toBe(true);
  });

  it('refuses markup with any other script, CSS that could close its style element, and a year token not exactly once', () => {
    expect(() => assemble(MARKUP.replace('<h1>', '<script>alert(1)</script><h1>'))).toThrow(/holds a script/);
    expect(() => assemble(MARKUP, 'a{}</style><script>')).toThrow(/<\/style/);
    expect(() => assemble(MARKUP.replace(String(PRERENDER_YEAR), '2026'))).toThrow(/occurs 0 times/);
    expect(() => assemble(MARKUP.replace('<h1>Sus datos', `<h1>${PRERENDER_YEAR}`))).toThrow(/occurs 2 times/);
  });

  it('answers a Continue sent without JavaScript with a screen of its own: what happened, what to do, the way back, escaped', () => {
    const { noScriptAnswer } = assemble();
    expect(noScriptAnswer.head.startsWith('<title>Hay un problema - Test</title>')).toBe(true);
    expect(noScriptAnswer.root).toContain('<h1 class="heading-l">Hay un problema</h1><p>Active &lt;JavaScript&gt;</p>');
    expect(noScriptAnswer.root).toContain('<a href="/application-frontend/step/initial-details">Atrás</a>');
    expect(noScriptAnswer.root).not.toContain('<form');
    expect(noScriptAnswer.root).not.toContain('<script');
  });
});
