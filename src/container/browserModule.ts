import { ContainerModule } from 'inversify';
import { DomDocumentMetadata } from '../../adapters/browser/DomDocumentMetadata';
import { MathRandom } from '../../adapters/browser/MathRandom';
import { NavigatorConnectivity } from '../../adapters/browser/NavigatorConnectivity';
import { NavigatorDeviceReadings } from '../../adapters/browser/NavigatorDeviceReadings';
import { SystemClock } from '../../adapters/browser/SystemClock';
import { UuidIdGenerator } from '../../adapters/browser/UuidIdGenerator';
import { WebCryptoHasher } from '../../adapters/browser/WebCryptoHasher';
import { LazyParentFrame } from '../../adapters/browser/LazyParentFrame';
import { lazyModule } from '../../application/shared/lazyModule';
import { AppEnvironment, BrandConfig, Clock, Connectivity, DeviceReadings, DocumentMetadata, Hasher, IdGenerator, Logger, ParentFrame, Random } from './tokens';

/** Logged when the iframe adapter's chunk does not arrive (the parent then gets no height reports until a retry). */
export const PARENT_FRAME_LOAD_FAILED = 'Failed to load the iframe adapter';

/** Time, ids, randomness, hashing and the page itself. */
export const browserModule = new ContainerModule(({ bind }) => {
  bind(Clock).toDynamicValue(() => new SystemClock()).inSingletonScope();
  bind(IdGenerator).toDynamicValue(() => new UuidIdGenerator()).inSingletonScope();
  bind(Random).toDynamicValue(() => new MathRandom()).inSingletonScope();
  bind(Hasher).toDynamicValue((ctx) => new WebCryptoHasher(ctx.get(AppEnvironment).subtle)).inSingletonScope();
  // The iframe adapter's code only reaches pages that are framed (LazyParentFrame).
  bind(ParentFrame)
    .toDynamicValue((ctx) => {
      const { window } = ctx.get(AppEnvironment);
      const { parentOrigins } = ctx.get(BrandConfig);
      const logger = ctx.get(Logger);
      const adapter = lazyModule(() => import('../../adapters/browser/WindowParentFrame').then(({ WindowParentFrame }) => new WindowParentFrame(window, parentOrigins)));
      return new LazyParentFrame(window, parentOrigins, adapter.load, (error) => logger.error(PARENT_FRAME_LOAD_FAILED, { error: String(error) }));
    })
    .inSingletonScope();
  bind(DocumentMetadata).toDynamicValue((ctx) => new DomDocumentMetadata(ctx.get(AppEnvironment).document)).inSingletonScope();
  bind(DeviceReadings).toDynamicValue((ctx) => new NavigatorDeviceReadings(ctx.get(AppEnvironment).window)).inSingletonScope();
  bind(Connectivity).toDynamicValue((ctx) => new NavigatorConnectivity(ctx.get(AppEnvironment).window)).inSingletonScope();
});
