import type { PrerenderedScreen } from './renderIndexHtml';

/**
 * The screen a Continue of the prerendered first step answers when the browser runs no JavaScript (issue 25 item 1:
 * "with JavaScript off, the first step's Continue answers with a next screen, not a dead form"). The prerendered form
 * posts to its own URL (scripts/prerender/prerenderedPage.ts gives it `method="post"`); the answer, rendered at build
 * time in the brand's language, says what happened and what to do: nothing was sent or stored — the funnel's later
 * steps, consent and saving run in the browser — turn JavaScript on and go back to the step. The posted answers are
 * never read, logged or kept. Null when the build wrote no such screen for the route (the POST then gets a 405).
 */
export function noScriptAnswer(screen: { readonly routes: readonly string[]; readonly noScriptAnswer?: { readonly head: string; readonly root: string } } | null, route: string): PrerenderedScreen | null {
  if (!screen?.noScriptAnswer || !screen.routes.includes(route)) return null;
  // No year in the answer: its root carries no year token.
  return { head: screen.noScriptAnswer.head, root: screen.noScriptAnswer.root, yearToken: '\u0000' };
}
