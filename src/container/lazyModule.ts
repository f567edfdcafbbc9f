import { memoLoad } from '../../application/shared/memoLoad';

/**
 * A module fetched on first use (architecture.md house rule 7): `load` imports it once and shares the promise; a
 * failed import is forgotten, so the next call tries again (a chunk that failed offline loads once back online).
 */
export interface LazyModule<M> {
  /** The module; rejects only with the import's own failure (callers turn that into their failure value). */
  load(): Promise<M>;
  /** Start loading without waiting; a failure is left for the next `load` to retry and report. */
  prefetch(): void;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  const load = memoLoad(importer);
  return {
    load,
    prefetch: () => void load().catch(() => undefined),
  };
}
