import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  DATA_LAYER_UNAVAILABLE,
  GTAG_SCRIPT,
  GTM_SCRIPT,
  GoogleTagTracker,
  type GoogleTagConfig,
  type GoogleWindow,
  INVALID_TAG_MANAGER_ID,
  MISSING_SEND_TO,
  TAG_MANAGER_INIT_FAILED,
} from '../../../adapters/tracking/GoogleTagTracker';
import { conversionEvent, RAW_IDENTITY, RAW_VALUES } from '../../support/conversionEvents';
import { FixedClock } from '../../support/FixedClock';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { RecordingVendorRuntime } from '../../support/RecordingVendorRuntime';
import { Sha256Hasher } from '../../support/Sha256Hasher';
import { SpyLogger } from '../../support/SpyLogger';

const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const CONFIG: GoogleTagConfig = { tagManagerId: 'GTM-AB12CD', adsConversionTagId: 'AW-111', adsConversionLabels: { Lead: 'AW-111/lead', CompleteRegistration: 'AW-111/reg' } };

const setup = (options: { granted?: boolean; config?: GoogleTagConfig; failing?: boolean; win?: GoogleWindow } = {}) => {
  const win: GoogleWindow = options.win ?? {};
  const consent = options.granted ? FixedConsentSource.grantedAll() : new FixedConsentSource();
  const runtime = new RecordingVendorRuntime({ failing: options.failing ?? false });
  const logger = new SpyLogger();
  const tracker = new GoogleTagTracker(options.config ?? CONFIG, { win, consent, hasher: new Sha256Hasher(), clock: new FixedClock(5000), logger, runtime });
  /** The data layer as gtag.js reads it: commands are Arguments objects, data are plain objects. */
  const layer = () => ((win.dataLayer as unknown[]) ?? []).map((entry) => (Object.prototype.toString.call(entry) === '[object Arguments]' ? Array.from(entry as ArrayLike<unknown>) : entry));
  return { win, consent, runtime, logger, tracker, layer };
};

// The PixelTracker contract (nothing before consent, hashed identity only, event id, order, never rejects) runs for
// this adapter in pixelTrackerContract.test.ts; these are its vendor-specific rules.
describe('GoogleTagTracker against dataLayer/gtag (docs/click-ids-and-consent.md "Which events go to which pixel", docs/product.md "Error catalogue"; docs/click-ids-and-consent.md "Tracking identity", "Consent categories")', () => {
  it('after consent and idle: consent default denied, then update, GTM start, Ads config; then gtm.js and gtag.js', async () => {
    const { consent, runtime, layer } = setup();
    consent.record({ analytics: false, marketing: true });
    expect(runtime.scripts).toEqual([]);
    await runtime.idle();
    expect(layer()).toEqual([
      ['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }],
      ['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' }],
      { 'gtm.start': 5000, event: 'gtm.js' },
      ['js', new Date(5000)],
      ['config', 'AW-111', { allow_enhanced_conversions: true }],
    ]);
    expect(runtime.scripts).toEqual([`${GTM_SCRIPT}?id=GTM-AB12CD`, `${GTAG_SCRIPT}?id=AW-111`]);
  });

  it('pushes Arguments objects, as Google\'s snippet does (gtag.js ignores plain arrays)', async () => {
    const { win, runtime } = setup({ granted: true });
    await runtime.idle();
    expect(Object.prototype.toString.call((win.dataLayer as unknown[])[0])).toBe('[object Arguments]');
  });

  it('sends a conversion with send_to, hashed user_data and the event_id as transaction_id', async () => {
    const { tracker, layer } = setup({ granted: true });
    await tracker.track(conversionEvent('CompleteRegistration', { eventId: 'evt-9' }));
    expect(layer().slice(-2)).toEqual([
      ['set', 'user_data', { sha256_email_address: sha('john_smith@gmail.com'), sha256_phone_number: sha('+34612345678') }],
      ['event', 'conversion', { send_to: 'AW-111/reg', transaction_id: 'evt-9', value: 2500, currency: 'EUR' }],
    ]);
  });

  it('drops the dots before @ of a Gmail address before hashing (Google rule)', async () => {
    const { tracker, layer } = setup({ granted: true });
    await tracker.track(conversionEvent('Lead', { identity: { ...RAW_IDENTITY, email: 'John.Smith@gmail.com' } }));
    const userData = layer().find((entry) => Array.isArray(entry) && entry[0] === 'set') as unknown[];
    expect((userData[2] as { sha256_email_address: string }).sha256_email_address).toBe(sha('johnsmith@gmail.com'));
  });

  it(`logs '${MISSING_SEND_TO}' when the event has no configured label, and sends nothing`, async () => {
    const { tracker, logger, layer } = setup({ granted: true, config: { ...CONFIG, adsConversionLabels: {} } });
    await tracker.track(conversionEvent('Lead'));
    expect(logger.logged(MISSING_SEND_TO, 'error')).toBe(true);
    expect(layer().some((entry) => Array.isArray(entry) && entry[1] === 'conversion')).toBe(false);
  });

  it('ignores Rejected (not a Google conversion)', async () => {
    const { tracker, logger, win } = setup({ granted: true });
    await tracker.track(conversionEvent('Rejected'));
    expect(win.dataLayer).toBeUndefined();
    expect(logger.entries).toEqual([]);
  });

  it.each([['gtm-ab12'], ['UA-123'], [''], ['GTM-']])(`logs '${INVALID_TAG_MANAGER_ID}' for %j and loads no gtm.js`, async (tagManagerId) => {
    const { runtime, logger } = setup({ granted: true, config: { ...CONFIG, tagManagerId } });
    await runtime.idle();
    expect(logger.logged(INVALID_TAG_MANAGER_ID, 'error')).toBe(true);
    expect(runtime.scripts).toEqual([`${GTAG_SCRIPT}?id=AW-111`]);
  });

  it(`logs '${INVALID_TAG_MANAGER_ID}' when neither a tag manager nor an Ads id is configured`, async () => {
    const { runtime, logger } = setup({ granted: true, config: {} });
    await runtime.idle();
    expect(logger.logged(INVALID_TAG_MANAGER_ID, 'error')).toBe(true);
  });

  it(`logs '${TAG_MANAGER_INIT_FAILED}' when gtm.js fails to load`, async () => {
    const { runtime, logger } = setup({ granted: true, failing: true });
    await runtime.idle();
    expect(logger.logged(TAG_MANAGER_INIT_FAILED, 'error')).toBe(true);
  });

  it(`logs '${DATA_LAYER_UNAVAILABLE}' when the page replaced dataLayer with a non-array`, async () => {
    const { tracker, logger } = setup({ granted: true, win: { dataLayer: 'oops' } });
    await tracker.track(conversionEvent('Lead'));
    expect(logger.logged(DATA_LAYER_UNAVAILABLE, 'error')).toBe(true);
  });

  it('updates consent mode when the applicant changes their mind', async () => {
    const { consent, runtime, layer } = setup({ granted: true });
    await runtime.idle();
    consent.record({ analytics: true, marketing: false });
    expect(layer().at(-1)).toEqual(['consent', 'update', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' }]);
  });
});
