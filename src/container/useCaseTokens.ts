import type { ServiceIdentifier } from 'inversify';
import type { FunnelStorage as FunnelStorageService } from '../../application/session/FunnelStorage';
import type { ConversionTracker as ConversionTrackerService } from '../../application/tracking/ConversionTracker';
import type { OperationKeys as OperationKeysService } from '../../application/tracking/OperationKeys';
import type { ApplyUiColours as ApplyUiColoursUseCase } from '../../application/usecases/ApplyUiColours';
import type { AwaitDecision as AwaitDecisionUseCase } from '../../application/usecases/AwaitDecision';
import type { ChangeMobileNumber as ChangeMobileNumberUseCase } from '../../application/usecases/ChangeMobileNumber';
import type { ChooseLoan as ChooseLoanUseCase } from '../../application/usecases/ChooseLoan';
import type { ClearState as ClearStateUseCase } from '../../application/usecases/ClearState';
import type { ExtendSession as ExtendSessionUseCase } from '../../application/usecases/ExtendSession';
import type { HandOverToPartner as HandOverToPartnerUseCase } from '../../application/usecases/HandOverToPartner';
import type { LoadReferenceData as LoadReferenceDataUseCase } from '../../application/usecases/LoadReferenceData';
import type { LookUpCompany as LookUpCompanyUseCase } from '../../application/usecases/LookUpCompany';
import type { LookUpPostcode as LookUpPostcodeUseCase } from '../../application/usecases/LookUpPostcode';
import type { ResendMobileCode as ResendMobileCodeUseCase } from '../../application/usecases/ResendMobileCode';
import type { ResumeApplication as ResumeApplicationUseCase } from '../../application/usecases/ResumeApplication';
import type { SaveStep as SaveStepUseCase } from '../../application/usecases/SaveStep';
import type { StartSession as StartSessionUseCase } from '../../application/usecases/StartSession';
import type { SubmitLead as SubmitLeadUseCase } from '../../application/usecases/SubmitLead';
import type { SubmitOfferStep as SubmitOfferStepUseCase } from '../../application/usecases/SubmitOfferStep';
import type { Unsubscribe as UnsubscribeUseCase } from '../../application/usecases/Unsubscribe';
import type { ValidateEmail as ValidateEmailUseCase } from '../../application/usecases/ValidateEmail';
import type { VerifyMobile as VerifyMobileUseCase } from '../../application/usecases/VerifyMobile';
import type { ChunkLoader } from '../../application/kernel/lazyModule';
import type { PreparableUseCase, UseCase } from '../../application/usecases/UseCase';

/**
 * One token per use case, named like the use case (docs/architecture.md "Names"), typed by its input port (tracked use cases are wrapped, so no class type). The ui resolves these through its one
 * context and calls `execute`; it never sees ports or adapters. `Symbol.for` keeps tokens equal across bundles.
 */
export const StartSession: ServiceIdentifier<UseCase<StartSessionUseCase>> = Symbol.for('StartSession');
export const ChooseLoan: ServiceIdentifier<UseCase<ChooseLoanUseCase>> = Symbol.for('ChooseLoan');
/** Wrapped with the Lead conversion (application/analytics/conversionPolicies.ts). */
export const SaveStep: ServiceIdentifier<UseCase<SaveStepUseCase>> = Symbol.for('SaveStep');
/** Wrapped with the CompleteRegistration and Rejected conversions; prepared on the review (the event id, its code). */
export const SubmitLead: ServiceIdentifier<PreparableUseCase<SubmitLeadUseCase>> = Symbol.for('SubmitLead');
export const ResumeApplication: ServiceIdentifier<UseCase<ResumeApplicationUseCase>> = Symbol.for('ResumeApplication');
/** Wrapped with the Rejected conversion for decisions that arrive on the checking screen. */
export const AwaitDecision: ServiceIdentifier<UseCase<AwaitDecisionUseCase>> = Symbol.for('AwaitDecision');
export const HandOverToPartner: ServiceIdentifier<UseCase<HandOverToPartnerUseCase>> = Symbol.for('HandOverToPartner');
export const Unsubscribe: ServiceIdentifier<UseCase<UnsubscribeUseCase>> = Symbol.for('Unsubscribe');
export const LookUpPostcode: ServiceIdentifier<UseCase<LookUpPostcodeUseCase>> = Symbol.for('LookUpPostcode');
export const LoadReferenceData: ServiceIdentifier<UseCase<LoadReferenceDataUseCase>> = Symbol.for('LoadReferenceData');
export const LookUpCompany: ServiceIdentifier<UseCase<LookUpCompanyUseCase>> = Symbol.for('LookUpCompany');
export const ValidateEmail: ServiceIdentifier<UseCase<ValidateEmailUseCase>> = Symbol.for('ValidateEmail');
export const VerifyMobile: ServiceIdentifier<UseCase<VerifyMobileUseCase>> = Symbol.for('VerifyMobile');
export const ResendMobileCode: ServiceIdentifier<UseCase<ResendMobileCodeUseCase>> = Symbol.for('ResendMobileCode');
export const ChangeMobileNumber: ServiceIdentifier<UseCase<ChangeMobileNumberUseCase>> = Symbol.for('ChangeMobileNumber');
export const SubmitOfferStep: ServiceIdentifier<UseCase<SubmitOfferStepUseCase>> = Symbol.for('SubmitOfferStep');
export const ClearState: ServiceIdentifier<UseCase<ClearStateUseCase>> = Symbol.for('ClearState');
export const ExtendSession: ServiceIdentifier<UseCase<ExtendSessionUseCase>> = Symbol.for('ExtendSession');
export const ApplyUiColours: ServiceIdentifier<UseCase<ApplyUiColoursUseCase>> = Symbol.for('ApplyUiColours');

/** Application services shared by the use cases (one instance each per container). */
export const FunnelStorage: ServiceIdentifier<FunnelStorageService> = Symbol.for('FunnelStorage');
export const OperationKeys: ServiceIdentifier<OperationKeysService> = Symbol.for('OperationKeys');
/** The conversion tracker arrives with the later-step use cases that alone fire conversions: `load()` answers it. */
export const ConversionTracker: ServiceIdentifier<ChunkLoader<ConversionTrackerService>> = Symbol.for('ConversionTracker');
