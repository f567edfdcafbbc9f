import { createContext, useContext, useLayoutEffect } from 'react';

/**
 * Called in the commit that hydrates a page's controls (src/bootstrap/mount.tsx gives the early-input carry-over's
 * `lookNow`; elsewhere nothing). React hydrates what is inside a Suspense boundary in a commit of its own, after the
 * root's, and an update rendered right after it writes the store's empty answers into the controls: what was typed
 * before the take-over has to reach the store in that very commit (docs/performance.md "Typing across the take-over").
 */
export const HydrationCommitContext = createContext<() => void>(() => {});

/** Runs the hydration-commit callback in this component's commit (a layout effect: before any later update renders). */
export function useHydrationCommit(): void {
  const onCommit = useContext(HydrationCommitContext);
  useLayoutEffect(onCommit, [onCommit]);
}
