import { useSyncExternalStore } from 'react';
import type { LazyModule } from '../../application/kernel/lazyModule';

/** The state of a lazily loaded module, re-rendering the component when it loads or fails (see lazyModule). */
export function useLazyModule<T>(lazy: LazyModule<T>): { readonly module: T | undefined; readonly failed: boolean } {
  useSyncExternalStore(lazy.subscribe, lazy.version, lazy.version);
  return { module: lazy.current(), failed: lazy.failed() };
}
