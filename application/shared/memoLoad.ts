/**
 * Shares one `load()` between callers: the first call starts it, later ones get the same promise. A rejected load
 * is forgotten, so the next caller tries again (an adapter's chunk that failed offline loads once back online).
 */
export type MemoLoad<T> = () => Promise<T>;

export function memoLoad<T>(load: () => Promise<T>): MemoLoad<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
