/**
 * Answers typed or ticked into the prerendered first screen before the app took it over (prerendered first screen: "anything
 * the applicant types before the app takes over must not be lost"; docs/accessible-forms.md "When to validate": "Never clear what the user
 * typed").
 *
 * Why this exists: React 19.2 keeps such a value on screen while hydrating (it does not overwrite the DOM) but starts
 * its value tracker from it, so no onChange ever reports it and the form store keeps the empty answer — Continue
 * would then say "required" under a filled field. Once a control is hydrated, its DOM default (`defaultValue`,
 * `defaultChecked`, `defaultSelected`) is what React rendered, so a control whose live value differs was changed
 * before the take-over; it is replayed as the change event React listens for.
 */

/** Stop looking after this long (milliseconds): a control not hydrated by then belongs to a screen that went away. */
export const CARRY_OVER_TIMEOUT_MILLISECONDS = 10_000;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** React marks every host element it has hydrated with an own `__reactProps$…` key (react-dom's fiber cache). */
const isHydrated = (element: Element): boolean => Object.keys(element).some((key) => key.startsWith('__reactProps$'));

const isCheckable = (control: Control): control is HTMLInputElement => control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

/** The control's live value differs from what React rendered into it. */
export function changedBeforeTakeOver(control: Control): boolean {
  if (control instanceof HTMLSelectElement) return [...control.options].some((option) => option.selected !== option.defaultSelected);
  // A radio left by the applicant is carried by the one they picked (clicking a radio cannot untick it).
  if (isCheckable(control)) return control.checked !== control.defaultChecked && (control.type === 'checkbox' || control.checked);
  return control.value !== control.defaultValue;
}

/** Sets `property` through the element's prototype, past the own property React's value tracker puts on it. */
const setThroughPrototype = (control: Control, property: 'value' | 'checked', value: string | boolean): void => {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, property)?.set;
  if (setter) setter.call(control, value);
  else (control as unknown as Record<string, string | boolean>)[property] = value;
};

/**
 * Fires the change React's event system reports for `control`, holding its live value. React's value tracker (an own
 * `value`/`checked` property it puts on hydrated inputs) is first set to the rendered value through that property,
 * then the live value is restored through the prototype's setter, which the tracker does not see: the event then
 * reads as a change, exactly like a real keystroke or click.
 */
export function replayChange(control: Control): void {
  if (control instanceof HTMLSelectElement) {
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  if (isCheckable(control)) {
    const ticked = control.checked;
    control.checked = !ticked;
    // A click toggles it back and is the event React derives a checkbox's or radio's onChange from.
    control.click();
    if (control.checked !== ticked) control.checked = ticked;
    return;
  }
  const live = control.value;
  control.value = control.defaultValue;
  setThroughPrototype(control, 'value', live);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/** react-dom's value tracker on a hydrated input or textarea (its own expando): the value React last saw. */
type ValueTracker = { getValue(): string };

/**
 * Whether React took a replayed change: its tracker then holds the live value (`'true'`/`'false'` for a box). It does
 * not while the control's hydration is rendered but not committed (React marks the control before the commit; an
 * event then reaches no handler): the change is replayed again on the next frame, or the store keeps the empty answer
 * and the next render wipes the text (typing across the take-over lost it: docs/performance.md). A select has no
 * tracker: taken.
 */
export function changeTaken(control: Control): boolean {
  const tracker = (control as unknown as { _valueTracker?: ValueTracker })._valueTracker;
  if (tracker === undefined || control instanceof HTMLSelectElement) return true;
  return tracker.getValue() === (isCheckable(control) ? String(control.checked) : control.value);
}

export interface CarryOverOptions {
  readonly timeoutMs?: number;
  /** Defaults to requestAnimationFrame. */
  readonly nextFrame?: (callback: () => void) => void;
  readonly now?: () => number;
}

/** A carry-over under way: `done` when every control has been looked at; `lookNow` looks at once (the hydration's commit). */
export interface EarlyInputCarrier {
  readonly done: Promise<void>;
  lookNow(): void;
}

/**
 * Watches the controls of `root` after `hydrateRoot`: each one, once React has hydrated it, is replayed when the
 * applicant changed it before, again on each frame until React has taken it (changeTaken). `lookNow` is for the
 * hydration's commit (a layout effect): an update React renders right after the hydration (a store that changed
 * meanwhile) writes the store's empty answer into every control it touches, so a replay waiting for the next frame came
 * too late and the text typed was wiped (the take-over reproduction: docs/performance.md). `done` resolves when every
 * control present at the start has been looked at (or after `timeoutMs`), so the caller can drop the "not taken over
 * yet" marker.
 */
export function startCarryOver(root: HTMLElement, options: CarryOverOptions = {}): EarlyInputCarrier {
  const nextFrame = options.nextFrame ?? ((callback: () => void) => void requestAnimationFrame(() => callback()));
  const now = options.now ?? (() => performance.now());
  const deadline = now() + (options.timeoutMs ?? CARRY_OVER_TIMEOUT_MILLISECONDS);
  let pending: Control[] = [...root.querySelectorAll<Control>('input, textarea, select')];
  let resolveDone = (): void => {};
  const done = new Promise<void>((resolve) => (resolveDone = resolve));
  const replayPending = (): void => {
    pending = pending.filter((control) => {
      if (!control.isConnected) return false;
      if (!isHydrated(control)) return true;
      if (!changedBeforeTakeOver(control)) return false;
      replayChange(control);
      return !changeTaken(control);
    });
  };
  const look = (): void => {
    replayPending();
    if (pending.length === 0 || now() >= deadline) resolveDone();
    else nextFrame(look);
  };
  look();
  return { done, lookNow: replayPending };
}

/** startCarryOver without the commit's look: resolves as `done` does. */
export const carryOverEarlyInput = (root: HTMLElement, options: CarryOverOptions = {}): Promise<void> => startCarryOver(root, options).done;

/** What one prerendered control held when a client render replaced it: found again by id, or a radio by name and value. */
interface TypedAnswer {
  readonly id: string;
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
  readonly selected: readonly string[];
}

/**
 * For a prerendered screen a client render replaces (mount.tsx: the first step's state is not the one prerendered, e.g.
 * a landing amount): takes what was typed, ticked or picked into it now, and returns the replay onto the controls the
 * render drew, to run once it has committed. Each answer is written through the prototype (React's tracker keeps the
 * rendered value) and replayed as the change React listens for, as for a hydrated control.
 */
export function keepEarlyInputAcrossRender(root: HTMLElement): () => void {
  const typed: TypedAnswer[] = [...root.querySelectorAll<Control>('input, textarea, select')].filter(changedBeforeTakeOver).map((control) => ({
    id: control.id,
    name: control.name,
    value: control.value,
    checked: isCheckable(control) && control.checked,
    selected: control instanceof HTMLSelectElement ? [...control.selectedOptions].map((option) => option.value) : [],
  }));
  return () => {
    for (const answer of typed) {
      const control = answer.id
        ? root.ownerDocument.getElementById(answer.id)
        : [...root.querySelectorAll<HTMLInputElement>('input[type=radio]')].find((radio) => radio.name === answer.name && radio.value === answer.value);
      if (!(control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement || control instanceof HTMLSelectElement) || !root.contains(control)) continue;
      if (control instanceof HTMLSelectElement) for (const option of control.options) option.selected = answer.selected.includes(option.value);
      else if (isCheckable(control)) setThroughPrototype(control, 'checked', answer.checked);
      else setThroughPrototype(control, 'value', answer.value);
      if (changedBeforeTakeOver(control)) replayChange(control);
    }
  };
}
