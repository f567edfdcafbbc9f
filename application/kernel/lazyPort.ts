/**
 * A port whose implementation arrives on its first call (docs/architecture.md house rule 7), for ports whose methods all
 * answer a promise (a lead gateway, a use case). Every method waits for `load` and forwards its arguments unchanged;
 * when `load` rejects, the method answers `onLoadFailure(method, args, error)` instead — the port's own failure value
 * (e.g. a `Network` error the use cases already retry) — so the port never rejects for a chunk that did not arrive.
 * No method list: a method added to the port is forwarded as it is. `load` decides caching (pass a lazyModule's
 * `load` so the chunk is fetched once and a failed fetch is tried again by the next call).
 */
export function lazyPort<T extends object>(load: () => Promise<T>, onLoadFailure: (method: string, args: readonly unknown[], error: unknown) => unknown): T {
  const forwarders = new Map<string, (...args: unknown[]) => Promise<unknown>>();
  const forwarder = (method: string) => async (...args: unknown[]) => {
    let port: T;
    try {
      port = await load();
    } catch (error) {
      return onLoadFailure(method, args, error);
    }
    return (port[method as keyof T] as (...forwarded: unknown[]) => unknown).apply(port, args);
  };
  return new Proxy({} as T, {
    // `then` stays undefined: the proxy is not a promise to whoever resolves a promise with it (inversify does).
    get: (_target, method) => {
      if (typeof method !== 'string' || method === 'then') return undefined;
      let forward = forwarders.get(method);
      if (!forward) forwarders.set(method, (forward = forwarder(method)));
      return forward;
    },
  });
}
