import type { Container } from 'inversify';
import { PixelTracker, ProductAnalytics, SessionRecorder } from './tokens';

/**
 * Builds the vendor ports so they start listening for consent at mount time: each fetches its adapter's code after
 * consent and idle time, and the adapter then loads its vendor script, not only when the first conversion fires.
 * Loads nothing by itself.
 */
export const activateVendors = (container: Container): void => {
  container.getAll(PixelTracker, { optional: true });
  container.get(ProductAnalytics);
  container.get(SessionRecorder);
};
