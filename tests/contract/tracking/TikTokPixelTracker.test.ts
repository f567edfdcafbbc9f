import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ConversionEventName } from '../../../application/ports/PixelTracker';
import {
  TIKTOK_EVENT_NAME_REQUIRED,
  TIKTOK_SCRIPT,
  TIKTOK_SEND_FAILED,
  TTQ_METHODS,
  TikTokPixelTracker,
  type TikTokWindow,
} from '../../../adapters/tracking/TikTokPixelTracker';
import { conversionEvent, RAW_IDENTITY, RAW_VALUES } from '../../support/conversionEvents';
import { FixedClock } from '../../support/FixedClock';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { RecordingVendorRuntime } from '../../support/RecordingVendorRuntime';
import { Sha256Hasher } from '../../support/Sha256Hasher';
import { SpyLogger } from '../../support/SpyLogger';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const PIXEL = 'C1234567890ABCDEFGHI';

const setup = (granted = false) => {
  const win: TikTokWindow = {};
  const consent = granted ? FixedConsentSource.grantedAll() : new FixedConsentSource();
  const runtime = new RecordingVendorRuntime();
  const logger = new SpyLogger();
  const tracker = new TikTokPixelTracker(PIXEL, { win, consent, hasher: new Sha256Hasher(), clock: new FixedClock(1000), logger, runtime });
  const calls = () => [...(win.ttq ?? [])];
  return { win, consent, runtime, logger, tracker, calls };
};

// The PixelTracker contract (nothing before consent, hashed identity only, event id, order, never rejects) runs for
// this adapter in pixelTrackerContract.test.ts; these are its vendor-specific rules.
describe('TikTokPixelTracker against the ttq stub (docs/click-ids-and-consent.md "Which events go to which pixel", docs/product.md "Error catalogue"; docs/click-ids-and-consent.md "Tracking identity", "Consent categories")', () => {
  it('requests events.js with the pixel id only after consent and idle time', async () => {
    const { consent, runtime } = setup();
    consent.grantAll();
    expect(runtime.scripts).toEqual([]);
    await runtime.idle();
    expect(runtime.scripts).toEqual([`${TIKTOK_SCRIPT}?sdkid=${PIXEL}&lib=ttq`]);
  });

  it('builds the snippet\'s stub: deferred methods and the pixel registered under _i', async () => {
    const { win, tracker } = setup(true);
    await tracker.track(conversionEvent('Lead'));
    expect(win.TiktokAnalyticsObject).toBe('ttq');
    for (const method of TTQ_METHODS) expect(win.ttq?.[method]).toBeTypeOf('function');
    expect(win.ttq?._i?.[PIXEL]?._u).toBe(TIKTOK_SCRIPT);
    expect(win.ttq?._t?.[PIXEL]).toBe(1000);
  });

  it.each(['Lead', 'CompleteRegistration', 'Rejected'] as const)('sends %s with hashed identity and event_id', async (name) => {
    const { tracker, calls } = setup(true);
    await tracker.track(conversionEvent(name, { eventId: 'evt-1' }));
    expect(calls()).toEqual([
      ['identify', { email: sha('john_smith@gmail.com'), phone_number: sha('+34612345678'), external_id: sha(RAW_IDENTITY.sessionId) }],
      ['track', name, { value: 2500, currency: 'EUR' }, { event_id: 'evt-1' }],
    ]);
  });

  it('hashes the session id without lowercasing it (TikTok rule), unlike Meta', async () => {
    const { tracker, calls } = setup(true);
    await tracker.track(conversionEvent('Lead'));
    const identify = calls()[0]?.[1] as { external_id: string };
    expect(identify.external_id).not.toBe(sha(RAW_IDENTITY.sessionId.toLowerCase()));
  });

  it(`logs '${TIKTOK_EVENT_NAME_REQUIRED}' for an event without a name and sends nothing`, async () => {
    const { win, logger, tracker } = setup(true);
    await tracker.track(conversionEvent('' as ConversionEventName));
    expect(logger.logged(TIKTOK_EVENT_NAME_REQUIRED, 'error')).toBe(true);
    expect(win.ttq).toBeUndefined();
  });

  it(`logs '${TIKTOK_SEND_FAILED}' when ttq throws, and does not reject`, async () => {
    const { win, logger, tracker } = setup(true);
    await tracker.track(conversionEvent('Lead'));
    if (win.ttq) win.ttq.track = () => {
      throw new Error('events.js broke');
    };
    await expect(tracker.track(conversionEvent('CompleteRegistration'))).resolves.toBeUndefined();
    expect(logger.logged(TIKTOK_SEND_FAILED, 'error')).toBe(true);
  });

  it('uses the live ttq once events.js has taken it over', async () => {
    const { win, tracker } = setup(true);
    const live: unknown[][] = [];
    const real = Object.assign([], { track: (...args: unknown[]) => live.push(['track', ...args]), identify: () => {} });
    (win as { ttq: unknown }).ttq = real;
    await tracker.track(conversionEvent('Lead', { eventId: 'x' }));
    expect(live).toEqual([['track', 'Lead', { value: 2500, currency: 'EUR' }, { event_id: 'x' }]]);
  });

  it('revokes on withdrawal and drops later events', async () => {
    const { consent, tracker, calls } = setup(true);
    await tracker.track(conversionEvent('Lead'));
    consent.refuseAll();
    await tracker.track(conversionEvent('Rejected'));
    expect(calls().at(-1)).toEqual(['revokeConsent']);
  });
});
