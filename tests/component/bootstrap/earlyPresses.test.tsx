import { afterEach, describe, expect, it } from 'vitest';
import {
  DIALOG_ANSWERED_ATTRIBUTE,
  EARLY_PRESS_ATTRIBUTE,
  EARLY_PRESSES_GLOBAL,
  PRERENDER_HEAD_SCRIPT,
  PRERENDERED_ATTRIBUTE,
  takeEarlyPresses,
} from '../../../src/bootstrap/firstScreen';
import { replayEarlyPresses } from '../../../src/bootstrap/replayEarlyPresses';

/** The prerendered first step as the server sends it: a form with its Continue, and the amount dialog above it. */
const PAGE =
  `<div id="root" ${PRERENDERED_ATTRIBUTE}="{}"><form method="post"><input id="email" name="email"/><button type="submit" class="button">Continuar</button></form>` +
  '<div class="modal-backdrop"><div class="modal" role="dialog"><button id="loan-modal-continue" type="button">Continuar</button></div></div></div>';

const removers: Array<() => void> = [];

/** Runs the head script in this document (its listeners stay on `document`: removed after each test by cloning). */
function loadPage(storage: Record<string, string> = {}): HTMLElement {
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  document.documentElement.removeAttribute(DIALOG_ANSWERED_ATTRIBUTE);
  document.body.innerHTML = PAGE;
  const added: Array<[string, EventListener, boolean]> = [];
  const add = document.addEventListener.bind(document);
  document.addEventListener = ((type: string, listener: EventListener, capture: boolean) => {
    added.push([type, listener, capture]);
    add(type, listener, capture);
  }) as typeof document.addEventListener;
  new Function(PRERENDER_HEAD_SCRIPT)();
  document.addEventListener = add;
  removers.push(() => added.forEach(([type, listener, capture]) => document.removeEventListener(type, listener, capture)));
  return document.getElementById('root')!;
}

afterEach(() => {
  removers.splice(0).forEach((remove) => remove());
});

const dialogContinue = () => document.getElementById('loan-modal-continue')!;
const stepContinue = () => document.querySelector<HTMLButtonElement>('button[type=submit]')!;
const dialogHidden = () => document.documentElement.hasAttribute(DIALOG_ANSWERED_ATTRIBUTE);

describe('presses before the take-over (issue 25 item 1: no tap is lost)', () => {
  it('records the dialog’s Continue (hiding the dialog at once), then the step’s Continue once, shown busy; native submission prevented', () => {
    const root = loadPage();
    let natives = 0;
    root.querySelector('form')!.addEventListener('submit', (event) => (event.defaultPrevented ? undefined : natives++));
    dialogContinue().click();
    expect(dialogHidden()).toBe(true);
    stepContinue().click();
    stepContinue().click();
    expect(natives).toBe(0);
    expect(stepContinue().hasAttribute(EARLY_PRESS_ATTRIBUTE)).toBe(true);
    expect(stepContinue().getAttribute('aria-disabled')).toBe('true');
    expect(takeEarlyPresses(window)).toEqual(['dialog', 'step']);
    expect(takeEarlyPresses(window)).toEqual([]);
  });

  it('a step Continue while the dialog is still open is not recorded (the dialog has not been answered)', () => {
    loadPage();
    stepContinue().click();
    expect(stepContinue().hasAttribute(EARLY_PRESS_ATTRIBUTE)).toBe(false);
    expect(takeEarlyPresses(window)).toEqual([]);
  });

  it('records nothing once the app owns the root', () => {
    const root = loadPage();
    root.removeAttribute(PRERENDERED_ATTRIBUTE);
    dialogContinue().click();
    expect(dialogHidden()).toBe(false);
    expect((window as unknown as Record<string, unknown>)[EARLY_PRESSES_GLOBAL]).toEqual([]);
  });

  it.each([
    ['a loan chosen without a lead: the dialog was answered before the reload', { leadApplication: '{"v":1,"data":{"amount":2700,"period":48,"periodScale":"months"}}' }, true],
    ['an amount from the landing URL only: the dialog was not answered', { leadApplication: '{"v":1,"data":{"amount":2700,"period":48}}' }, false],
    ['nothing stored', {}, false],
    ['a lead exists (the app decides where to go)', { leadApplication: '{"v":1,"data":{"amount":2700,"periodScale":"months","id":"x"}}' }, false],
    ['unreadable storage', { leadApplication: '{nope' }, false],
  ])('%s: dialog hidden %s', (_name, storage, hidden) => {
    loadPage(storage);
    expect(dialogHidden()).toBe(hidden);
  });

  it('replays the presses in order on the app’s own handlers, once, and clears the busy and hidden marks', async () => {
    const root = loadPage();
    dialogContinue().click();
    stepContinue().click();
    const seen: string[] = [];
    // The app's handlers, as React attaches them once it has taken over.
    dialogContinue().addEventListener('click', () => {
      seen.push('dialog');
      root.querySelector('.modal-backdrop')!.remove();
    });
    root.querySelector('form')!.addEventListener('submit', (event) => {
      event.preventDefault();
      seen.push('step');
    });
    await replayEarlyPresses(root, takeEarlyPresses(window), () => Promise.resolve());
    expect(seen).toEqual(['dialog', 'step']);
    expect(stepContinue().hasAttribute(EARLY_PRESS_ATTRIBUTE)).toBe(false);
    expect(stepContinue().hasAttribute('aria-disabled')).toBe(false);
    expect(dialogHidden()).toBe(false);
  });
});
