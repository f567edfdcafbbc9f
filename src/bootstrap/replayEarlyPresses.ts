import { DIALOG_ANSWERED_ATTRIBUTE, EARLY_PRESS_ATTRIBUTE, LOAN_DIALOG_CONTINUE_ID, type EarlyPress } from './firstScreen';

const frame = (): Promise<void> => new Promise((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Replays, in order, the Continue presses the head script recorded before the app took the prerendered first screen
 * over (src/bootstrap/firstScreen.ts PRERENDER_HEAD_SCRIPT; issue 25 item 1 "no tap is lost"), once the app owns the
 * screen and what was typed has been carried over: the dialog's Continue as a click on its button (the dialog closes
 * and the amount is chosen, ChooseLoan), the step's Continue as a submission of its form (the step's own Continue:
 * validation, save, next step; the store ignores a second one while one is under way). The busy marks the head
 * script set go first; the dialog's hidden mark goes once the dialog is gone, so it never shows again in between.
 * `nextFrame` defaults to requestAnimationFrame.
 */
export async function replayEarlyPresses(root: HTMLElement, presses: readonly EarlyPress[], nextFrame: () => Promise<void> = frame): Promise<void> {
  const doc = root.ownerDocument;
  for (const press of presses) {
    if (press === 'dialog') {
      doc.getElementById(LOAN_DIALOG_CONTINUE_ID)?.click();
      // The dialog's closing renders before the step's Continue reads the page.
      await nextFrame();
      continue;
    }
    const button = root.querySelector<HTMLButtonElement>(`[${EARLY_PRESS_ATTRIBUTE}]`);
    button?.removeAttribute(EARLY_PRESS_ATTRIBUTE);
    button?.removeAttribute('aria-disabled');
    const form = button?.form ?? root.querySelector('form');
    if (form?.isConnected) form.requestSubmit(button?.form === form ? button : null);
  }
  for (const marked of root.querySelectorAll(`[${EARLY_PRESS_ATTRIBUTE}]`)) {
    marked.removeAttribute(EARLY_PRESS_ATTRIBUTE);
    marked.removeAttribute('aria-disabled');
  }
  doc.documentElement.removeAttribute(DIALOG_ANSWERED_ATTRIBUTE);
}
