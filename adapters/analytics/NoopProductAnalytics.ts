import type { ProductAnalytics } from '../../application/ports/ProductAnalytics';

/** Product analytics for a brand without an analytics key: records nothing. */
export class NoopProductAnalytics implements ProductAnalytics {
  identify(): void {}
  register(): void {}
  capture(): void {}
}
