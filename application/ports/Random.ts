/** Randomness enters the core only through this port (docs/architecture.md: no `Math.random` in domain/application). */
export interface Random {
  /** A uniformly distributed number in [0, 1): used for sampling (docs/click-ids-and-consent.md "Product analytics and session recording": session log percentage) and retry jitter. */
  next(): number;
}
