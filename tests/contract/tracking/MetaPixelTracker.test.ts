import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { META_PIXEL_LOAD_FAILED, META_PIXEL_SCRIPT, MetaPixelTracker, type MetaWindow } from '../../../adapters/tracking/MetaPixelTracker';
import { conversionEvent, RAW_IDENTITY, RAW_VALUES } from '../../support/conversionEvents';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { RecordingVendorRuntime, settle } from '../../support/RecordingVendorRuntime';
import { Sha256Hasher } from '../../support/Sha256Hasher';
import { SpyLogger } from '../../support/SpyLogger';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const PIXEL = '123456789012345';

const setup = (options: { granted?: boolean; failing?: boolean } = {}) => {
  const win: MetaWindow = {};
  const consent = options.granted ? FixedConsentSource.grantedAll() : new FixedConsentSource();
  const runtime = new RecordingVendorRuntime({ failing: options.failing ?? false });
  const logger = new SpyLogger();
  const tracker = new MetaPixelTracker(PIXEL, { win, consent, hasher: new Sha256Hasher(), logger, runtime });
  /** The fbq queue as plain arrays, the way fbevents.js will replay it. */
  const calls = () => (win.fbq?.queue ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
  return { win, consent, runtime, logger, tracker, calls };
};

// The PixelTracker contract (nothing before consent, hashed identity only, event id, order, never rejects) runs for
// this adapter in pixelTrackerContract.test.ts; these are its vendor-specific rules.
describe('MetaPixelTracker against the fbq queue stub (docs/click-ids-and-consent.md "Tracking identity", "Consent categories")', () => {
  it('after consent, waits for idle time before requesting fbevents.js, once', async () => {
    const { consent, runtime } = setup();
    consent.grantAll();
    await settle();
    expect(runtime.scripts).toEqual([]);
    await runtime.idle();
    expect(runtime.scripts).toEqual([META_PIXEL_SCRIPT]);
    consent.grantAll();
    await runtime.idle();
    expect(runtime.scripts).toHaveLength(1);
  });

  it('builds the same stub shape as Meta\'s snippet', async () => {
    const { win, consent, runtime } = setup();
    consent.grantAll();
    await runtime.idle();
    expect(win.fbq).toBeTypeOf('function');
    expect(win._fbq).toBe(win.fbq);
    expect(win.fbq?.push).toBe(win.fbq);
    expect(win.fbq?.loaded).toBe(true);
    expect(win.fbq?.version).toBe('2.0');
  });

  it('revokes before init, turns automatic advanced matching off, inits with hashed identity, grants, then tracks with eventID as 4th argument', async () => {
    const { tracker, calls } = setup({ granted: true });
    await tracker.track(conversionEvent('Lead'));
    expect(calls()).toEqual([
      ['consent', 'revoke'],
      ['set', 'autoConfig', false, PIXEL],
      ['init', PIXEL, { em: sha('john_smith@gmail.com'), ph: sha('34612345678'), external_id: sha(RAW_IDENTITY.sessionId.toLowerCase()) }],
      ['consent', 'grant'],
      ['track', 'Lead', { value: 2500, currency: 'EUR' }, { eventID: 'a'.repeat(64) }],
    ]);
  });

  it('matches Meta\'s golden vector for the e-mail hash', async () => {
    const { tracker, calls } = setup({ granted: true });
    await tracker.track(conversionEvent('Lead'));
    const init = calls().find((call) => call[0] === 'init');
    expect((init?.[2] as { em: string }).em).toMatch(/^62a14e44.*aa0f62f$/);
  });

  it('reuses the event id on a retry and does not re-init for the same identity', async () => {
    const { tracker, calls } = setup({ granted: true });
    await tracker.track(conversionEvent('CompleteRegistration', { eventId: 'e1' }));
    await tracker.track(conversionEvent('CompleteRegistration', { eventId: 'e1' }));
    const tracks = calls().filter((call) => call[0] === 'track');
    expect(tracks.map((call) => call[3])).toEqual([{ eventID: 'e1' }, { eventID: 'e1' }]);
    expect(calls().filter((call) => call[0] === 'init')).toHaveLength(1);
  });

  it('omits an invalid phone instead of sending it half-normalised', async () => {
    const { tracker, calls } = setup({ granted: true });
    await tracker.track(conversionEvent('Lead', { identity: { ...RAW_IDENTITY, phoneNumber: '12' } }));
    const init = calls().find((call) => call[0] === 'init');
    expect(Object.keys(init?.[2] as object).sort()).toEqual(['em', 'external_id']);
  });

  it('ignores Rejected (Meta tracks Lead and CompleteRegistration only, docs/click-ids-and-consent.md "Which events go to which pixel")', async () => {
    const { win, tracker } = setup({ granted: true });
    await tracker.track(conversionEvent('Rejected'));
    expect(win.fbq).toBeUndefined();
  });

  it('revokes when consent is withdrawn and drops later events', async () => {
    const { consent, tracker, calls } = setup({ granted: true });
    await tracker.track(conversionEvent('Lead'));
    consent.refuseAll();
    await tracker.track(conversionEvent('CompleteRegistration'));
    expect(calls().at(-1)).toEqual(['consent', 'revoke']);
    expect(calls().filter((call) => call[0] === 'track')).toHaveLength(1);
  });

  it('hands the queue to fbevents.js once it takes over (callMethod)', async () => {
    const { win, tracker } = setup({ granted: true });
    await tracker.track(conversionEvent('Lead'));
    const live: unknown[][] = [];
    if (win.fbq) win.fbq.callMethod = (...args) => live.push(args);
    await tracker.track(conversionEvent('CompleteRegistration', { eventId: 'e2' }));
    expect(live).toEqual([['track', 'CompleteRegistration', { value: 2500, currency: 'EUR' }, { eventID: 'e2' }]]);
  });

  it('logs a script that fails to load, never throws', async () => {
    const { runtime, logger } = setup({ granted: true, failing: true });
    await runtime.idle();
    expect(logger.logged(META_PIXEL_LOAD_FAILED, 'error')).toBe(true);
  });
});
