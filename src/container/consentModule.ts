import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { ConsentRecorder as ConsentRecorderPort } from '../../application/ports/ConsentRecorder';
import type { ConsentSource as ConsentSourcePort } from '../../application/ports/ConsentSource';
import { BannerConsentSource } from '../../adapters/consent/BannerConsentSource';
import { GrantedConsentSource } from '../../adapters/consent/GrantedConsentSource';
import { WindowEventConsentSource } from '../../adapters/consent/WindowEventConsentSource';
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
    .toDynamicValue((ctx) => {
      switch (ctx.get(BrandConfig).consent.mode) {
        case 'banner':
          return new BannerConsentSource(ctx.get(KeyValueStorage), ctx.get(Clock));
        case 'external':
          return new WindowEventConsentSource(ctx.get(AppEnvironment).window);
        case 'none':
          return new GrantedConsentSource();
      }
    })
    .inSingletonScope();
  bind(ConsentSource).toDynamicValue((ctx) => ctx.get(Consent)).inSingletonScope();
  bind(ConsentRecorder).toDynamicValue((ctx) => ctx.get(Consent)).inSingletonScope();
});
