import { ContainerModule } from 'inversify';
import { NoopProductAnalytics } from '../../adapters/analytics/NoopProductAnalytics';
import { PostHogProductAnalytics } from '../../adapters/analytics/PostHogProductAnalytics';
import { loadPostHog } from '../../adapters/analytics/loadPostHog';
import { AppEnvironment, BrandConfig, ConsentSource, Logger, ProductAnalytics } from './tokens';

/** ProductAnalytics: PostHog when the brand configures a key and host, otherwise nothing is recorded. */
export const analyticsModule = new ContainerModule(({ bind }) => {
  bind(ProductAnalytics)
    .toDynamicValue((ctx) => {
      const analytics = ctx.get(BrandConfig).tracking.analytics;
      if (!analytics) return new NoopProductAnalytics();
      return new PostHogProductAnalytics(analytics, {
        consent: ctx.get(ConsentSource),
        logger: ctx.get(Logger),
        runtime: ctx.get(AppEnvironment).vendorRuntime,
        load: loadPostHog,
      });
    })
    .inSingletonScope();
});
