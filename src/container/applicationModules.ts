import type { ContainerModule } from 'inversify';
import { leadGatewayModule } from './leadGatewayModule';
import { useCasesModule } from './useCasesModule';

/** The lead gateway and the use cases (src/container/leadGatewayModule.ts, useCasesModule.ts), with their defaults. */
export const applicationModules = (): ContainerModule[] => [leadGatewayModule(), useCasesModule()];
