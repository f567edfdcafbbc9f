import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { FirstStepPorts } from '../bootstrap/firstStepPorts';
import * as Port from './tokens';
import * as UseCase from './useCaseTokens';
import { BrandFlow } from './useCasesModule';

/**
 * The tokens whose objects the first step builds before the container exists (src/bootstrap/firstStepPorts.ts), each
 * with the port it answers. A build whose integrations hold a container module starts the container first instead
 * (src/bootstrap/mount.tsx, PORTS_FROM_CONTAINER), so an integrator's adapter for one of them is the one the first
 * step runs on.
 */
export const FIRST_STEP_TOKENS = {
  logger: Port.Logger,
  storage: Port.KeyValueStorage,
  clock: Port.Clock,
  ids: Port.IdGenerator,
  random: Port.Random,
  deviceReadings: Port.DeviceReadings,
  connectivity: Port.Connectivity,
  documentMetadata: Port.DocumentMetadata,
  parentFrame: Port.ParentFrame,
  consent: [Port.ConsentSource, Port.ConsentRecorder],
  analytics: Port.ProductAnalytics,
  recorder: Port.SessionRecorder,
  funnelStorage: UseCase.FunnelStorage,
  operationKeys: UseCase.OperationKeys,
  brandFlow: BrandFlow,
  startSession: UseCase.StartSession,
  chooseLoan: UseCase.ChooseLoan,
  applyUiColours: UseCase.ApplyUiColours,
  extendSession: UseCase.ExtendSession,
} as const satisfies Partial<Record<keyof FirstStepPorts, ServiceIdentifier | readonly ServiceIdentifier[]>>;

/** Every token of FIRST_STEP_TOKENS, once. */
export const firstStepTokens = (): ServiceIdentifier[] => Object.values(FIRST_STEP_TOKENS).flat() as ServiceIdentifier[];

/**
 * Binds the first step's objects to their tokens in the full app's container, loaded after the defaults: the use
 * cases and adapters the container builds later share the page's one storage, consent, recorder and flow.
 */
export const firstStepModule = (ports: FirstStepPorts): ContainerModule =>
  new ContainerModule(({ rebind }) => {
    for (const [name, tokens] of Object.entries(FIRST_STEP_TOKENS)) {
      const value = ports[name as keyof FirstStepPorts];
      for (const token of [tokens].flat() as ServiceIdentifier[]) rebind(token).toConstantValue(value as never);
    }
  });

/** The first step's objects as the container builds them: when an integration replaces one, the first step runs on these. */
export function firstStepPortsOf(container: { get<T>(token: ServiceIdentifier<T>): T }, brand: FirstStepPorts['brand'], environment: FirstStepPorts['environment']): FirstStepPorts {
  const entries = Object.entries(FIRST_STEP_TOKENS).map(([name, tokens]) => [name, container.get([tokens].flat()[0] as ServiceIdentifier)]);
  return { brand, environment, ...Object.fromEntries(entries) } as FirstStepPorts;
}
