import { ContainerModule, type ContainerModuleLoadOptions, type ResolutionContext, type ServiceIdentifier } from 'inversify';
import type { LeadGatewayError } from '../../application/ports/LeadGateway';
import type { FunnelState } from '../../application/session/FunnelState';
import type { ConversionTracker as ConversionTrackerService } from '../../application/tracking/ConversionTracker';
import { OperationKeys as OperationKeysService } from '../../application/tracking/OperationKeys';
import { ApplyUiColours as ApplyUiColoursUseCase } from '../../application/usecases/ApplyUiColours';
import type { Wait } from '../../application/usecases/AwaitDecision';
import { ChooseLoan as ChooseLoanUseCase } from '../../application/usecases/ChooseLoan';
import { ClearState as ClearStateUseCase } from '../../application/usecases/ClearState';
import { ExtendSession as ExtendSessionUseCase } from '../../application/usecases/ExtendSession';
import type { LoadReferenceData as LoadReferenceDataUseCase, ReferenceDataKind } from '../../application/usecases/LoadReferenceData';
import type { UseCase } from '../../application/usecases/UseCase';
import { StartSession as StartSessionUseCase } from '../../application/usecases/StartSession';
import type { DynamicFormPage } from '../../domain/lead/DynamicFormPage';
import type { Result } from '../../domain/kernel/Result';
import { buildPages } from '../../domain/flow/buildPages';
import type { FlowDefinition } from '../../domain/flow/FlowDefinition';
import { headFlow } from '../../domain/flow/headFlow';
import { funnelStorage } from './portFactories';
import { lazyModule, type ChunkLoader, type LazyModule } from '../../application/kernel/lazyModule';
import { lazyUseCase } from './lazyUseCase';
import { LaterStepChunk } from './prefetchLaterSteps';
import {
  AppEnvironment,
  BrandConfig,
  Clock,
  ConsentSource,
  DeviceReadings,
  Hasher,
  IdGenerator,
  KeyValueStorage,
  LeadGateway,
  Logger,
  PixelTracker,
  ProductAnalytics,
  SessionRecorder,
} from './tokens';
import * as T from './useCaseTokens';

export type LaterSteps = typeof import('./laterStepUseCases');

/** The later-step use cases' chunk, one loader per container (a module-level one would outlive a test's container). */
export const LaterStepUseCases: ServiceIdentifier<ChunkLoader<LaterSteps>> = Symbol.for('LaterStepUseCases');

export interface UseCasesModuleOptions {
  /** How AwaitDecision waits between status checks (default: a timer). */
  readonly wait?: Wait;
}

/** How the use cases wait between retries and status checks; a test rebinds it to skip real time. */
export const WaitBetweenTries: ServiceIdentifier<Wait> = Symbol.for('WaitBetweenTries');

const timerWait: Wait = (ms) => new Promise((resolve) => globalThis.setTimeout(resolve, ms));

/**
 * The brand's full flow (brand.json `flow` resolved from the step catalogue), in the catalogue's own chunk so the
 * first step's bundle holds only the step keys (first-step budget); prefetched with the other later-step chunks.
 */
export const BrandFlow: ServiceIdentifier<LazyModule<FlowDefinition>> = Symbol.for('BrandFlow');

/**
 * The brand's flow pages, built afresh on each call (docs/product.md "Screens and routes"). The later-step use cases call it only once the
 * catalogue has loaded (`later` awaits it); before that only the first step is known (headFlow).
 */
const pagesOf = (ctx: ResolutionContext) => {
  const brand = ctx.get(BrandConfig);
  const flow = ctx.get<LazyModule<FlowDefinition>>(BrandFlow);
  return (): DynamicFormPage[] => buildPages(flow.current() ?? headFlow(brand));
};

/** The ports the later-step use cases are built from, resolved with their token (all cheap, already-built singletons). */
const laterPorts = (ctx: ResolutionContext) => ({
  gateway: ctx.get(LeadGateway),
  storage: ctx.get(T.FunnelStorage),
  keys: ctx.get(T.OperationKeys),
  clock: ctx.get(Clock),
  ids: ctx.get(IdGenerator),
  logger: ctx.get(Logger),
  brand: ctx.get(BrandConfig),
  tracker: ctx.get(T.ConversionTracker),
  initialPages: pagesOf(ctx),
  consent: ctx.get(ConsentSource),
  wait: ctx.get<Wait>(WaitBetweenTries),
  analytics: ctx.get(ProductAnalytics),
  hasher: ctx.get(Hasher),
  document: ctx.get(AppEnvironment, { optional: true })?.document,
});
type LaterPorts = ReturnType<typeof laterPorts>;

type InputOf<U> = U extends { execute(input: infer I): unknown } ? I : never;
type OutputOf<U> = U extends { execute(input: never): Promise<Result<infer O, { kind: string }>> } ? O : never;
type ErrorOf<U> = U extends { execute(input: never): Promise<Result<unknown, infer E>> } ? E : never;

// A chunk that failed to arrive is a network failure: the value each use case already answers for one (retryable).
const network = () => ({ kind: 'Network' as const });
const networkWithState = (input: { readonly state: FunnelState }) => ({ kind: 'Network' as const, state: input.state });

/**
 * Binds `token` to a use case of the later-steps chunk (laterStepUseCases.ts): built by `build` on its first call,
 * from ports resolved with the token; a failed fetch answers `failure(input)`.
 */
const later =
  <U extends { execute(input: never): Promise<Result<unknown, { kind: string }>> }>(
    token: ServiceIdentifier<U>,
    build: (m: LaterSteps, ports: LaterPorts, tracker: ConversionTrackerService) => UseCase<{ execute(input: InputOf<U>): Promise<Result<OutputOf<U>, ErrorOf<U>>> }>,
    failure: (input: InputOf<U>) => ErrorOf<U>,
  ) =>
  (bind: ContainerModuleLoadOptions['bind']): void => {
    bind(token)
      .toDynamicValue((ctx) => {
        const chunk = ctx.get<ChunkLoader<LaterSteps>>(LaterStepUseCases);
        const ports = laterPorts(ctx);
        // The first call also starts the other later-step chunks (the lead gateway's), so they arrive side by side.
        const all = ctx.getAll(LaterStepChunk, { optional: true });
        const flow = ctx.get<LazyModule<FlowDefinition>>(BrandFlow);
        const load = async () => {
          for (const other of all) other.prefetch();
          const [module, tracker] = await Promise.all([chunk.load(), ports.tracker.load(), flow.load()]);
          return build(module, ports, tracker);
        };
        // Same input, output and error as U's `execute` (inferred from it above); TS cannot equate the two generically.
        return lazyUseCase(String(token), load, failure, ports.logger) as unknown as U;
      })
      .inSingletonScope();
  };

/** Everything step 1 and start-up do not call before Continue (docs/states-and-routes.md "Routes" after the first step). */
const LATER_USE_CASES = [
  later(T.SaveStep, (m, p, tracker) => m.trackedSaveStep(p, tracker), networkWithState),
  later(T.SubmitLead, (m, p, tracker) => m.trackedSubmitLead(p, tracker), networkWithState),
  later(T.ResumeApplication, (m, p) => new m.ResumeApplication(p), network),
  later(T.AwaitDecision, (m, p, tracker) => m.trackedAwaitDecision(p, tracker), network),
  later(T.HandOverToPartner, (m, p) => new m.HandOverToPartner(p.gateway, p.storage, p.clock, p.brand.partnerOrigins), network),
  later(T.Unsubscribe, (m, p) => new m.Unsubscribe(p.gateway), network),
  later(T.LookUpPostcode, (m, p) => new m.LookUpPostcode(p.gateway, p.brand.country), network),
  later(T.LookUpCompany, (m, p) => new m.LookUpCompany(p.gateway), network),
  later(T.ValidateEmail, (m, p) => new m.ValidateEmail(p.gateway), network),
  later(T.VerifyMobile, (m, p) => new m.VerifyMobile(p.gateway, p.storage, p.clock), network),
  later(T.ResendMobileCode, (m, p) => new m.ResendMobileCode(p.gateway), network),
  later(T.ChangeMobileNumber, (m, p) => new m.ChangeMobileNumber(p.gateway, p.storage, p.clock, p.brand.country), network),
  later(T.SubmitOfferStep, (m, p) => new m.SubmitOfferStep(p.gateway, p.storage, p.clock), network),
];

/**
 * Every use case (application/usecases), built from port tokens only, so swapping an adapter module changes them
 * all. Conversions are attached here with `withTracking`: the use cases stay free of tracking, the ui of both.
 */
export const useCasesModule = (options: UseCasesModuleOptions = {}): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(WaitBetweenTries).toConstantValue(options.wait ?? timerWait);
    bind(T.FunnelStorage)
      .toDynamicValue((ctx) => funnelStorage(ctx.get(KeyValueStorage), ctx.get(ConsentSource), ctx.get(Logger), ctx.get<Wait>(WaitBetweenTries)))
      .inSingletonScope();
    bind(T.OperationKeys).toDynamicValue((ctx) => new OperationKeysService(ctx.get(T.FunnelStorage), ctx.get(IdGenerator))).inSingletonScope();
    bind(T.ConversionTracker)
      .toDynamicValue((ctx) => {
        const brand = ctx.get(BrandConfig);
        const chunk = ctx.get<ChunkLoader<LaterSteps>>(LaterStepUseCases);
        const deps = {
          pixels: ctx.getAll(PixelTracker, { optional: true }),
          consent: ctx.get(ConsentSource),
          keys: ctx.get(T.OperationKeys),
          hasher: ctx.get(Hasher),
          clock: ctx.get(Clock),
          ids: ctx.get(IdGenerator),
          logger: ctx.get(Logger),
          country: brand.country,
          currency: brand.currency,
        };
        return lazyModule(async () => new (await chunk.load()).ConversionTracker(deps));
      })
      .inSingletonScope();

    bind(T.StartSession)
      .toDynamicValue(
        (ctx) =>
          new StartSessionUseCase({
            storage: ctx.get(T.FunnelStorage),
            keys: ctx.get(T.OperationKeys),
            ids: ctx.get(IdGenerator),
            clock: ctx.get(Clock),
            device: ctx.get(DeviceReadings),
            logger: ctx.get(Logger),
            analytics: ctx.get(ProductAnalytics),
            recorder: ctx.get(SessionRecorder),
            brand: ctx.get(BrandConfig),
          }),
      )
      .inSingletonScope();
    bind(T.ChooseLoan).toDynamicValue((ctx) => new ChooseLoanUseCase(ctx.get(T.FunnelStorage), ctx.get(BrandConfig))).inSingletonScope();
    bind<ChunkLoader<LaterSteps>>(LaterStepUseCases)
      .toDynamicValue(() => lazyModule(() => import('./laterStepUseCases')))
      .inSingletonScope();
    bind(LaterStepChunk).toDynamicValue((ctx) => ctx.get<ChunkLoader<LaterSteps>>(LaterStepUseCases)).inSingletonScope();
    bind(BrandFlow)
      .toDynamicValue((ctx) => {
        const brand = ctx.get(BrandConfig);
        return lazyModule(async () => (await import('../../domain/flow/catalogue')).loadBrandFlow(brand));
      })
      .inSingletonScope();
    bind(LaterStepChunk).toDynamicValue((ctx) => ctx.get(BrandFlow)).inSingletonScope();

    for (const bindLater of LATER_USE_CASES) bindLater(bind);
    bind(T.LoadReferenceData)
      .toDynamicValue((ctx) => {
        const gateway = ctx.get(LeadGateway);
        const chunk = ctx.get<ChunkLoader<LaterSteps>>(LaterStepUseCases);
        // `execute` is generic in the kind asked for; the proxy forwards the input untouched, so the answer keeps its type.
        type Any = UseCase<{ execute(input: { readonly kind: ReferenceDataKind }): Promise<Result<unknown, LeadGatewayError>> }>;
        const build = async (): Promise<Any> => new (await chunk.load()).LoadReferenceData(gateway);
        const proxy = lazyUseCase(String(T.LoadReferenceData), build, network, ctx.get(Logger));
        return { execute: ((input) => proxy.execute(input)) as LoadReferenceDataUseCase['execute'] };
      })
      .inSingletonScope();
    bind(T.ClearState)
      .toDynamicValue((ctx) => new ClearStateUseCase(ctx.get(T.FunnelStorage), ctx.get(T.OperationKeys), pagesOf(ctx)))
      .inSingletonScope();
    bind(T.ExtendSession)
      .toDynamicValue((ctx) => new ExtendSessionUseCase({ storage: ctx.get(T.FunnelStorage), clock: ctx.get(Clock), brand: ctx.get(BrandConfig) }))
      .inSingletonScope();
    bind(T.ApplyUiColours).toDynamicValue((ctx) => new ApplyUiColoursUseCase(ctx.get(T.FunnelStorage))).inSingletonScope();
  });
