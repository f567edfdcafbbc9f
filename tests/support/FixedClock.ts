import type { Clock } from '../../application/ports/Clock';

/** A clock that stands still until told to move. */
export class FixedClock implements Clock {
  constructor(private instant: number = Date.UTC(2026, 0, 15, 10, 0, 0)) {}

  now(): number {
    return this.instant;
  }

  /** Move forward by `milliseconds`. */
  advance(milliseconds: number): void {
    this.instant += milliseconds;
  }

  /** Jump to `instant` (milliseconds since epoch). */
  set(instant: number): void {
    this.instant = instant;
  }
}
