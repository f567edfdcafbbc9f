import { stepFields } from '../../domain/flow/FlowDefinition';
import type { AppServices } from '../../ui/services/AppServices';
import { readPath } from '../../domain/lead/dottedPaths';
import type { RootStore } from '../../ui/stores/RootStore';

/**
 * The contract between the build-time prerender (scripts/prerender), the server (server/http/renderIndexHtml.ts
 * copies the prerendered root and head as they are) and the take-over in mount.tsx (prerendered first screen "First paint
 * without waiting for JavaScript").
 */

/** On `#root` while it holds prerendered markup: the signature of the state that markup was rendered from. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';
/**
 * The performance mark the app sets once the first screen is interactive: taken over (hydrated, what was typed
 * meanwhile carried over) or rendered. The byte budget and the bench measure up to it (scripts/bench/firstStepFiles.ts).
 */
export const FIRST_STEP_INTERACTIVE_MARK = 'first-step-interactive';

/** Sets FIRST_STEP_INTERACTIVE_MARK (the measure reads the first one). */
export const markFirstStepInteractive = (): void => void performance.mark(FIRST_STEP_INTERACTIVE_MARK);

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

/** On a Continue pressed before the take-over: the press is recorded and shown busy until the app replays it. */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';
/**
 * On `<html>` while the prerendered amount dialog stays hidden: its Continue was pressed before the take-over, or
 * storage holds a loan chosen without a lead yet (the dialog was answered before a reload: ui/stores/FunnelStore.ts
 * `loanChosen` reads the same). Chosen, not landed with: only a choice stores the period's scale with the amount.
 */
export const DIALOG_ANSWERED_ATTRIBUTE = 'data-dialog-answered';
/** The amount dialog's Continue (ui/pages/LoanModal.tsx gives its button this id). */
export const LOAN_DIALOG_CONTINUE_ID = 'loan-modal-continue';
/** Where the head script records the presses made before the take-over, in order (`dialog`, `step`). */
export const EARLY_PRESSES_GLOBAL = '__firstScreenPresses';
export type EarlyPress = 'dialog' | 'step';

/** The prerendered dialog once answered; a Continue pressed early shows it is under way (no JavaScript of the app needed). */
export const EARLY_PRESS_CSS =
  `html[${DIALOG_ANSWERED_ATTRIBUTE}] #root .modal-backdrop{display:none}` +
  `#root [${EARLY_PRESS_ATTRIBUTE}]{cursor:progress}` +
  `#root [${EARLY_PRESS_ATTRIBUTE}]::after{content:"";display:inline-block;width:1rem;height:1rem;margin-left:.5rem;vertical-align:middle;` +
  'border-radius:50%;border:.15rem solid currentColor;border-top-color:transparent;animation:spin .8s linear infinite}';

/**
 * The inline head script of a prerendered page (it gets the response's nonce from the server, CSP script-src):
 * 1. marks `<html>` as resuming (see RESUMING_CSS) when storage shows an application under way, and the amount
 *    dialog as answered (DIALOG_ANSWERED_ATTRIBUTE) when the stored application has a chosen loan and no lead yet;
 * 2. until the app takes over (the root still carries PRERENDERED_ATTRIBUTE), no press is lost (issue 25 item 1): the
 *    dialog's Continue hides the dialog at once and is recorded; the step's Continue (a click or Enter) is recorded
 *    once, unless the dialog is still open, and its button shows it is busy; the native submission is prevented
 *    (it would reload the page and lose what was typed). mount.tsx replays the presses in order once the app has
 *    taken the screen over and carried over what was typed (EARLY_PRESSES_GLOBAL). The app's own forms always
 *    prevent the native submission themselves.
 */
export const PRERENDER_HEAD_SCRIPT =
  `(function(){var d=document,h=d.documentElement,p=window.${EARLY_PRESSES_GLOBAL}=[];` +
  'try{var s=window.localStorage;if(s.getItem("lid")!==null)h.setAttribute("' + RESUMING_ATTRIBUTE + '","");var t=JSON.parse(s.getItem("state")||"null"),o=t&&t.data&&t.data.other;' +
  `if(o&&(o.progressState||o.routeChange))h.setAttribute("${RESUMING_ATTRIBUTE}","")}catch(e){}` +
  // Its own try: an unreadable stored application must not stop the resuming check above.
  `try{var l=JSON.parse(window.localStorage.getItem("leadApplication")||"null");if(l&&l.data&&l.data.periodScale!=null&&!l.data.id)h.setAttribute("${DIALOG_ANSWERED_ATTRIBUTE}","")}catch(e){}` +
  `function r(e){var x=d.getElementById("root");return x&&x.hasAttribute("${PRERENDERED_ATTRIBUTE}")&&x.contains(e.target)?x:null}` +
  `d.addEventListener("click",function(e){var b=r(e)&&e.target.closest&&e.target.closest("#${LOAN_DIALOG_CONTINUE_ID}");` +
  `if(!b||h.hasAttribute("${DIALOG_ANSWERED_ATTRIBUTE}"))return;h.setAttribute("${DIALOG_ANSWERED_ATTRIBUTE}","");p.push("dialog")},true);` +
  'd.addEventListener("submit",function(e){var x=r(e);if(!x)return;e.preventDefault();' +
  `if(p.indexOf("step")>=0||(x.querySelector("[role=dialog]")&&!h.hasAttribute("${DIALOG_ANSWERED_ATTRIBUTE}")))return;` +
  `var b=e.submitter||e.target.querySelector("[type=submit]");p.push("step");if(b){b.setAttribute("${EARLY_PRESS_ATTRIBUTE}","");b.setAttribute("aria-disabled","true")}},true)})()`;

/** The presses the head script recorded before the take-over, taken once (later calls get none). */
export function takeEarlyPresses(win: Window): EarlyPress[] {
  const record = win as unknown as Record<string, unknown>;
  const presses = record[EARLY_PRESSES_GLOBAL];
  record[EARLY_PRESSES_GLOBAL] = [];
  return Array.isArray(presses) ? presses.filter((press): press is EarlyPress => press === 'dialog' || press === 'step') : [];
}

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
