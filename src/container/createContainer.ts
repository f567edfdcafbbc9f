import { Container, type ContainerModule } from 'inversify';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { BUILT_IN_PIXEL_VENDORS } from '../../adapters/tracking/builtInPixelVendors';
import type { AppEnvironment } from './AppEnvironment';
import { splitIntegrations, type Integration } from './Integration';
import { analyticsModule } from './analyticsModule';
import { applicationModules } from './applicationModules';
import { browserEnvironment } from './browserEnvironment';
import { browserModule } from './browserModule';
import { captchaModule } from './captchaModule';
import { configModule } from './configModule';
import { consentModule } from './consentModule';
import { i18nModule } from './i18nModule';
import { loggerModule } from './loggerModule';
import { recordingModule } from './recordingModule';
import { storageModule } from './storageModule';
import { trackingModule } from './trackingModule';

export interface ContainerOverrides {
  /** The browser as adapters see it; defaults to the real globals. Tests pass a fake. */
  readonly environment?: AppEnvironment;
  /**
   * Loaded after the defaults. `rebind(Token)` in one of them replaces an adapter (e.g. the lead gateway);
   * `bind(PixelTracker)` adds a pixel vendor (docs/integrating.md).
   */
  readonly modules?: readonly ContainerModule[];
  /** The build's integrations (src/integrations.ts): their modules load after the defaults, their pixel vendors beside the built-in ones. */
  readonly integrations?: readonly Integration[];
}

/**
 * The composition root (docs/architecture.md): one inversify container per app, one module per concern. Every binding is
 * a lazy singleton, so building the container reads no global and loads no vendor; resolving a port builds only
 * what it needs.
 */
export function createContainer(config: BrandConfig, overrides: ContainerOverrides = {}): Container {
  const integrations = splitIntegrations(overrides.integrations ?? []);
  const container = new Container();
  container.load(
    configModule(config, overrides.environment ?? browserEnvironment()),
    loggerModule,
    storageModule,
    browserModule,
    consentModule,
    trackingModule(config, [...BUILT_IN_PIXEL_VENDORS, ...integrations.pixelVendors]),
    analyticsModule,
    recordingModule,
    i18nModule,
    captchaModule,
    ...applicationModules(),
    ...integrations.modules,
    ...(overrides.modules ?? []),
  );
  return container;
}
