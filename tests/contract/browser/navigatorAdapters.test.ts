import { describe, expect, it } from 'vitest';
import { MathRandom } from '../../../adapters/browser/MathRandom';
import { NavigatorConnectivity, type ConnectivityWindow } from '../../../adapters/browser/NavigatorConnectivity';
import { NavigatorDeviceReadings } from '../../../adapters/browser/NavigatorDeviceReadings';
import { SystemClock } from '../../../adapters/browser/SystemClock';
import { UuidIdGenerator } from '../../../adapters/browser/UuidIdGenerator';
import { FixedClock } from '../../support/FixedClock';
import { FixedDeviceReadings } from '../../support/FixedDeviceReadings';
import { FixedRandom } from '../../support/FixedRandom';
import { SequenceIdGenerator } from '../../support/SequenceIdGenerator';
import { describeClockContract } from '../suites/clockContract';
import { describeDeviceReadingsContract } from '../suites/deviceReadingsContract';
import { describeIdGeneratorContract } from '../suites/idGeneratorContract';
import { describeRandomContract } from '../suites/randomContract';

describeIdGeneratorContract('UuidIdGenerator', () => new UuidIdGenerator());
describeIdGeneratorContract('SequenceIdGenerator (test double)', () => new SequenceIdGenerator());
describeRandomContract('MathRandom', () => new MathRandom());
describeRandomContract('FixedRandom (test double)', () => new FixedRandom([0, 0.25, 0.999]));
describeClockContract('SystemClock', () => new SystemClock());
describeClockContract('FixedClock (test double)', () => new FixedClock());
describeDeviceReadingsContract('FixedDeviceReadings (test double)', () => new FixedDeviceReadings());
describeDeviceReadingsContract('NavigatorDeviceReadings', () =>
  new NavigatorDeviceReadings({ navigator: { language: 'es-ES', deviceMemory: 4 }, screen: { width: 390, height: 844 }, performance: { now: () => 1234.6 } }, () => -60));
describeDeviceReadingsContract('NavigatorDeviceReadings where the browser hides APIs', () =>
  new NavigatorDeviceReadings({ navigator: {}, screen: { width: 1, height: 2 } }, () => 0));

describe('NavigatorDeviceReadings (docs/product.md "Entities": device data)', () => {
  it('reads navigator, screen and performance', () => {
    const readings = new NavigatorDeviceReadings(
      { navigator: { language: 'es-ES', deviceMemory: 4 }, screen: { width: 390, height: 844 }, performance: { now: () => 1234.6 } },
      () => -60,
    );
    expect(readings.read()).toEqual({
      timezoneOffsetMinutes: -60,
      deviceMemoryGigabytes: 4,
      language: 'es-ES',
      screenWidth: 390,
      screenHeight: 844,
      loadingTimeMilliseconds: 1235,
    });
  });

  it('answers undefined where the browser hides an API (Safari/Firefox have no deviceMemory)', () => {
    const reading = new NavigatorDeviceReadings({ navigator: {}, screen: { width: 1, height: 2 } }, () => 0).read();
    expect(reading.deviceMemoryGigabytes).toBeUndefined();
    expect(reading.loadingTimeMilliseconds).toBeUndefined();
    expect(reading.language).toBe('');
  });
});

describe('NavigatorConnectivity', () => {
  const fakeWindow = (onLine: boolean) => {
    const listeners = new Map<string, Set<() => void>>();
    const win: ConnectivityWindow & { navigator: { onLine: boolean }; fire(type: string): void; count(): number } = {
      navigator: { onLine },
      addEventListener: (type, listener) => {
        if (!listeners.has(type)) listeners.set(type, new Set());
        listeners.get(type)?.add(listener);
      },
      removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
      fire: (type) => listeners.get(type)?.forEach((listener) => listener()),
      count: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
    };
    return win;
  };

  it('reports offline only when navigator says so', () => {
    expect(new NavigatorConnectivity(fakeWindow(false)).isOnline()).toBe(false);
    expect(new NavigatorConnectivity(fakeWindow(true)).isOnline()).toBe(true);
  });

  // Notifying subscribers is the Connectivity contract (connectivityContract.test.ts); here, that nothing leaks.
  it('removes its window listeners when the last subscriber leaves', () => {
    const win = fakeWindow(true);
    const unsubscribe = new NavigatorConnectivity(win).subscribe(() => {});
    expect(win.count()).toBeGreaterThan(0);
    unsubscribe();
    expect(win.count()).toBe(0);
  });
});
