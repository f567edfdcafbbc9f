import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { jsonForScript } from '../../server/http/renderIndexHtml';
import { FIRST_SCREEN_TEXT_ELEMENT_ID } from '../../src/bootstrap/firstScreenText';
import { PRERENDER_HEAD_SCRIPT, PRERENDER_YEAR, PRERENDERED_ATTRIBUTE, PRERENDERED_END_ID, PRERENDERED_YEAR_ATTRIBUTE, RESUMING_CSS, EARLY_PRESS_CSS } from '../../src/bootstrap/firstScreen';
import type { FirstScreen } from './renderFirstScreen';

/**
 * One brand's prerendered first screen as the server uses it (dist/prerendered/{brandId}.json; read by
 * server/http/frontendRoutes.ts, spliced by server/http/renderIndexHtml.ts). The server knows nothing of React: it
 * pastes `head` before `</head>`, replaces the empty root with `root`, and replaces `yearToken` with the year.
 */
export interface PrerenderedPage {
  readonly version: 1;
  readonly brandId: string;
  /** The base path the markup's links and assets were rendered for; the server uses the page only under the same one. */
  readonly basePath: string;
  /** Routes under the base path that open this screen: the index and the first step's own URL. */
  readonly routes: readonly string[];
  /** Title, description, favicon, image preloads, the critical CSS and the take-over script (no nonce: the server adds it). */
  readonly head: string;
  /** A `<noscript>` notice, the whole `<div id="root" …>…</div>`, then the end marker the head's render-blocking link waits for. */
  readonly root: string;
  /** Stands for the calendar year in `root`. */
  readonly yearToken: string;
  /**
   * What a Continue sent without JavaScript is answered with (server/http/noScriptAnswer.ts): its head and root, no
   * script of its own. Decision: the answers are not taken (the funnel's later steps, consent and saving all run in
   * the browser), and the page says so — nothing was sent or stored, turn JavaScript on and go back — rather than
   * showing the same form again as if it had worked.
   */
  readonly noScriptAnswer: { readonly head: string; readonly root: string };
}

/** The no-JavaScript notice sits above the amount dialog's backdrop; dark text on pale yellow (contrast 15:1). */
const NO_SCRIPT_CSS = '.noscript-notice{position:relative;z-index:2147483647;margin:0;padding:1rem;background:#fff3cd;color:#1a1a1a;border-bottom:2px solid #1a1a1a}';

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A `</style>` inside the CSS would end the element early; CSS never needs the sequence, so it is refused. */
const styleElement = (css: string): string => {
  if (/<\/style/i.test(css)) throw new Error('Critical CSS contains "</style"');
  return `<style data-critical-css>${css}</style>`;
};

/** `<link rel="preload">` elements React hoists to the front of a fragment (its image preloads): they belong in the head. */
const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/?>)+/;
/**
 * TanStack Router's server-only scroll-restoration script (ScriptOnce): it removes itself when run and the client
 * renders nothing in its place, so leaving it out is the state hydration expects, with one inline script less.
 */
const SELF_REMOVING_SCRIPT = /<script\b[^>]*>(?:(?!<\/script>)[\s\S])*?document\.currentScript\.remove\(\)<\/script>/g;

/**
 * The pieces the server splices into index.html for one brand (prerendered first screen):
 * - head: the screen's title, description and favicon (the app sets the same ones once running), a render-blocking
 *   `expect` link for the end of the root (no paint of a half-received screen: PRERENDERED_END_ID), React's image
 *   preloads (the logos), the critical CSS inline — app CSS then brand theme, so first paint needs no stylesheet
 *   request — and the take-over script of src/bootstrap/firstScreen.ts;
 * - root: the markup inside `<div id="root">` carrying the state signature and the year it shows. Its forms get
 *   `method="post"`: with JavaScript off a Continue must never put the answers (email, phone) into a URL; the app
 *   prevents every native submission itself, and React does not compare that attribute when hydrating.
 * Throws when the markup holds a script it does not know or the year token anywhere but the footer.
 */
export function assemblePrerenderedPage(input: {
  readonly brand: Pick<BrandConfig, 'id' | 'name' | 'favicon' | 'pageData'>;
  readonly basePath: string;
  readonly screen: FirstScreen;
  readonly css: string;
}): PrerenderedPage {
  const { brand, basePath, screen } = input;
  const preloads = LEADING_PRELOADS.exec(screen.markup)?.[0] ?? '';
  const markup = screen.markup
    .slice(preloads.length)
    .replace(SELF_REMOVING_SCRIPT, '')
    .replace(/<form\b(?![^>]*\bmethod=)/g, '<form method="post"');
  if (/<script\b/i.test(markup)) throw new Error(`Brand ${brand.id}: the prerendered markup holds a script`);
  const yearToken = String(PRERENDER_YEAR);
  const years = markup.split(yearToken).length - 1;
  if (years !== 1) throw new Error(`Brand ${brand.id}: the year token ${yearToken} occurs ${years} times in the markup (expected once, in the footer)`);

  const head = [
    `<title>${escapeHtml(screen.title)}</title>`,
    `<meta name="description" content="${escapeHtml(brand.pageData.metaDescription ?? brand.name)}" />`,
    `<link rel="icon" href="${escapeHtml(`${basePath}/brand/${brand.favicon}`)}" />`,
    `<link rel="expect" href="#${PRERENDERED_END_ID}" blocking="render" />`,
    preloads,
    styleElement(`${input.css}\n${RESUMING_CSS}\n${EARLY_PRESS_CSS}\n${NO_SCRIPT_CSS}`),
    `<script>${PRERENDER_HEAD_SCRIPT}</script>`,
    // Without JavaScript the amount dialog could never close and would cover the step: it is left out, so the step's
    // own form (sent to the server, answered by server/http/noScriptAnswer.ts) is reachable.
    '<noscript><style>#root .modal-backdrop{display:none}</style></noscript>',
  ].join('');
  // Without JavaScript the screen looks usable but cannot send anything: say so, above everything, in the brand's language.
  const noScript = `<noscript><p class="noscript-notice">${escapeHtml(screen.noScript)}</p></noscript>`;
  // The first screen's texts come after the end marker: the first paint does not wait for them (only the app reads them).
  const texts = `<script type="application/json" id="${FIRST_SCREEN_TEXT_ELEMENT_ID}">${jsonForScript(screen.texts)}</script>`;
  const root = `${noScript}<div id="root" ${PRERENDERED_ATTRIBUTE}="${escapeHtml(screen.signature)}" ${PRERENDERED_YEAR_ATTRIBUTE}="${yearToken}">${markup}</div><template id="${PRERENDERED_END_ID}"></template>${texts}`;
  if (texts.includes(yearToken)) throw new Error(`Brand ${brand.id}: the first screen's texts hold the year token ${yearToken}`);
  const answer = screen.noScriptAnswer;
  const noScriptAnswer = {
    head: [
      `<title>${escapeHtml(answer.title)}</title>`,
      `<link rel="icon" href="${escapeHtml(`${basePath}/brand/${brand.favicon}`)}" />`,
      styleElement(input.css),
    ].join(''),
    root:
      `<div id="root"><div class="page"><div class="page__container"><main id="main-content" class="page__main">` +
      `<h1 class="heading-l">${escapeHtml(answer.heading)}</h1><p>${escapeHtml(answer.body)}</p>` +
      `<p><a href="${escapeHtml(`${basePath}${screen.path}`)}">${escapeHtml(answer.back)}</a></p></main></div></div></div>`,
  };
  return { version: 1, brandId: brand.id, basePath, routes: ['/', screen.path], head, root, yearToken, noScriptAnswer };
}
