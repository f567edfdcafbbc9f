/**
 * A dynamic `import()` stand-in whose loads the test settles by hand: `resolve` and `reject` settle the oldest load
 * still open, so a test can type before a chunk arrives, or make it fail on a flaky network.
 */
export class ControlledImport<T> {
  calls = 0;
  private readonly open: Array<{ resolve: (module: T) => void; reject: (error: Error) => void }> = [];

  readonly importer = (): Promise<T> => {
    this.calls += 1;
    return new Promise<T>((resolve, reject) => this.open.push({ resolve, reject }));
  };

  get pending(): number {
    return this.open.length;
  }

  resolve(module: T): void {
    this.next().resolve(module);
  }

  reject(error: Error = new Error('Loading chunk failed')): void {
    this.next().reject(error);
  }

  private next() {
    const load = this.open.shift();
    if (!load) throw new Error('no load is open');
    return load;
  }
}

/** Lets promise callbacks run (a settled import reaches its listeners). */
export const flushPromises = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
