/**
 * A module loaded on first need (architecture.md rule 7 "lazy by default"; first-step budget: later steps' code is not in the
 * first step's bundle). One load at a time is shared; a failed load is forgotten so the next call tries again (a
 * flaky network must not leave the page without the code for good).
 */
export interface LazyModule<T> {
  /** The module once it has loaded, else undefined. */
  current(): T | undefined;
  /** Starts the load, or joins the one under way; resolves at once when already loaded. */
  load(): Promise<T>;
  /** Settles, never rejects, when the load under way ends (or at once): what a component suspends on. */
  settled(): Promise<void>;
  /** A load has failed and none has succeeded since (stays true while a retry is under way). */
  failed(): boolean;
  /** Called when a load ends (loaded or failed); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Changes with every state change: the snapshot `useSyncExternalStore` compares. */
  version(): number;
}

const SETTLED: Promise<void> = Promise.resolve();

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let loaded: { readonly module: T } | undefined;
  let pending: Promise<T> | null = null;
  let settled: Promise<void> = SETTLED;
  let lastFailed = false;
  let version = 0;
  const listeners = new Set<() => void>();
  const changed = () => {
    version += 1;
    for (const listener of [...listeners]) listener();
  };

  const load = (): Promise<T> => {
    if (loaded) return Promise.resolve(loaded.module);
    if (pending) return pending;
    const attempt = importer().then(
      (module) => {
        loaded = { module };
        pending = null;
        lastFailed = false;
        changed();
        return module;
      },
      (error: unknown) => {
        pending = null;
        lastFailed = true;
        changed();
        throw error;
      },
    );
    pending = attempt;
    settled = attempt.then(
      () => undefined,
      () => undefined,
    );
    // No change is announced when a load starts: it may start while a component renders.
    return attempt;
  };

  return {
    current: () => loaded?.module,
    load,
    settled: () => (pending ? settled : SETTLED),
    failed: () => lastFailed,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}
