import { describe, expect, it } from 'vitest';
import type { DeviceReadings } from '../../../application/ports/DeviceReadings';

/** The contract every `DeviceReadings` passes (docs/product.md "Entities": device data): a complete reading, never a throw. */
export const describeDeviceReadingsContract = (label: string, setup: () => DeviceReadings): void => {
  describe(`${label} honours the DeviceReadings contract`, () => {
    it('answers every reading with its unit: finite numbers, or undefined where the browser hides the API', () => {
      const reading = setup().read();
      expect(Object.keys(reading).sort()).toEqual(
        ['deviceMemoryGigabytes', 'language', 'loadingTimeMilliseconds', 'screenHeight', 'screenWidth', 'timezoneOffsetMinutes'],
      );
      expect(Number.isFinite(reading.timezoneOffsetMinutes)).toBe(true);
      expect(Number.isFinite(reading.screenWidth) && Number.isFinite(reading.screenHeight)).toBe(true);
      expect(typeof reading.language).toBe('string');
      for (const optional of [reading.deviceMemoryGigabytes, reading.loadingTimeMilliseconds]) {
        expect(optional === undefined || Number.isFinite(optional)).toBe(true);
      }
    });
  });
};
