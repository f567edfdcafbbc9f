import { ContainerModule } from 'inversify';
import { LazyProductAnalytics } from '../../adapters/analytics/LazyProductAnalytics';
import { NoopProductAnalytics } from '../../adapters/analytics/NoopProductAnalytics';
import { loadPostHog } from '../../adapters/analytics/loadPostHog';
import { AppEnvironment, BrandConfig, ConsentSource, Logger, ProductAnalytics } from './tokens';

/**
 * ProductAnalytics: PostHog when the brand configures a key and host, otherwise nothing is recorded. PostHog's
 * adapter code is fetched after analytics consent and idle time (LazyProductAnalytics), posthog-js after that.
 */
export const analyticsModule = new ContainerModule(({ bind }) => {
  bind(ProductAnalytics)
    .toDynamicValue((ctx) => {
      const analytics = ctx.get(BrandConfig).tracking.analytics;
      if (!analytics) return new NoopProductAnalytics();
      const deps = { consent: ctx.get(ConsentSource), logger: ctx.get(Logger), runtime: ctx.get(AppEnvironment).vendorRuntime };
      return new LazyProductAnalytics({
        ...deps,
        load: async () => {
          const { PostHogProductAnalytics } = await import('../../adapters/analytics/PostHogProductAnalytics');
          return new PostHogProductAnalytics(analytics, { ...deps, load: loadPostHog });
        },
      });
    })
    .inSingletonScope();
});
