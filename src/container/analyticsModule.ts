import { ContainerModule } from 'inversify';
import { productAnalytics } from './portFactories';
import { AppEnvironment, BrandConfig, ConsentSource, Logger, ProductAnalytics } from './tokens';

/**
 * ProductAnalytics: PostHog when the brand configures a key and host, otherwise nothing is recorded. PostHog's
 * adapter code is fetched after analytics consent and idle time (LazyProductAnalytics), posthog-js after that.
 */
export const analyticsModule = new ContainerModule(({ bind }) => {
  bind(ProductAnalytics)
    .toDynamicValue((ctx) => productAnalytics(ctx.get(BrandConfig), ctx.get(AppEnvironment), ctx.get(ConsentSource), ctx.get(Logger)))
    .inSingletonScope();
});
