import { describe, expect, it } from 'vitest';
import { roundHalfUp } from '../../../../domain/loan/roundHalfUp';

describe('roundHalfUp', () => {
  it.each([
    [8.25, 1, 8.3],
    [8.24999, 1, 8.2],
    [10.56, 1, 10.6],
    [10.55, 1, 10.6],
    [1.005, 2, 1.01],
    [313.3636, 2, 313.36],
    [313.365, 2, 313.37],
    [-2.5, 0, -3],
  ])('%d to %d → %d', (value, decimals, expected) => {
    expect(roundHalfUp(value, decimals)).toBe(expected);
  });
});
