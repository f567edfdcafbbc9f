import type { Random } from '../../application/ports/Random';

/** Returns the given values in turn, cycling; defaults to always 0.5. */
export class FixedRandom implements Random {
  private index = 0;
  constructor(private readonly values: readonly number[] = [0.5]) {
    if (values.length === 0 || values.some((value) => value < 0 || value >= 1)) throw new Error('FixedRandom values must be in [0, 1)');
  }

  next(): number {
    const value = this.values[this.index % this.values.length] as number;
    this.index += 1;
    return value;
  }
}
