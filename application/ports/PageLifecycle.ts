/**
 * The page's life in the browser, for what is kept in memory a moment before storage (issue 14: Continue writes
 * storage a task after the step change). The page may be closed, reloaded or discarded once hidden: listeners run
 * then, and once more when it unloads.
 */
export interface PageLifecycle {
  /** Calls `listener` whenever the page may be going away. Returns the function that unsubscribes. */
  onLeave(listener: () => void): () => void;
}
