import type { Container, ServiceIdentifier } from 'inversify';

/**
 * Multi-bound: every chunk a later step (or step 1's Continue) needs, prefetched together at the applicant's first
 * interaction. A module that makes an adapter or use case lazy binds its chunk here.
 */
export const LaterStepChunk: ServiceIdentifier<Prefetchable> = Symbol.for('LaterStepChunk');

/** Code that can start loading ahead of its first use (a `LazyModule`). */
export interface Prefetchable {
  prefetch(): void;
}

/** What the first-interaction listener needs of the document. */
export interface InteractionTarget {
  addEventListener(type: string, listener: () => void, options: { capture: boolean; passive: boolean }): void;
  removeEventListener(type: string, listener: () => void, options: { capture: boolean }): void;
}

/**
 * Events only the applicant causes: a pointer, a key, or an edit (`input` also covers autofill and Playwright's
 * `fill`). Not `focus`: a page focusing its first field itself is not interaction, and the first step's bundle is
 * measured before any (tests/budget).
 */
export const INTERACTION_EVENTS = ['pointerdown', 'keydown', 'input'] as const;

/** Runs a function once the current event's dispatch is over (a task, not a microtask). */
export type AfterDispatch = (run: () => void) => void;
const nextTask: AfterDispatch = (run) => void setTimeout(run, 0);

/**
 * Calls `prefetch` once, at the first interaction with `target`, so later steps' code arrives while the applicant
 * types instead of after Continue. Returns the function that stops listening.
 *
 * `prefetch` runs after the event's dispatch, never inside it: a render it causes (field add-ons appearing, chunk state)
 * would otherwise run at the microtask checkpoint between this capture listener and React's own, re-render the
 * controlled input with the old value and lose the applicant's first keystroke or fill.
 */
export function onFirstInteraction(target: InteractionTarget, prefetch: () => void, afterDispatch: AfterDispatch = nextTask): () => void {
  const stop = (): void => {
    for (const type of INTERACTION_EVENTS) target.removeEventListener(type, once, { capture: true });
  };
  const once = (): void => {
    stop();
    afterDispatch(prefetch);
  };
  for (const type of INTERACTION_EVENTS) target.addEventListener(type, once, { capture: true, passive: true });
  return stop;
}

/** Prefetches every bound later-step chunk (failures are left for the first real call to retry and report). */
export function prefetchLaterSteps(container: Container): void {
  for (const chunk of container.getAll(LaterStepChunk, { optional: true })) chunk.prefetch();
}
