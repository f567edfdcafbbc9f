/** Time enters the core only through this port (docs/architecture.md). */
export interface Clock {
  /** The current instant, in milliseconds since the Unix epoch. */
  now(): number;
}
