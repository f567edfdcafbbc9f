import { validate, version } from 'uuid';
import { describe, expect, it } from 'vitest';
import { MathRandom } from '../../../adapters/browser/MathRandom';
import { NavigatorConnectivity, type ConnectivityWindow } from '../../../adapters/browser/NavigatorConnectivity';
import { NavigatorDeviceReadings } from '../../../adapters/browser/NavigatorDeviceReadings';
import { UuidIdGenerator } from '../../../adapters/browser/UuidIdGenerator';
import { SequenceIdGenerator } from '../../support/SequenceIdGenerator';

describe('IdGenerator contract: lowercase v4 UUIDs, all distinct', () => {
  it.each([
    ['UuidIdGenerator', new UuidIdGenerator()],
    ['SequenceIdGenerator (test double)', new SequenceIdGenerator()],
  ])('%s', (_name, generator) => {
    const ids = Array.from({ length: 500 }, () => generator.newId());
    for (const id of ids) {
      expect(validate(id) && version(id) === 4).toBe(true);
      expect(id).toBe(id.toLowerCase());
    }
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('MathRandom', () => {
  it('stays in [0, 1)', () => {
    const random = new MathRandom();
    for (let i = 0; i < 1000; i += 1) {
      const value = random.next();
      expect(value >= 0 && value < 1).toBe(true);
    }
  });
});

describe('NavigatorDeviceReadings (spec §3 device data)', () => {
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

  it('notifies on online/offline events until unsubscribed', () => {
    const win = fakeWindow(true);
    const seen: boolean[] = [];
    const unsubscribe = new NavigatorConnectivity(win).subscribe((online) => seen.push(online));
    win.fire('offline');
    win.fire('online');
    unsubscribe();
    win.fire('offline');
    expect(seen).toEqual([false, true]);
    expect(win.count()).toBe(0);
  });
});
