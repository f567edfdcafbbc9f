import { ContainerModule } from 'inversify';
import type { BrandConfig as BrandConfigData } from '../../domain/brand/BrandConfigSchema';
import type { AppEnvironment as AppEnvironmentData } from './AppEnvironment';
import { AppEnvironment, BrandConfig } from './tokens';

/** The brand configuration and the browser environment, as constants every other module reads. */
export const configModule = (config: BrandConfigData, environment: AppEnvironmentData): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(BrandConfig).toConstantValue(config);
    bind(AppEnvironment).toConstantValue(environment);
  });
