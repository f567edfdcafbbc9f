import { stepFields } from '../../domain/flow/FlowDefinition';
import type { AppServices } from '../../ui/app/AppServices';
import { readPath } from '../../domain/lead/dottedPaths';
import type { RootStore } from '../../ui/stores/RootStore';

/**
 * The contract between the build-time prerender (scripts/prerender), the server (server/http/renderIndexHtml.ts
 * copies the prerendered root and head as they are) and the take-over in mount.tsx (prerendered first screen "First paint
 * without waiting for JavaScript").
 */

/** On `#root` while it holds prerendered markup: the signature of the state that markup was rendered from. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/** On `#root`: the calendar year the footer of the prerendered markup shows (filled in by the server per request). */
export const PRERENDERED_YEAR_ATTRIBUTE = 'data-prerendered-year';
/** On `<html>` while the prerendered first screen must stay hidden: the applicant has an application under way. */
export const RESUMING_ATTRIBUTE = 'data-resuming';
/**
 * Id of an inert element right after the prerendered root. The head holds `<link rel="expect" href="#…"
 * blocking="render">` for it, so the browser does not paint a half-received screen that then grows (measured: the
 * amount dialog drawn 230 px tall, then 710 px, a layout shift of 0.23 on a slow link). Browsers without render-
 * blocking `expect` links ignore it.
 */
export const PRERENDERED_END_ID = 'prerendered-end';

/**
 * The year the prerender renders with; the server replaces it with the request's year (server/http/renderIndexHtml).
 * Decision: a sentinel far outside any real year, so it cannot collide with another number on the screen; the
 * prerender fails the build unless it occurs exactly once in the markup (the footer) plus once in the year attribute.
 */
export const PRERENDER_YEAR = 99_999;

/**
 * Hides the prerendered first screen while the app decides where a returning applicant goes, so someone mid-funnel
 * never sees step 1 before their step (docs/states-and-routes.md "Application states"). Keys and layout are those of
 * application/session/FunnelStorage.ts: `lid` is written once the lead exists (after the first save) and `state`
 * holds `{ v, data: { other: { progressState, routeChange } } }`; a progress state other than 0 or a pending route
 * change sends the applicant past the first step. Anything unreadable leaves the page visible (the app then decides).
 */
export const RESUMING_CSS = `html[${RESUMING_ATTRIBUTE}] #root{visibility:hidden}`;

/**
 * The inline head script of a prerendered page (it gets the response's nonce from the server, CSP script-src):
 * 1. marks `<html>` as resuming (see RESUMING_CSS) when storage shows an application under way;
 * 2. until the app takes over (the root still carries PRERENDERED_ATTRIBUTE), a Continue pressed in the prerendered
 *    form does nothing instead of reloading the page (which would lose what was typed and put it in the URL); the
 *    app's own forms always prevent the native submission themselves.
 */
export const PRERENDER_HEAD_SCRIPT =
  '(function(){try{var s=window.localStorage,t=JSON.parse(s.getItem("state")||"null"),o=t&&t.data&&t.data.other;' +
  `if(s.getItem("lid")!==null||(o&&(o.progressState||o.routeChange)))document.documentElement.setAttribute("${RESUMING_ATTRIBUTE}","")}catch(e){}` +
  'document.addEventListener("submit",function(e){var r=document.getElementById("root");' +
  `if(r&&r.hasAttribute("${PRERENDERED_ATTRIBUTE}")&&r.contains(e.target))e.preventDefault()},true)})()`;

/**
 * What the first screen at `path` renders from, as one comparable string: the route, the saved answers of the step
 * (its modal's included), the loan choice, whether a lead exists (the amount modal opens only before), the server
 * errors of the step, the consent banner, the custom UI colours (they change the chrome variant and CSS variables),
 * the connection notice and the iframe mode (no chrome). The prerender stores it on `#root`; mount.tsx hydrates only
 * when the browser's stores give the same string, so a hydration never leaves a value or attribute of another state
 * on screen (React does not patch attribute differences while hydrating).
 */
export function firstScreenSignature(services: Pick<AppServices, 'parentFrame'>, stores: RootStore, path: string): string {
  const { funnel, consent, chrome } = stores;
  const step = funnel.stepOfRoute(path);
  const lead = funnel.lead;
  return JSON.stringify({
    path,
    answers: step ? stepFields(step).map((field) => [field.name, readPath(lead, field.name) ?? null]) : [],
    amount: lead.amount ?? null,
    period: lead.period ?? null,
    lead: Boolean(lead.id),
    errors: step ? funnel.errorsOf(step.path).length : 0,
    failure: funnel.failure,
    banner: consent.bannerVisible,
    colours: chrome.uiColourEntries,
    online: chrome.online,
    embedded: services.parentFrame.isEmbedded(),
  });
}
