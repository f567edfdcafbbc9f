import type { Random } from '../../application/ports/Random';

/** `Math.random`: good enough for sampling and jitter, never for ids or secrets. */
export class MathRandom implements Random {
  next(): number {
    return Math.random();
  }
}
