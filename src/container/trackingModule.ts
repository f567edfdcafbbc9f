import { ContainerModule } from 'inversify';
import { LazyPixelTracker } from '../../adapters/tracking/LazyPixelTracker';
import { configuredPixelVendors, type PixelVendor } from '../../adapters/tracking/PixelVendor';
import type { BrandConfig as BrandConfigData } from '../../domain/brand/BrandConfigSchema';
import { AppEnvironment, Clock, ConsentSource, Hasher, Logger, PixelTracker } from './tokens';

/**
 * PixelTracker, multi-bound: one binding per declared vendor (built-in or from src/integrations.ts) whose setting the
 * brand's `tracking` section holds (docs/click-ids-and-consent.md "Which events go to which pixel": "only when the pixel is present"). Use cases receive them all
 * (`getAll(PixelTracker, { optional: true })`) and fan each outcome out. Each binding is a `LazyPixelTracker`: the
 * vendor's adapter code is fetched after its consent category and idle time, not with the first step.
 */
export const trackingModule = (config: BrandConfigData, vendors: readonly PixelVendor[]): ContainerModule =>
  new ContainerModule(({ bind }) => {
    // A refused setting leaves its vendor off; the build (scripts/prerender) refuses the brand, so none ships.
    const { configured } = configuredPixelVendors(vendors, config.tracking);
    for (const { vendor, settings } of configured) {
      bind(PixelTracker)
        .toDynamicValue((ctx) => {
          const environment = ctx.get(AppEnvironment);
          const deps = { win: environment.window, consent: ctx.get(ConsentSource), hasher: ctx.get(Hasher), clock: ctx.get(Clock), logger: ctx.get(Logger), runtime: environment.vendorRuntime };
          return new LazyPixelTracker(vendor.id, { ...deps, category: vendor.consent, load: async () => (await vendor.load())(settings, deps) });
        })
        .inSingletonScope();
    }
  });
