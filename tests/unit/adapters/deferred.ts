/** A promise the test settles by hand: a chunk "arrives" (or fails) exactly when the test says. */
export const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
};

/** A loader whose every call is a new deferred the test settles: `calls` counts fetches. */
export const manualLoader = <T>() => {
  const attempts: ReturnType<typeof deferred<T>>[] = [];
  return {
    attempts,
    load: (): Promise<T> => {
      const attempt = deferred<T>();
      attempts.push(attempt);
      return attempt.promise;
    },
    /** Settles the latest attempt with `value`. */
    arrive(value: T): void {
      attempts[attempts.length - 1]?.resolve(value);
    },
    fail(error: unknown = new Error('ChunkLoadError')): void {
      attempts[attempts.length - 1]?.reject(error);
    },
  };
};
