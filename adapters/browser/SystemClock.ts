import type { Clock } from '../../application/ports/Clock';

/** The system clock: the only place the funnel reads wall time. */
export class SystemClock implements Clock {
  now(): number {
    return Date.now();
  }
}
