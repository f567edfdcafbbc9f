import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { ConsentRecorder as ConsentRecorderPort } from '../../application/ports/ConsentRecorder';
import type { ConsentSource as ConsentSourcePort } from '../../application/ports/ConsentSource';
import { consentFor } from './portFactories';
import { AppEnvironment, BrandConfig, Clock, ConsentRecorder, ConsentSource, KeyValueStorage } from './tokens';

/** One object answers both ports, so what the banner records is what vendors read. */
const Consent: ServiceIdentifier<ConsentSourcePort & ConsentRecorderPort> = Symbol.for('Consent');

/**
 * ConsentSource and ConsentRecorder by the brand's `consent.mode` (docs/click-ids-and-consent.md "Consent sources"): `banner` the
 * built-in banner, `external` a consent platform on the host page, `none` everything granted (non-EU by configuration).
 * To plug a different platform, rebind `ConsentSource` in a module of your own (docs/integrating.md).
 */
export const consentModule = new ContainerModule(({ bind }) => {
  bind(Consent)
    .toDynamicValue((ctx) => consentFor(ctx.get(BrandConfig), ctx.get(AppEnvironment), ctx.get(KeyValueStorage), ctx.get(Clock)))
    .inSingletonScope();
  bind(ConsentSource).toDynamicValue((ctx) => ctx.get(Consent)).inSingletonScope();
  bind(ConsentRecorder).toDynamicValue((ctx) => ctx.get(Consent)).inSingletonScope();
});
