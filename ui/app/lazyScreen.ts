import { createElement, type ComponentType, type ReactElement } from 'react';

/** A screen whose code is its own chunk: it suspends until the chunk is there, and can be fetched ahead of need. */
export interface LazyScreen<P extends object> {
  (props: P): ReactElement;
  /** Starts fetching the chunk (once); never rejects: a failed prefetch is forgotten, so the render asks again. */
  prefetch(): Promise<void>;
  /** The chunk has arrived: the screen renders at once, without the Suspense fallback. */
  readonly loaded: () => boolean;
}

/** Forgets one failed load, so the next render of its screen fetches the chunk again. */
type Forget = () => void;
const failedLoads = new Set<Forget>();

/**
 * A route screen loaded with its route (first-step budget; docs/architecture.md house rule 7); `loadedElsewhere` gives
 * its component when something else has loaded the chunk already. Not React.lazy, which keeps
 * a rejected import forever (its retry would show the error again), and not TanStack's lazyRouteComponent, which
 * reloads the page on a missing chunk (answers browser storage never keeps would be fetched again, docs/states-and-routes.md "Application states"): a
 * failed chunk reaches the nearest error boundary, whose retry calls `retryFailedScreens` and renders it again.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, loadedElsewhere: () => ComponentType<P> | undefined = () => undefined): LazyScreen<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<void> | undefined;
  let failure: { readonly error: unknown } | undefined;
  const forget: Forget = () => {
    pending = undefined;
    failure = undefined;
    failedLoads.delete(forget);
  };
  // The same promise until it settles, so every suspended render waits for the one fetch.
  const start = (): Promise<void> =>
    (pending ??= load().then(
      (loaded) => {
        component = loaded;
      },
      (error: unknown) => {
        failure = { error };
        failedLoads.add(forget);
      },
    ));
  function LazyScreenView(props: P): ReactElement {
    // Its chunk already brought by another caller: no suspension (a fallback would be drawn for a moment).
    component ??= loadedElsewhere();
    if (component) return createElement(component, props);
    if (failure) throw failure.error;
    // Suspends (the thrown-promise protocol React.lazy uses): React renders again once the fetch has settled.
    throw start();
  }
  return Object.assign(LazyScreenView, {
    prefetch: () =>
      start().then(() => {
        if (failure) forget();
      }),
    loaded: () => (component ??= loadedElsewhere()) !== undefined,
  });
}

/** Lets every screen whose chunk failed to load fetch it again on its next render (the error fallback's retry). */
export function retryFailedScreens(): void {
  for (const forget of [...failedLoads]) forget();
}
