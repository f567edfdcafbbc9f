import { ContainerModule, type ResolutionContext } from 'inversify';
import type { LeadGatewayError } from '../../application/ports/LeadGateway';
import type { FunnelState } from '../../application/session/FunnelState';
import { FunnelStorage as FunnelStorageService } from '../../application/session/FunnelStorage';
import { ConversionTracker as ConversionTrackerService } from '../../application/tracking/ConversionTracker';
import { OperationKeys as OperationKeysService } from '../../application/tracking/OperationKeys';
import { ApplyUiColors as ApplyUiColorsUseCase } from '../../application/usecases/ApplyUiColors';
import type { Wait } from '../../application/usecases/AwaitDecision';
import { ChooseLoan as ChooseLoanUseCase } from '../../application/usecases/ChooseLoan';
import { ClearState as ClearStateUseCase } from '../../application/usecases/ClearState';
import { ExtendSession as ExtendSessionUseCase } from '../../application/usecases/ExtendSession';
import type { LoadReferenceData as LoadReferenceDataUseCase, ReferenceDataKind } from '../../application/usecases/LoadReferenceData';
import type { SaveLeadDeps } from '../../application/usecases/saveLead';
import { StartSession as StartSessionUseCase } from '../../application/usecases/StartSession';
import type { DynamicFormPage } from '../../domain/lead/DynamicFormPage';
import { buildPages } from '../../domain/flow/buildPages';
import { flowById } from '../../domain/flow/flowsById';
import { lazyModule, type LazyModule } from './lazyModule';
import { lazyUseCase, type AsyncUseCase } from './lazyUseCase';
import { LaterStepChunk } from './prefetchLaterSteps';
import {
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
} from './tokens';
import * as T from './useCaseTokens';

type LaterSteps = typeof import('./laterStepUseCases');

/** The later-step use cases' chunk, one loader per container (a module-level one would outlive a test's container). */
const LaterStepUseCases = Symbol.for('LaterStepUseCases');

export interface UseCasesModuleOptions {
  /** How AwaitDecision waits between status checks (default: a timer). */
  readonly wait?: Wait;
}

const timerWait: Wait = (ms) => new Promise((resolve) => globalThis.setTimeout(resolve, ms));

/** The brand's flow pages, built afresh on each call (spec §2; a brand naming an unknown flow is a configuration bug). */
const pagesOf = (ctx: ResolutionContext) => (): DynamicFormPage[] => {
  const brand = ctx.get(BrandConfig);
  const flow = flowById(brand.flowId);
  if (!flow.ok) throw new Error(`Brand ${brand.id} names an unknown flow: ${brand.flowId}`);
  return buildPages(flow.value);
};

const saveDeps = (ctx: ResolutionContext): SaveLeadDeps => ({
  gateway: ctx.get(LeadGateway),
  storage: ctx.get(T.FunnelStorage),
  keys: ctx.get(T.OperationKeys),
  clock: ctx.get(Clock),
  logger: ctx.get(Logger),
  initialPages: pagesOf(ctx),
});

/** A use case of the later-steps chunk: built on first call from ports resolved now; a failed fetch answers `failure`. */
const later = <I, O, E extends { kind: string }>(
  ctx: ResolutionContext,
  name: string,
  build: (m: LaterSteps) => AsyncUseCase<I, O, E>,
  failure: (input: I) => E,
): AsyncUseCase<I, O, E> => {
  const chunk = ctx.get<LazyModule<LaterSteps>>(LaterStepUseCases);
  return lazyUseCase(name, async () => build(await chunk.load()), failure, ctx.get(Logger));
};

// A chunk that failed to arrive is a network failure: the value each use case already answers for one (retryable).
const network = () => ({ kind: 'Network' as const });
const networkWithState = (input: { readonly state: FunnelState }) => ({ kind: 'Network' as const, state: input.state });

/**
 * Every use case (application/usecases), built from port tokens only, so swapping an adapter module changes them
 * all. Conversions are attached here with `withTracking`: the use cases stay free of tracking, the ui of both.
 */
export const useCasesModule = (options: UseCasesModuleOptions = {}): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(T.FunnelStorage).toDynamicValue((ctx) => new FunnelStorageService(ctx.get(KeyValueStorage), ctx.get(Logger))).inSingletonScope();
    bind(T.OperationKeys).toDynamicValue((ctx) => new OperationKeysService(ctx.get(T.FunnelStorage), ctx.get(IdGenerator))).inSingletonScope();
    bind(T.ConversionTracker)
      .toDynamicValue((ctx) => {
        const brand = ctx.get(BrandConfig);
        return new ConversionTrackerService({
          pixels: ctx.getAll(PixelTracker, { optional: true }),
          consent: ctx.get(ConsentSource),
          keys: ctx.get(T.OperationKeys),
          hasher: ctx.get(Hasher),
          clock: ctx.get(Clock),
          ids: ctx.get(IdGenerator),
          logger: ctx.get(Logger),
          country: brand.country,
          currency: brand.currency,
        });
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
            brand: ctx.get(BrandConfig),
          }),
      )
      .inSingletonScope();
    bind(T.ChooseLoan).toDynamicValue((ctx) => new ChooseLoanUseCase(ctx.get(T.FunnelStorage), ctx.get(BrandConfig))).inSingletonScope();
    bind<LazyModule<LaterSteps>>(LaterStepUseCases)
      .toDynamicValue(() => lazyModule(() => import('./laterStepUseCases')))
      .inSingletonScope();
    bind(LaterStepChunk).toDynamicValue((ctx) => ctx.get<LazyModule<LaterSteps>>(LaterStepUseCases)).inSingletonScope();

    bind(T.SaveStep)
      .toDynamicValue((ctx) => {
        const deps = saveDeps(ctx);
        const tracker = ctx.get(T.ConversionTracker);
        return later(ctx, 'SaveStep', (m) => m.withTracking(new m.SaveStep(deps), m.leadCreatedTracking(tracker)), networkWithState);
      })
      .inSingletonScope();
    bind(T.SubmitLead)
      .toDynamicValue((ctx) => {
        const deps = saveDeps(ctx);
        const tracker = ctx.get(T.ConversionTracker);
        return later(ctx, 'SubmitLead', (m) => m.withTracking(new m.SubmitLead(deps), m.submissionTracking(tracker)), networkWithState);
      })
      .inSingletonScope();
    bind(T.ResumeApplication)
      .toDynamicValue((ctx) => {
        const deps = {
          gateway: ctx.get(LeadGateway),
          storage: ctx.get(T.FunnelStorage),
          keys: ctx.get(T.OperationKeys),
          ids: ctx.get(IdGenerator),
          clock: ctx.get(Clock),
          initialPages: pagesOf(ctx),
        };
        return later(ctx, 'ResumeApplication', (m) => new m.ResumeApplication(deps), network);
      })
      .inSingletonScope();
    bind(T.AwaitDecision)
      .toDynamicValue((ctx) => {
        const [gateway, storage, clock, tracker] = [ctx.get(LeadGateway), ctx.get(T.FunnelStorage), ctx.get(Clock), ctx.get(T.ConversionTracker)];
        const wait = options.wait ?? timerWait;
        return later(ctx, 'AwaitDecision', (m) => m.withTracking(new m.AwaitDecision(gateway, storage, clock, wait), m.decisionTracking(tracker)), network);
      })
      .inSingletonScope();
    bind(T.HandOverToPartner)
      .toDynamicValue((ctx) => {
        const [gateway, storage, clock, origins] = [ctx.get(LeadGateway), ctx.get(T.FunnelStorage), ctx.get(Clock), ctx.get(BrandConfig).partnerOrigins];
        return later(ctx, 'HandOverToPartner', (m) => new m.HandOverToPartner(gateway, storage, clock, origins), network);
      })
      .inSingletonScope();
    bind(T.Unsubscribe)
      .toDynamicValue((ctx) => {
        const gateway = ctx.get(LeadGateway);
        return later(ctx, 'Unsubscribe', (m) => new m.Unsubscribe(gateway), network);
      })
      .inSingletonScope();
    bind(T.LookUpPostcode)
      .toDynamicValue((ctx) => {
        const [gateway, country] = [ctx.get(LeadGateway), ctx.get(BrandConfig).country];
        return later(ctx, 'LookUpPostcode', (m) => new m.LookUpPostcode(gateway, country), network);
      })
      .inSingletonScope();
    bind(T.LoadReferenceData)
      .toDynamicValue((ctx) => {
        const gateway = ctx.get(LeadGateway);
        // `execute` is generic in the kind asked for; the proxy forwards the input untouched, so the answer keeps its type.
        type Any = AsyncUseCase<{ readonly kind: ReferenceDataKind }, unknown, LeadGatewayError>;
        const proxy = later(ctx, 'LoadReferenceData', (m): Any => new m.LoadReferenceData(gateway), network);
        return { execute: ((input) => proxy.execute(input)) as LoadReferenceDataUseCase['execute'] };
      })
      .inSingletonScope();
    bind(T.LookUpCompany)
      .toDynamicValue((ctx) => {
        const gateway = ctx.get(LeadGateway);
        return later(ctx, 'LookUpCompany', (m) => new m.LookUpCompany(gateway), network);
      })
      .inSingletonScope();
    bind(T.ValidateEmail)
      .toDynamicValue((ctx) => {
        const gateway = ctx.get(LeadGateway);
        return later(ctx, 'ValidateEmail', (m) => new m.ValidateEmail(gateway), network);
      })
      .inSingletonScope();
    bind(T.VerifyMobile)
      .toDynamicValue((ctx) => {
        const [gateway, storage, clock] = [ctx.get(LeadGateway), ctx.get(T.FunnelStorage), ctx.get(Clock)];
        return later(ctx, 'VerifyMobile', (m) => new m.VerifyMobile(gateway, storage, clock), network);
      })
      .inSingletonScope();
    bind(T.ResendMobileCode)
      .toDynamicValue((ctx) => {
        const gateway = ctx.get(LeadGateway);
        return later(ctx, 'ResendMobileCode', (m) => new m.ResendMobileCode(gateway), network);
      })
      .inSingletonScope();
    bind(T.ChangeMobileNumber)
      .toDynamicValue((ctx) => {
        const [gateway, storage, clock, country] = [ctx.get(LeadGateway), ctx.get(T.FunnelStorage), ctx.get(Clock), ctx.get(BrandConfig).country];
        return later(ctx, 'ChangeMobileNumber', (m) => new m.ChangeMobileNumber(gateway, storage, clock, country), network);
      })
      .inSingletonScope();
    bind(T.SubmitOfferStep)
      .toDynamicValue((ctx) => {
        const [gateway, storage, clock] = [ctx.get(LeadGateway), ctx.get(T.FunnelStorage), ctx.get(Clock)];
        return later(ctx, 'SubmitOfferStep', (m) => new m.SubmitOfferStep(gateway, storage, clock), network);
      })
      .inSingletonScope();
    bind(T.ClearState)
      .toDynamicValue((ctx) => new ClearStateUseCase(ctx.get(T.FunnelStorage), ctx.get(T.OperationKeys), pagesOf(ctx)))
      .inSingletonScope();
    bind(T.ExtendSession)
      .toDynamicValue((ctx) => new ExtendSessionUseCase({ storage: ctx.get(T.FunnelStorage), clock: ctx.get(Clock), brand: ctx.get(BrandConfig) }))
      .inSingletonScope();
    bind(T.ApplyUiColors).toDynamicValue((ctx) => new ApplyUiColorsUseCase(ctx.get(T.FunnelStorage))).inSingletonScope();
  });
