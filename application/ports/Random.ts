/** Randomness enters the core only through this port (architecture.md: no `Math.random` in domain/application). */
export interface Random {
  /** A uniformly distributed number in [0, 1): used for sampling (spec §9 session log percentage) and retry jitter. */
  next(): number;
}
