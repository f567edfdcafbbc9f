import { ContainerModule } from 'inversify';
import { LazyPixelTracker } from '../../adapters/tracking/LazyPixelTracker';
import { configuredPixelVendors, type PixelVendor } from '../../adapters/tracking/PixelVendor';
import type { BrandConfig as BrandConfigData } from '../../domain/brand/BrandConfigSchema';
import { AppEnvironment, Clock, ConsentSource, Hasher, Logger, PixelTracker } from './tokens';

/** Logged when a brand's setting for a declared vendor is refused by its schema (the build refuses it too). */
export const PIXEL_VENDOR_SETTINGS_INVALID = 'Pixel vendor settings invalid';

/**
 * PixelTracker, multi-bound: one binding per declared vendor (built-in or from src/integrations.ts) whose setting the
 * brand's `tracking` section holds (spec §4 "only when the pixel is present"). Use cases receive them all
 * (`getAll(PixelTracker, { optional: true })`) and fan each outcome out. Each binding is a `LazyPixelTracker`: the
 * vendor's adapter code is fetched after its consent category and idle time, not with the first step.
 */
export const trackingModule = (config: BrandConfigData, vendors: readonly PixelVendor[]): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const { configured, errors } = configuredPixelVendors(vendors, config.tracking);
    if (errors.length > 0) bind(PixelTracker).toDynamicValue((ctx) => (ctx.get(Logger).error(PIXEL_VENDOR_SETTINGS_INVALID, { errors: JSON.stringify(errors) }), { vendor: 'none', track: async () => {} }));
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
