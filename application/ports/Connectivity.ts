/**
 * Whether the browser can reach the network (docs/security-and-reliability.md "Offline": `navigator.onLine === false`
 * is reliable, `true` is not — so `true` means "maybe online", and calls must still handle network errors).
 */
export interface Connectivity {
  /** False only when the browser knows it is offline. */
  isOnline(): boolean;
  /** Call `listener` on every change to online (true) or offline (false). Returns the function that unsubscribes. */
  subscribe(listener: (online: boolean) => void): () => void;
}
