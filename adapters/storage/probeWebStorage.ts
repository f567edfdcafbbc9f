import type { WebStorage } from './WebStorage';

const PROBE_KEY = '__storage_probe__';

/**
 * The usable storage, or `undefined` when it is missing, blocked (reading `window.localStorage` throws a
 * SecurityError with cookies disabled) or refuses writes (Safari private mode, quota 0). Probed once at start-up.
 */
export const probeWebStorage = (getStorage: () => WebStorage | undefined | null): WebStorage | undefined => {
  try {
    const storage = getStorage();
    if (!storage) return undefined;
    storage.setItem(PROBE_KEY, PROBE_KEY);
    storage.removeItem(PROBE_KEY);
    return storage;
  } catch {
    return undefined;
  }
};
