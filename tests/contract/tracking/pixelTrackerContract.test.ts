import { describe, expect, it } from 'vitest';
import type { Hasher } from '../../../application/ports/Hasher';
import type { PixelTracker } from '../../../application/ports/PixelTracker';
import { GoogleTagTracker, type GoogleWindow } from '../../../adapters/tracking/GoogleTagTracker';
import { MetaPixelTracker, type MetaWindow } from '../../../adapters/tracking/MetaPixelTracker';
import { TikTokPixelTracker, type TikTokWindow } from '../../../adapters/tracking/TikTokPixelTracker';
import { conversionEvent, RAW_VALUES } from '../../support/conversionEvents';
import { FixedClock } from '../../support/FixedClock';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { RecordingVendorRuntime } from '../../support/RecordingVendorRuntime';
import { Sha256Hasher } from '../../support/Sha256Hasher';
import { SpyLogger } from '../../support/SpyLogger';

interface PixelHarness {
  readonly tracker: PixelTracker;
  readonly consent: FixedConsentSource;
  readonly runtime: RecordingVendorRuntime;
  readonly logger: SpyLogger;
  /** Everything the vendor's global received, serialised; '' while the global does not exist. */
  sent(): string;
}

type Deps = { consent: FixedConsentSource; runtime: RecordingVendorRuntime; logger: SpyLogger; hasher: Hasher };

const serialise = (value: unknown): string =>
  JSON.stringify(value, (_key, item: unknown) => (Object.prototype.toString.call(item) === '[object Arguments]' ? Array.from(item as ArrayLike<unknown>) : item)) ?? '';

const harness = (build: (deps: Deps) => { tracker: PixelTracker; sent: () => string }, hasher: Hasher = new Sha256Hasher()): PixelHarness => {
  const deps = { consent: new FixedConsentSource(), runtime: new RecordingVendorRuntime(), logger: new SpyLogger(), hasher };
  return { ...deps, ...build(deps) };
};

const ADAPTERS: [string, (deps: Deps) => { tracker: PixelTracker; sent: () => string }][] = [
  ['MetaPixelTracker', (deps) => {
    const win: MetaWindow = {};
    return { tracker: new MetaPixelTracker('1', { ...deps, win }), sent: () => (win.fbq ? serialise(win.fbq.queue) : '') };
  }],
  ['TikTokPixelTracker', (deps) => {
    const win: TikTokWindow = {};
    return { tracker: new TikTokPixelTracker('T', { ...deps, win, clock: new FixedClock() }), sent: () => (win.ttq ? serialise([...win.ttq]) : '') };
  }],
  ['GoogleTagTracker', (deps) => {
    const win: GoogleWindow = {};
    const config = { tagManagerId: 'GTM-X1', adsConversionTagId: 'AW-1', adsConversionLabels: { Lead: 'AW-1/a', CompleteRegistration: 'AW-1/b' } };
    return { tracker: new GoogleTagTracker(config, { ...deps, win, clock: new FixedClock() }), sent: () => (win.dataLayer ? serialise(win.dataLayer) : '') };
  }],
];

const failingHasher: Hasher = { sha256Hex: async () => Promise.reject(new Error('no crypto')) };

describe.each(ADAPTERS)('%s honours the PixelTracker contract', (_name, build) => {
  it('sends and loads nothing before consent, or after refusal', async () => {
    const pixel = harness(build);
    await pixel.tracker.track(conversionEvent('Lead'));
    pixel.consent.refuseAll();
    await pixel.tracker.track(conversionEvent('CompleteRegistration'));
    await pixel.runtime.idle();
    expect(pixel.sent()).toBe('');
    expect(pixel.runtime.scripts).toEqual([]);
  });

  it('sends the event id unchanged, the same on a retry, and never a raw identity value', async () => {
    const pixel = harness(build);
    pixel.consent.grantAll();
    await pixel.tracker.track(conversionEvent('Lead', { eventId: 'event-id-7' }));
    await pixel.tracker.track(conversionEvent('Lead', { eventId: 'event-id-7' }));
    const sent = pixel.sent();
    expect(sent.match(/event-id-7/g)).toHaveLength(2);
    for (const raw of RAW_VALUES) expect(sent).not.toContain(raw);
  });

  it('never rejects: a hashing failure is logged and nothing is sent', async () => {
    const pixel = harness(build, failingHasher);
    pixel.consent.grantAll();
    await expect(pixel.tracker.track(conversionEvent('Lead'))).resolves.toBeUndefined();
    expect(pixel.logger.messages('error')).toHaveLength(1);
    expect(pixel.sent()).not.toContain('Lead');
  });
});
