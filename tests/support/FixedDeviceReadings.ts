import type { DeviceReading, DeviceReadings } from '../../application/ports/DeviceReadings';

/** Returns the readings it was given (defaults: a Madrid desktop). */
export class FixedDeviceReadings implements DeviceReadings {
  constructor(
    private readonly reading: DeviceReading = {
      timezoneOffsetMinutes: -60,
      deviceMemoryGigabytes: 8,
      language: 'es-ES',
      screenWidth: 1920,
      screenHeight: 1080,
      loadingTimeMilliseconds: 1234,
    },
  ) {}

  read(): DeviceReading {
    return this.reading;
  }
}
