import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { deviceDataFromReadings } from '../../../../domain/device/deviceDataFromReadings';
import { DeviceDataSchema } from '../../../../domain/lead/LeadSchema';

const readings = { timezoneOffset: -60, deviceMemory: 8, language: 'es-ES', screenWidth: 1920, screenHeight: 1080, loadingTimeMs: 812.6 };

describe('deviceDataFromReadings (docs/product.md "Entities")', () => {
  it('builds the device data', () => {
    expect(deviceDataFromReadings(readings)).toEqual({
      timezoneOffset: -60,
      deviceMemory: 8,
      language: 'es-ES',
      screenResolution: '1920 x 1080',
      loadingTime: 813,
    });
  });

  it.each([
    [0.25, 0],
    [0.5, 1],
    [1.4, 1],
    [1.5, 2],
    [3.49, 3],
    [undefined, 1],
    [Number.NaN, 1],
    [-2, 1],
  ])('rounds deviceMemory %s to %s (default 1)', (deviceMemory, expected) => {
    expect(deviceDataFromReadings({ ...readings, deviceMemory }).deviceMemory).toBe(expected);
  });

  it('reads an unknown loading time as 0', () => {
    expect(deviceDataFromReadings({ ...readings, loadingTimeMs: undefined }).loadingTime).toBe(0);
  });

  it('caps the language tag at 64 characters', () => {
    expect(deviceDataFromReadings({ ...readings, language: 'x'.repeat(100) }).language).toHaveLength(64);
  });

  it('always fits the DeviceDataSchema', () => {
    fc.assert(
      fc.property(fc.double(), fc.option(fc.double(), { nil: undefined }), fc.string(), fc.double(), fc.double(), fc.double(), (tz, mem, lang, w, h, t) => {
        const data = deviceDataFromReadings({ timezoneOffset: tz, deviceMemory: mem, language: lang, screenWidth: w, screenHeight: h, loadingTimeMs: t });
        expect(v.safeParse(DeviceDataSchema, data).success).toBe(true);
      }),
    );
  });
});
