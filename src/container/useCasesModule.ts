import { ContainerModule, type ResolutionContext } from 'inversify';
import { FunnelStorage as FunnelStorageService } from '../../application/session/FunnelStorage';
import { ConversionTracker as ConversionTrackerService } from '../../application/tracking/ConversionTracker';
import { decisionTracking, leadCreatedTracking, submissionTracking } from '../../application/tracking/conversionPolicies';
import { OperationKeys as OperationKeysService } from '../../application/tracking/OperationKeys';
import { withTracking } from '../../application/tracking/withTracking';
import { ApplyUiColors as ApplyUiColorsUseCase } from '../../application/usecases/ApplyUiColors';
import { AwaitDecision as AwaitDecisionUseCase, type Wait } from '../../application/usecases/AwaitDecision';
import { ChangeMobileNumber as ChangeMobileNumberUseCase } from '../../application/usecases/ChangeMobileNumber';
import { ChooseLoan as ChooseLoanUseCase } from '../../application/usecases/ChooseLoan';
import { ClearState as ClearStateUseCase } from '../../application/usecases/ClearState';
import { ExtendSession as ExtendSessionUseCase } from '../../application/usecases/ExtendSession';
import { HandOverToPartner as HandOverToPartnerUseCase } from '../../application/usecases/HandOverToPartner';
import { LoadReferenceData as LoadReferenceDataUseCase } from '../../application/usecases/LoadReferenceData';
import { LookUpCompany as LookUpCompanyUseCase } from '../../application/usecases/LookUpCompany';
import { LookUpPostcode as LookUpPostcodeUseCase } from '../../application/usecases/LookUpPostcode';
import { ResendMobileCode as ResendMobileCodeUseCase } from '../../application/usecases/ResendMobileCode';
import { ResumeApplication as ResumeApplicationUseCase } from '../../application/usecases/ResumeApplication';
import type { SaveLeadDeps } from '../../application/usecases/saveLead';
import { SaveStep as SaveStepUseCase } from '../../application/usecases/SaveStep';
import { StartSession as StartSessionUseCase } from '../../application/usecases/StartSession';
import { SubmitLead as SubmitLeadUseCase } from '../../application/usecases/SubmitLead';
import { SubmitOfferStep as SubmitOfferStepUseCase } from '../../application/usecases/SubmitOfferStep';
import { Unsubscribe as UnsubscribeUseCase } from '../../application/usecases/Unsubscribe';
import { ValidateEmail as ValidateEmailUseCase } from '../../application/usecases/ValidateEmail';
import { VerifyMobile as VerifyMobileUseCase } from '../../application/usecases/VerifyMobile';
import type { DynamicFormPage } from '../../domain/lead/DynamicFormPage';
import { buildPages } from '../../domain/flow/buildPages';
import { flowById } from '../../domain/flow/flowsById';
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
    bind(T.SaveStep)
      .toDynamicValue((ctx) => withTracking(new SaveStepUseCase(saveDeps(ctx)), leadCreatedTracking(ctx.get(T.ConversionTracker))))
      .inSingletonScope();
    bind(T.SubmitLead)
      .toDynamicValue((ctx) => withTracking(new SubmitLeadUseCase(saveDeps(ctx)), submissionTracking(ctx.get(T.ConversionTracker))))
      .inSingletonScope();
    bind(T.ResumeApplication)
      .toDynamicValue(
        (ctx) =>
          new ResumeApplicationUseCase({
            gateway: ctx.get(LeadGateway),
            storage: ctx.get(T.FunnelStorage),
            keys: ctx.get(T.OperationKeys),
            ids: ctx.get(IdGenerator),
            clock: ctx.get(Clock),
            initialPages: pagesOf(ctx),
          }),
      )
      .inSingletonScope();
    bind(T.AwaitDecision)
      .toDynamicValue((ctx) =>
        withTracking(
          new AwaitDecisionUseCase(ctx.get(LeadGateway), ctx.get(T.FunnelStorage), ctx.get(Clock), options.wait ?? timerWait),
          decisionTracking(ctx.get(T.ConversionTracker)),
        ),
      )
      .inSingletonScope();
    bind(T.HandOverToPartner)
      .toDynamicValue(
        (ctx) => new HandOverToPartnerUseCase(ctx.get(LeadGateway), ctx.get(T.FunnelStorage), ctx.get(Clock), ctx.get(BrandConfig).partnerOrigins),
      )
      .inSingletonScope();
    bind(T.Unsubscribe).toDynamicValue((ctx) => new UnsubscribeUseCase(ctx.get(LeadGateway))).inSingletonScope();
    bind(T.LookUpPostcode).toDynamicValue((ctx) => new LookUpPostcodeUseCase(ctx.get(LeadGateway), ctx.get(BrandConfig).country)).inSingletonScope();
    bind(T.LoadReferenceData).toDynamicValue((ctx) => new LoadReferenceDataUseCase(ctx.get(LeadGateway))).inSingletonScope();
    bind(T.LookUpCompany).toDynamicValue((ctx) => new LookUpCompanyUseCase(ctx.get(LeadGateway))).inSingletonScope();
    bind(T.ValidateEmail).toDynamicValue((ctx) => new ValidateEmailUseCase(ctx.get(LeadGateway))).inSingletonScope();
    bind(T.VerifyMobile).toDynamicValue((ctx) => new VerifyMobileUseCase(ctx.get(LeadGateway), ctx.get(T.FunnelStorage), ctx.get(Clock))).inSingletonScope();
    bind(T.ResendMobileCode).toDynamicValue((ctx) => new ResendMobileCodeUseCase(ctx.get(LeadGateway))).inSingletonScope();
    bind(T.ChangeMobileNumber)
      .toDynamicValue((ctx) => new ChangeMobileNumberUseCase(ctx.get(LeadGateway), ctx.get(T.FunnelStorage), ctx.get(Clock), ctx.get(BrandConfig).country))
      .inSingletonScope();
    bind(T.SubmitOfferStep)
      .toDynamicValue((ctx) => new SubmitOfferStepUseCase(ctx.get(LeadGateway), ctx.get(T.FunnelStorage), ctx.get(Clock)))
      .inSingletonScope();
    bind(T.ClearState)
      .toDynamicValue((ctx) => new ClearStateUseCase(ctx.get(T.FunnelStorage), ctx.get(T.OperationKeys), pagesOf(ctx)))
      .inSingletonScope();
    bind(T.ExtendSession)
      .toDynamicValue((ctx) => new ExtendSessionUseCase({ storage: ctx.get(T.FunnelStorage), clock: ctx.get(Clock), brand: ctx.get(BrandConfig) }))
      .inSingletonScope();
    bind(T.ApplyUiColors).toDynamicValue((ctx) => new ApplyUiColorsUseCase(ctx.get(T.FunnelStorage))).inSingletonScope();
  });
