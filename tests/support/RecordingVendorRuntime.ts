import type { VendorRuntime } from '../../adapters/vendorLoading/VendorRuntime';

/**
 * A `VendorRuntime` that records every script requested instead of loading it. Idle time passes only when the test
 * calls `idle()` (or at once with `immediateIdle`), so "nothing before consent and idle" is checkable.
 * `failing` makes every script load reject.
 */
export class RecordingVendorRuntime implements VendorRuntime {
  readonly scripts: string[] = [];
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly options: { immediateIdle?: boolean; failing?: boolean } = {}) {}

  async loadScript(src: string): Promise<void> {
    this.scripts.push(src);
    if (this.options.failing) throw new Error(`Failed to load ${src}`);
  }

  whenIdle(): Promise<void> {
    if (this.options.immediateIdle) return Promise.resolve();
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Let idle time pass, then let the awaiting code run. */
  async idle(): Promise<void> {
    for (const resolve of this.waiting.splice(0)) resolve();
    await settle();
  }
}

/** Let pending promise chains (hashing, script loads) finish. */
export const settle = async (): Promise<void> => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
};
