import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { acmePixel } from '../../../examples/acme-pixel/acmePixel';
import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { describe, expect, it, vi } from 'vitest';
import type { PixelTracker as PixelTrackerPort } from '../../../application/ports/PixelTracker';
import { BannerConsentSource } from '../../../adapters/consent/BannerConsentSource';
import { GrantedConsentSource } from '../../../adapters/consent/GrantedConsentSource';
import { WindowEventConsentSource } from '../../../adapters/consent/WindowEventConsentSource';
import { LazyProductAnalytics } from '../../../adapters/analytics/LazyProductAnalytics';
import { NoopProductAnalytics } from '../../../adapters/analytics/NoopProductAnalytics';
import { PostHogProductAnalytics } from '../../../adapters/analytics/PostHogProductAnalytics';
import { LocalTestCaptchaProvider } from '../../../adapters/captcha/LocalTestCaptchaProvider';
import { LazyCaptchaProvider } from '../../../adapters/captcha/LazyCaptchaProvider';
import { RECAPTCHA_SCRIPT } from '../../../adapters/captcha/RecaptchaCaptchaProvider';
import type { BrandConfig as BrandConfigData } from '../../../domain/brand/BrandConfigSchema';
import { activateVendors } from '../../../src/container/activateVendors';
import { createContainer } from '../../../src/container/createContainer';
import * as tokens from '../../../src/container/tokens';
import * as UseCases from '../../../src/container/useCaseTokens';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { SpyPixelTracker } from '../../support/SpyPixelTracker';
import { SpySessionRecorder } from '../../support/SpySessionRecorder';
import { aFunnelState, aLead } from '../../support/leadMother';
import { shippedBrand } from '../../support/shippedBrand';
import { fakeEnvironment } from './fakeEnvironment';

const brand = (id = 'es-vehicle'): BrandConfigData => {
  return shippedBrand(id);
};
const withTracking = (tracking: BrandConfigData['tracking'], base = brand()): BrandConfigData => ({ ...base, tracking });

const PORT_TOKENS: readonly ServiceIdentifier<unknown>[] = [
  tokens.KeyValueStorage, tokens.Clock, tokens.IdGenerator, tokens.Random, tokens.Hasher, tokens.Logger, tokens.ConsentSource,
  tokens.ConsentRecorder, tokens.Connectivity, tokens.DeviceReadings, tokens.DocumentMetadata, tokens.ParentFrame,
  tokens.ProductAnalytics, tokens.SessionRecorder, tokens.CaptchaProvider, tokens.Translator, tokens.I18next,
];

describe('createContainer (composition root)', () => {
  it('resolves every port in Node from a fake environment, as singletons', () => {
    const container = createContainer(brand(), { environment: fakeEnvironment().environment });
    for (const token of PORT_TOKENS) {
      const first = container.get(token);
      expect(first, String(token)).toBeDefined();
      expect(container.get(token)).toBe(first);
    }
  });

  it('building the container and activating vendors loads no vendor script before consent', async () => {
    const fake = fakeEnvironment();
    const container = createContainer(brand(), { environment: fake.environment });
    activateVendors(container);
    await fake.runtime.idle();
    expect(fake.runtime.scripts).toEqual([]);
  });

  it('stores through localStorage behind the sensitive-field guard', () => {
    const fake = fakeEnvironment();
    const storage = createContainer(brand(), { environment: fake.environment }).get(tokens.KeyValueStorage);
    storage.write('leadApplication', { incomeDetails: { iban: 'ES9121000418450200051332', monthlyIncome: 1500 } });
    expect(fake.storage.items.get('leadApplication')).toBe('{"incomeDetails":{"monthlyIncome":1500}}');
  });

  it('falls back to no-op storage when localStorage is blocked (docs/sessions-and-storage.md "When storage is unavailable")', () => {
    const storage = createContainer(brand(), { environment: fakeEnvironment({ storage: 'blocked' }).environment }).get(tokens.KeyValueStorage);
    expect(() => storage.write('lid', 'x')).not.toThrow();
    expect(storage.read('lid')).toBeUndefined();
  });

  it('multi-binds one PixelTracker per configured vendor', () => {
    const container = createContainer(brand(), { environment: fakeEnvironment().environment });
    expect(container.getAll(tokens.PixelTracker).map((pixel) => pixel.vendor).sort()).toEqual(['google', 'meta', 'tiktok']);
  });

  it.each([
    [{ metaPixelId: '1' }, ['meta']],
    [{ tikTokPixelId: 'T' }, ['tiktok']],
    [{ googleTag: { adsConversionTagId: 'AW-1' } }, ['google']],
    [{ googleTag: { tagManagerId: 'GTM-X' } }, ['google']],
    [{}, []],
  ])('binds only the vendors present in %j', (tracking, vendors) => {
    const container = createContainer(withTracking(tracking), { environment: fakeEnvironment().environment });
    expect(container.getAll(tokens.PixelTracker, { optional: true }).map((pixel) => pixel.vendor)).toEqual(vendors);
  });

  it('adds a declared pixel vendor from the integrations list when the brand sets its setting, and refuses a bad setting', () => {
    const on = createContainer(withTracking({ acmePixelId: 'acme-1' }), { environment: fakeEnvironment().environment, integrations: [acmePixel] });
    expect(on.getAll(tokens.PixelTracker).map((pixel) => pixel.vendor)).toEqual(['acme']);
    const off = createContainer(withTracking({}), { environment: fakeEnvironment().environment, integrations: [acmePixel] });
    expect(off.getAll(tokens.PixelTracker, { optional: true })).toEqual([]);
    const bad = createContainer(withTracking({ acmePixelId: 'not-acme' }), { environment: fakeEnvironment().environment, integrations: [acmePixel] });
    expect(bad.getAll(tokens.PixelTracker).map((pixel) => pixel.vendor)).not.toContain('acme');
  });

  it('adds a pixel vendor with one module binding PixelTracker', () => {
    const spy = new SpyPixelTracker('acme');
    const acmeModule = new ContainerModule(({ bind }) => {
      bind(tokens.PixelTracker).toConstantValue(spy);
    });
    const container = createContainer(brand(), { environment: fakeEnvironment().environment, modules: [acmeModule] });
    expect(container.getAll(tokens.PixelTracker).map((pixel: PixelTrackerPort) => pixel.vendor)).toContain('acme');
  });

  it('replaces an adapter by rebinding its token in one module', async () => {
    const memory = new InMemoryKeyValueStorage();
    const storageOverride = new ContainerModule(({ rebind }) => {
      rebind(tokens.KeyValueStorage).toConstantValue(memory);
    });
    const container = createContainer(brand(), { environment: fakeEnvironment().environment, modules: [storageOverride] });
    expect(container.get(tokens.KeyValueStorage)).toBe(memory);
  });

  it.each([
    ['banner', BannerConsentSource],
    ['external', WindowEventConsentSource],
    ['none', GrantedConsentSource],
  ] as const)('consent mode %s → %o, one object behind ConsentSource and ConsentRecorder', (mode, type) => {
    const container = createContainer({ ...brand(), consent: { mode } }, { environment: fakeEnvironment().environment });
    expect(container.get(tokens.ConsentSource)).toBeInstanceOf(type);
    expect(container.get(tokens.ConsentRecorder)).toBe(container.get(tokens.ConsentSource));
  });

  it('what the banner records reaches the pixels: consent then idle loads the scripts', async () => {
    const fake = fakeEnvironment();
    const container = createContainer(brand(), { environment: fake.environment });
    activateVendors(container);
    container.get(tokens.ConsentRecorder).record({ analytics: true, marketing: true });
    // Idle time fetches the pixel adapters' chunk; once it has arrived, the adapters load their scripts at the next idle.
    await fake.runtime.idle();
    await vi.dynamicImportSettled();
    expect(fake.runtime.scripts).toEqual([]);
    await fake.runtime.idle();
    expect(fake.runtime.scripts.map((src) => new URL(src).host).sort()).toEqual(['analytics.tiktok.com', 'connect.facebook.net', 'www.googletagmanager.com', 'www.googletagmanager.com']);
  });

  it('conversions fired right after consent, before the pixel adapters arrive, reach every vendor once, in order, with one event_id each', async () => {
    const fake = fakeEnvironment();
    const container = createContainer(brand(), { environment: fake.environment });
    activateVendors(container);
    container.get(tokens.ConsentRecorder).record({ analytics: true, marketing: true });
    const tracker = await container.get(UseCases.ConversionTracker).load();
    const state = aFunnelState({ lead: aLead({ contactDetails: { email: 'ana@example.es', phoneNumber: '612345678' } }) });
    tracker.dispatch('Lead', state);
    tracker.dispatch('CompleteRegistration', state);
    await tracker.settled();
    const win = fake.win as unknown as { fbq: { queue: unknown[][] }; ttq: unknown[][]; dataLayer: ArrayLike<unknown>[] };
    const meta = win.fbq.queue.filter((call) => call[0] === 'track').map((call) => [call[1], (call[3] as { eventID: string }).eventID]);
    const tiktok = win.ttq.filter((call) => call[0] === 'track').map((call) => [call[1], (call[3] as { event_id: string }).event_id]);
    const google = win.dataLayer
      .map((entry) => Array.from(entry))
      .filter((call) => call[0] === 'event' && call[1] === 'conversion')
      .map((call) => (call[2] as { transaction_id: string }).transaction_id);
    const [lead, complete] = [await tracker.prepare('Lead'), await tracker.prepare('CompleteRegistration')];
    expect(lead).toMatch(/^[0-9a-f]{64}$/);
    expect(complete).not.toBe(lead);
    expect(meta).toEqual([['Lead', lead], ['CompleteRegistration', complete]]);
    expect(tiktok).toEqual([['Lead', lead], ['CompleteRegistration', complete]]);
    expect(google).toEqual([lead, complete]);
  });

  it('PostHog only with an analytics key, otherwise nothing; its adapter arrives after analytics consent', async () => {
    const env = () => ({ environment: fakeEnvironment().environment });
    expect(createContainer(withTracking({}), env()).get(tokens.ProductAnalytics)).toBeInstanceOf(NoopProductAnalytics);
    const fake = fakeEnvironment();
    const container = createContainer(withTracking({ analytics: { key: 'k', host: 'https://eu.i.posthog.com' } }), { environment: fake.environment });
    const analytics = container.get(tokens.ProductAnalytics);
    expect(analytics).toBeInstanceOf(LazyProductAnalytics);
    container.get(tokens.ConsentRecorder).record({ analytics: true, marketing: false });
    await fake.runtime.idle();
    expect(await (analytics as LazyProductAnalytics).ready()).toBeInstanceOf(PostHogProductAnalytics);
  });

  it('captcha by provider: reCAPTCHA with a site key (fetched on the first token), else the local test provider', async () => {
    const env = () => ({ environment: fakeEnvironment().environment });
    expect(createContainer(brand(), env()).get(tokens.CaptchaProvider)).toBeInstanceOf(LocalTestCaptchaProvider);
    const fake = fakeEnvironment();
    const captcha = createContainer({ ...brand(), captcha: { provider: 'recaptcha', siteKey: 's' } }, { environment: fake.environment }).get(tokens.CaptchaProvider);
    expect(captcha).toBeInstanceOf(LazyCaptchaProvider);
    expect(fake.runtime.scripts).toEqual([]);
    // The fake page has no grecaptcha, so the token fails; the script asked for shows reCAPTCHA's adapter answered.
    expect(await captcha.token('initial_details')).toEqual({ ok: false, error: { kind: 'CaptchaUnavailable' } });
    expect(fake.runtime.scripts).toEqual([`${RECAPTCHA_SCRIPT}?render=s`]);
  });

  it('loads the brand locale and English from the configured translations path', async () => {
    const fake = fakeEnvironment();
    const container = createContainer(brand(), { environment: fake.environment });
    await container.get(tokens.Translator).changeLocale('es');
    expect(fake.fetched).toContain('/application-frontend/locales/es/common.json');
    expect(fake.fetched).toContain('/application-frontend/locales/en/common.json');
  });

  it('the logger writes to the console and fans out to whatever is bound as SessionRecorder', () => {
    const fake = fakeEnvironment();
    const recorder = new SpySessionRecorder(true);
    const recorderOverride = new ContainerModule(({ rebind }) => {
      rebind(tokens.SessionRecorder).toConstantValue(recorder);
    });
    const container = createContainer(brand(), { environment: fake.environment, modules: [recorderOverride] });
    container.get(tokens.Logger).error('Failed to post lead', { status: 503 });
    expect(fake.lines).toEqual([['Failed to post lead', '{"status":503}']]);
    expect(recorder.lines.map((line) => line.message)).toEqual(['Failed to post lead']);
  });
});

describe('createContainer with the application modules', () => {
  it('resolves every use case from the default modules', () => {
    const container = createContainer(brand(), { environment: fakeEnvironment().environment });
    for (const token of Object.values(UseCases) as ServiceIdentifier<unknown>[]) expect(container.get(token), String(token)).toBeDefined();
  });
});

describe('createContainer resolution order', () => {
  it('resolves the recorder first even when storage logs during that resolution (corrupt consent)', () => {
    const fake = fakeEnvironment();
    fake.storage.items.set('consent', '{corrupt');
    const container = createContainer(brand(), { environment: fake.environment });
    expect(() => container.get(tokens.SessionRecorder)).not.toThrow();
    expect(container.get(tokens.ConsentSource).current().decided).toBe(false);
    expect(fake.lines.map((line) => line[0])).toContain('Failed to read from storage');
    expect(() => container.get(tokens.Logger).error('after')).not.toThrow();
  });
});
