/** The raw browser readings that the device data of docs/product.md "Entities" is built from (the domain rounds and defaults them). */
export interface DeviceReading {
  /** `Date#getTimezoneOffset()`: minutes to add to local time to get UTC (e.g. -60 in Madrid in winter). */
  readonly timezoneOffsetMinutes: number;
  /** `navigator.deviceMemory` in gigabytes, or `undefined` where the browser does not expose it (docs/product.md "Entities": "default 1"). */
  readonly deviceMemoryGigabytes: number | undefined;
  /** The browser's preferred language tag, e.g. `es-ES`. */
  readonly language: string;
  /** Screen width in CSS pixels. */
  readonly screenWidth: number;
  /** Screen height in CSS pixels. */
  readonly screenHeight: number;
  /** Milliseconds from navigation start to now, or `undefined` where navigation timing is unavailable. */
  readonly loadingTimeMilliseconds: number | undefined;
}

/** Reads the device, once per session start (docs/product.md "Entities"). */
export interface DeviceReadings {
  /** The current readings; never throws (missing APIs give `undefined` or neutral values). */
  read(): DeviceReading;
}
