import { ContainerModule, type ResolutionContext } from 'inversify';
import { GoogleTagTracker } from '../../adapters/tracking/GoogleTagTracker';
import { MetaPixelTracker } from '../../adapters/tracking/MetaPixelTracker';
import { TikTokPixelTracker } from '../../adapters/tracking/TikTokPixelTracker';
import type { BrandConfig as BrandConfigData } from '../../domain/brand/BrandConfigSchema';
import { AppEnvironment, Clock, ConsentSource, Hasher, Logger, PixelTracker } from './tokens';

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
 * one more module binding `PixelTracker` (docs/integrating.md).
 */
export const trackingModule = (config: BrandConfigData): ContainerModule =>
  new ContainerModule(({ bind }) => {
    const { metaPixelId, tikTokPixelId, tagManagerId, adsConversionTagId, adsConversionLabels } = config.tracking;
    if (metaPixelId) bind(PixelTracker).toDynamicValue((ctx) => new MetaPixelTracker(metaPixelId, common(ctx))).inSingletonScope();
    if (tikTokPixelId) bind(PixelTracker).toDynamicValue((ctx) => new TikTokPixelTracker(tikTokPixelId, common(ctx))).inSingletonScope();
    if (tagManagerId !== undefined || adsConversionTagId) {
      bind(PixelTracker)
        .toDynamicValue((ctx) => new GoogleTagTracker({ tagManagerId, adsConversionTagId, adsConversionLabels }, common(ctx)))
        .inSingletonScope();
    }
  });
