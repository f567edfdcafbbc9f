/**
 * A module loaded on first need (docs/architecture.md house rule 7 "lazy by default"): the one load-once helper of the app,
 * for the ui's later-step code, the container's adapter chunks and the vendors' adapters alike. One load at a time is
 * shared; a failed load is forgotten, so the next call tries again (a chunk that failed offline loads once back online).
 */
export interface LazyModule<T> {
  /** The module once it has loaded, else undefined. */
  current(): T | undefined;
  /** Starts the load, or joins the one under way; resolves at once when already loaded. Rejects with the load's failure. */
  load(): Promise<T>;
  /** Starts loading without waiting; a failure is left for the next `load` to retry and report. */
  prefetch(): void;
  /** Settles, never rejects, when the load under way ends (or at once): what a component suspends on. */
  settled(): Promise<void>;
  /** A load has failed and none has succeeded since (stays true while a retry is under way). */
  failed(): boolean;
  /** Called when a load ends (loaded or failed); returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Changes with every state change: the snapshot `useSyncExternalStore` compares. */
  version(): number;
}

export interface LazyModuleOptions {
  /** Hears each failed load once, before the rejection reaches the callers (e.g. to log a vendor chunk that did not arrive). */
  readonly onFailure?: (error: unknown) => void;
}

const SETTLED: Promise<void> = Promise.resolve();

export function lazyModule<T>(importer: () => Promise<T>, options: LazyModuleOptions = {}): LazyModule<T> {
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
        options.onFailure?.(error);
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
    prefetch: () => void load().catch(() => undefined),
    settled: () => (pending ? settled : SETTLED),
    failed: () => lastFailed,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

/** The part of a lazy module the composition root's chunk tokens need (tests rebind them with a stand-in). */
export type ChunkLoader<T> = Pick<LazyModule<T>, 'load' | 'prefetch'>;
