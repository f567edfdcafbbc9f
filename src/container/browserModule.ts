import { ContainerModule } from 'inversify';
import { DomDocumentMetadata } from '../../adapters/browser/DomDocumentMetadata';
import { MathRandom } from '../../adapters/browser/MathRandom';
import { NavigatorConnectivity } from '../../adapters/browser/NavigatorConnectivity';
import { NavigatorDeviceReadings } from '../../adapters/browser/NavigatorDeviceReadings';
import { SystemClock } from '../../adapters/browser/SystemClock';
import { UuidIdGenerator } from '../../adapters/browser/UuidIdGenerator';
import { WebCryptoHasher } from '../../adapters/browser/WebCryptoHasher';
import { lazyParentFrame } from './portFactories';
import { AppEnvironment, BrandConfig, Clock, Connectivity, DeviceReadings, DocumentMetadata, Hasher, IdGenerator, Logger, ParentFrame, Random } from './tokens';

export { PARENT_FRAME_LOAD_FAILED } from './portFactories';

/** Time, ids, randomness, hashing and the page itself. */
export const browserModule = new ContainerModule(({ bind }) => {
  bind(Clock).toDynamicValue(() => new SystemClock()).inSingletonScope();
  bind(IdGenerator).toDynamicValue(() => new UuidIdGenerator()).inSingletonScope();
  bind(Random).toDynamicValue(() => new MathRandom()).inSingletonScope();
  bind(Hasher).toDynamicValue((ctx) => new WebCryptoHasher(ctx.get(AppEnvironment).subtle)).inSingletonScope();
  bind(ParentFrame)
    .toDynamicValue((ctx) => lazyParentFrame(ctx.get(AppEnvironment), ctx.get(BrandConfig), ctx.get(Logger)))
    .inSingletonScope();
  bind(DocumentMetadata).toDynamicValue((ctx) => new DomDocumentMetadata(ctx.get(AppEnvironment).document)).inSingletonScope();
  bind(DeviceReadings).toDynamicValue((ctx) => new NavigatorDeviceReadings(ctx.get(AppEnvironment).window)).inSingletonScope();
  bind(Connectivity).toDynamicValue((ctx) => new NavigatorConnectivity(ctx.get(AppEnvironment).window)).inSingletonScope();
});
