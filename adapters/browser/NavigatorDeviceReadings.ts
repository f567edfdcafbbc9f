import type { DeviceReading, DeviceReadings } from '../../application/ports/DeviceReadings';

/** The window parts device data is read from (docs/product.md "Entities"). */
export interface DeviceWindow {
  readonly navigator: { readonly language?: string; readonly deviceMemory?: number };
  readonly screen: { readonly width: number; readonly height: number };
  readonly performance?: { now(): number };
}

/** Reads the device from `navigator`, `screen` and `performance`; a missing API gives a neutral value, never an error. */
export class NavigatorDeviceReadings implements DeviceReadings {
  constructor(
    private readonly win: DeviceWindow,
    private readonly timezoneOffset: () => number = () => new Date().getTimezoneOffset(),
  ) {}

  read(): DeviceReading {
    const memory = this.win.navigator.deviceMemory;
    const loading = this.win.performance?.now();
    return {
      timezoneOffsetMinutes: this.timezoneOffset(),
      deviceMemoryGigabytes: typeof memory === 'number' && Number.isFinite(memory) ? memory : undefined,
      language: this.win.navigator.language ?? '',
      screenWidth: this.win.screen.width,
      screenHeight: this.win.screen.height,
      // performance.now() counts from navigation start: the loading time at the moment of reading.
      loadingTimeMilliseconds: typeof loading === 'number' && Number.isFinite(loading) ? Math.round(loading) : undefined,
    };
  }
}
