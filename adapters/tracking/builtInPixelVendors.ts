import * as v from 'valibot';
import type { GoogleTagConfig } from './GoogleTagTracker';
import type { GoogleWindow } from './GoogleTagTracker';
import type { MetaWindow } from './MetaPixelTracker';
import { pixelVendor, type CspHosts, type PixelVendor } from './PixelVendor';
import type { TikTokWindow } from './TikTokPixelTracker';

const id = v.string();

/** Meta pixel (docs/click-ids-and-consent.md "Which events go to which pixel"): brand.json `tracking.metaPixelId`. */
export const metaPixel = pixelVendor<string>({
  id: 'meta',
  setting: 'metaPixelId',
  settings: id,
  consent: 'marketing',
  hosts: () => ({ 'script-src': ['https://connect.facebook.net'], 'img-src': ['https://www.facebook.com'], 'connect-src': ['https://www.facebook.com'] }),
  load: () => import('./MetaPixelTracker').then(({ MetaPixelTracker }) => (pixelId: string, deps) => new MetaPixelTracker(pixelId, { ...deps, win: deps.win as MetaWindow })),
});

/** TikTok pixel (docs/click-ids-and-consent.md "Which events go to which pixel"): brand.json `tracking.tikTokPixelId`. */
export const tikTokPixel = pixelVendor<string>({
  id: 'tiktok',
  setting: 'tikTokPixelId',
  settings: id,
  consent: 'marketing',
  hosts: () => ({ 'script-src': ['https://analytics.tiktok.com'], 'img-src': ['https://analytics.tiktok.com'], 'connect-src': ['https://analytics.tiktok.com'] }),
  load: () => import('./TikTokPixelTracker').then(({ TikTokPixelTracker }) => (pixelId: string, deps) => new TikTokPixelTracker(pixelId, { ...deps, win: deps.win as TikTokWindow })),
});

const GoogleTagSettingsSchema = v.object({
  tagManagerId: v.optional(v.string()),
  adsConversionTagId: v.optional(v.string()),
  adsConversionLabels: v.optional(v.record(v.string(), v.string())),
});

/** Google Tag Manager and Ads conversions (docs/click-ids-and-consent.md "Which events go to which pixel"): brand.json `tracking.googleTag` { tagManagerId, adsConversionTagId, adsConversionLabels }. */
export const googleTag = pixelVendor<GoogleTagConfig>({
  id: 'google',
  setting: 'googleTag',
  settings: GoogleTagSettingsSchema,
  consent: 'marketing',
  hosts: (settings) => {
    const hosts: Record<keyof CspHosts, string[]> = { 'script-src': [], 'img-src': [], 'connect-src': [], 'frame-src': [] };
    if (settings.tagManagerId) {
      hosts['script-src'].push('https://www.googletagmanager.com');
      hosts['img-src'].push('https://www.googletagmanager.com', 'https://*.google-analytics.com');
      hosts['connect-src'].push('https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com');
    }
    if (settings.adsConversionTagId) {
      hosts['script-src'].push('https://www.googletagmanager.com', 'https://www.googleadservices.com', 'https://googleads.g.doubleclick.net');
      hosts['img-src'].push('https://www.googleadservices.com', 'https://googleads.g.doubleclick.net', 'https://www.google.com');
      hosts['connect-src'].push('https://www.google.com', 'https://googleads.g.doubleclick.net');
      hosts['frame-src'].push('https://td.doubleclick.net');
    }
    return hosts;
  },
  load: () => import('./GoogleTagTracker').then(({ GoogleTagTracker }) => (settings: GoogleTagConfig, deps) => new GoogleTagTracker(settings, { ...deps, win: deps.win as GoogleWindow })),
});

/** The vendors the app knows without any integration (src/integrations.ts adds more). */
export const BUILT_IN_PIXEL_VENDORS: readonly PixelVendor[] = [metaPixel, tikTokPixel, googleTag];
