/**
 * The pixel adapters, one chunk fetched only after marketing consent and idle time (trackingModule,
 * adapters/tracking/LazyPixelTracker.ts), so no pixel code is in the first step (first-step budget).
 */
export { GoogleTagTracker } from '../../adapters/tracking/GoogleTagTracker';
export { MetaPixelTracker } from '../../adapters/tracking/MetaPixelTracker';
export { TikTokPixelTracker } from '../../adapters/tracking/TikTokPixelTracker';
