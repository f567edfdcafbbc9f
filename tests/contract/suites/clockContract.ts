import { describe, expect, it } from 'vitest';
import type { Clock } from '../../../application/ports/Clock';

/** The contract every `Clock` passes: whole milliseconds since the Unix epoch that never run backwards. */
export const describeClockContract = (label: string, setup: () => Clock): void => {
  describe(`${label} honours the Clock contract`, () => {
    it('answers a whole, non-negative number of milliseconds since the epoch, never decreasing between calls', () => {
      const clock = setup();
      const readings = Array.from({ length: 100 }, () => clock.now());
      for (const reading of readings) expect(Number.isSafeInteger(reading) && reading >= 0, String(reading)).toBe(true);
      for (let i = 1; i < readings.length; i += 1) expect(readings[i]).toBeGreaterThanOrEqual(readings[i - 1] as number);
    });

    it('reads as a date after 2020 (milliseconds, not seconds)', () => {
      expect(setup().now()).toBeGreaterThan(Date.UTC(2020, 0, 1));
    });
  });
};
