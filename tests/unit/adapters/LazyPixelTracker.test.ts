import { describe, expect, it } from 'vitest';
import type { PixelTracker } from '../../../application/ports/PixelTracker';
import { LazyPixelTracker, PIXEL_ADAPTER_LOAD_FAILED } from '../../../adapters/tracking/LazyPixelTracker';
import { conversionEvent } from '../../support/conversionEvents';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { RecordingVendorRuntime, settle } from '../../support/RecordingVendorRuntime';
import { SpyLogger } from '../../support/SpyLogger';
import { SpyPixelTracker } from '../../support/SpyPixelTracker';
import { manualLoader } from './deferred';

const setUp = (consent = new FixedConsentSource()) => {
  const runtime = new RecordingVendorRuntime();
  const logger = new SpyLogger();
  const loader = manualLoader<PixelTracker>();
  const pixel = new LazyPixelTracker('meta', { consent, runtime, logger, load: loader.load });
  return { consent, runtime, logger, loader, pixel, real: new SpyPixelTracker('meta') };
};

describe('LazyPixelTracker: the pixel adapter fetched after marketing consent', () => {
  it('fetches nothing and drops events while marketing consent is missing, even at idle time', async () => {
    const { consent, runtime, loader, pixel } = setUp();
    await pixel.track(conversionEvent('Lead'));
    await runtime.idle();
    consent.record({ analytics: true, marketing: false });
    await runtime.idle();
    await pixel.track(conversionEvent('Lead'));
    expect(loader.attempts).toHaveLength(0);
    expect(pixel.vendor).toBe('meta');
  });

  it('after consent, fetches the adapter at idle time, once', async () => {
    const { consent, runtime, loader, pixel, real } = setUp();
    consent.grantAll();
    await settle();
    expect(loader.attempts).toHaveLength(0);
    await runtime.idle();
    expect(loader.attempts).toHaveLength(1);
    loader.arrive(real);
    expect(await pixel.ready()).toBe(real);
    await pixel.track(conversionEvent('Lead'));
    expect(loader.attempts).toHaveLength(1);
  });

  it('events tracked before the adapter arrives reach it in order, unchanged (same event_id), none lost or doubled', async () => {
    const { loader, pixel, real } = setUp(FixedConsentSource.grantedAll());
    const lead = conversionEvent('Lead', { eventId: '1'.repeat(64) });
    const complete = conversionEvent('CompleteRegistration', { eventId: '2'.repeat(64) });
    const rejected = conversionEvent('Rejected', { eventId: '3'.repeat(64) });
    const tracked = [pixel.track(lead), pixel.track(complete), pixel.track(rejected)];
    await settle();
    expect(real.events).toEqual([]);
    // Tracking does not wait for idle time: the first event fetches the adapter.
    expect(loader.attempts).toHaveLength(1);
    loader.arrive(real);
    await Promise.all(tracked);
    expect(real.events).toHaveLength(3);
    expect(real.events[0]).toBe(lead);
    expect(real.events[1]).toBe(complete);
    expect(real.events[2]).toBe(rejected);
  });

  it('a failed fetch is logged, never rejects, and the next event fetches again', async () => {
    const { logger, loader, pixel, real } = setUp(FixedConsentSource.grantedAll());
    const first = pixel.track(conversionEvent('Lead'));
    loader.fail(new Error('ChunkLoadError: offline'));
    await expect(first).resolves.toBeUndefined();
    expect(logger.entries).toEqual([{ level: 'error', message: PIXEL_ADAPTER_LOAD_FAILED, context: { vendor: 'meta', error: 'Error: ChunkLoadError: offline' } }]);
    const second = pixel.track(conversionEvent('CompleteRegistration'));
    expect(loader.attempts).toHaveLength(2);
    loader.arrive(real);
    await second;
    expect(real.events.map((event) => event.name)).toEqual(['CompleteRegistration']);
  });

  it('consent withdrawn before idle time: nothing is fetched', async () => {
    const { consent, runtime, loader } = setUp();
    consent.grantAll();
    consent.refuseAll();
    await runtime.idle();
    expect(loader.attempts).toHaveLength(0);
  });
});
