/**
 * How a vendor adapter reaches the network and the event loop (docs/architecture.md house rule 7 "Vendors load after
 * consent and idle time"). The browser runtime injects `<script>` tags and waits for `requestIdleCallback`;
 * tests pass a recording fake, so "nothing loaded before consent" is an assertion on a list.
 */
export interface VendorRuntime {
  /** Inject `<script async src>`; resolves on load, rejects on error. */
  loadScript(src: string): Promise<void>;
  /** Resolves when the browser is idle (or after a bounded wait). */
  whenIdle(): Promise<void>;
}
