import type { Container } from 'inversify';
import { PixelTracker, ProductAnalytics, SessionRecorder } from './tokens';

/**
 * Builds the vendor adapters so they start listening for consent at mount time: each then loads its script after
 * consent and idle time, not only when the first conversion fires. Loads nothing by itself.
 */
export const activateVendors = (container: Container): void => {
  container.getAll(PixelTracker, { optional: true });
  container.get(ProductAnalytics);
  container.get(SessionRecorder);
};
