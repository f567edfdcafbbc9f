import { ContainerModule, type ResolutionContext } from 'inversify';
import type { PixelTracker as PixelTrackerPort } from '../../application/ports/PixelTracker';
import { LazyPixelTracker } from '../../adapters/tracking/LazyPixelTracker';
import type { BrandConfig as BrandConfigData } from '../../domain/brand/BrandConfigSchema';
import { lazyModule } from '../../application/shared/lazyModule';
import { AppEnvironment, Clock, ConsentSource, Hasher, Logger, PixelTracker } from './tokens';

type PixelTrackers = typeof import('./pixelTrackers');
type Common = ReturnType<typeof common>;

const common = (ctx: ResolutionContext) => {
  const environment = ctx.get(AppEnvironment);
  return {
    win: environment.window,
    consent: ctx.get(ConsentSource),
    hasher: ctx.get(Hasher),
    clock: ctx.get(Clock),
    logger: ctx.get(Logger),
    runtime: environment.vendorRuntime,
  };
};

/**
 * PixelTracker, multi-bound: one binding per vendor the brand configures (spec §4 "only when the pixel is present").
 * Use cases receive them all (`getAll(PixelTracker, { optional: true })`) and fan each outcome out. Add a vendor with
 * one more module binding `PixelTracker` (docs/integrating.md). Each binding is a `LazyPixelTracker`: the adapters'
 * code (src/container/pixelTrackers.ts) is fetched after marketing consent and idle time, not with the first step.
 */
export const trackingModule = (config: BrandConfigData): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const { metaPixelId, tikTokPixelId, tagManagerId, adsConversionTagId, adsConversionLabels } = config.tracking;
    // One loader per container: the bundler fetches the chunk once; a failed fetch is retried by the next call.
    const adapters = lazyModule<PixelTrackers>(() => import('./pixelTrackers'));
    const lazy = (vendor: string, build: (m: PixelTrackers, deps: Common) => PixelTrackerPort) => (ctx: ResolutionContext) => {
      const deps = common(ctx);
      return new LazyPixelTracker(vendor, { ...deps, load: async () => build(await adapters.load(), deps) });
    };
    if (metaPixelId) bind(PixelTracker).toDynamicValue(lazy('meta', (m, deps) => new m.MetaPixelTracker(metaPixelId, deps))).inSingletonScope();
    if (tikTokPixelId) bind(PixelTracker).toDynamicValue(lazy('tiktok', (m, deps) => new m.TikTokPixelTracker(tikTokPixelId, deps))).inSingletonScope();
    if (tagManagerId !== undefined || adsConversionTagId) {
      bind(PixelTracker)
        .toDynamicValue(lazy('google', (m, deps) => new m.GoogleTagTracker({ tagManagerId, adsConversionTagId, adsConversionLabels }, deps)))
        .inSingletonScope();
    }
  });
