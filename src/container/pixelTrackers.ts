/**
 * The pixel adapters, one chunk fetched only after marketing consent and idle time (trackingModule,
 * adapters/tracking/LazyPixelTracker.ts), so no pixel code is in the first step (issue 6).
 */
export { GoogleTagTracker } from '../../adapters/tracking/GoogleTagTracker';
export { MetaPixelTracker } from '../../adapters/tracking/MetaPixelTracker';
export { TikTokPixelTracker } from '../../adapters/tracking/TikTokPixelTracker';
