import type { DeviceData } from '../lead/LeadSchema';

/** Raw readings of the browser, taken by an adapter once per session. */
export interface DeviceReadings {
  /** Minutes from local time to UTC, as the platform reports it (e.g. -60 for CET). */
  readonly timezoneOffset: number;
  /** Approximate device memory in gigabytes, if the browser reports it. */
  readonly deviceMemory?: number | undefined;
  /** The browser's preferred language tag, e.g. "es-ES". */
  readonly language: string;
  /** Screen size in CSS pixels. */
  readonly screenWidth: number;
  readonly screenHeight: number;
  /** Time from navigation start to load, in milliseconds; undefined where the browser has no navigation timing. */
  readonly loadingTimeMs?: number | undefined;
}

const MAX_LANGUAGE = 64;
const MAX_SCREEN_PX = 100_000;
const finiteOr = (value: number, fallback: number): number => (Number.isFinite(value) ? value : fallback);
const screenPx = (value: number): number => (value >= 0 && value <= MAX_SCREEN_PX ? Math.round(value) : 0);

/**
 * The device data of docs/product.md "Entities": deviceMemory rounded to whole gigabytes, 1 when the browser reports none (or a
 * non-finite or negative value); screenResolution as "width x height"; timezoneOffset in minutes; the language
 * tag (capped at 64 characters, the schema's limit); loadingTime in whole milliseconds (0 when unknown).
 * Decision: non-finite offsets and times, and screen sizes outside 0–100000 px, read as 0, so the result always
 * fits DeviceDataSchema.
 */
export function deviceDataFromReadings(readings: DeviceReadings): DeviceData {
  const memory = readings.deviceMemory;
  return {
    timezoneOffset: finiteOr(readings.timezoneOffset, 0),
    deviceMemory: memory !== undefined && Number.isFinite(memory) && memory >= 0 ? Math.round(memory) : 1,
    language: readings.language.slice(0, MAX_LANGUAGE),
    screenResolution: `${screenPx(readings.screenWidth)} x ${screenPx(readings.screenHeight)}`,
    loadingTime: Math.round(finiteOr(readings.loadingTimeMs ?? 0, 0)),
  };
}
