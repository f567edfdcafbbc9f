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
import type { ChunkLoader } from '../../application/shared/lazyModule';

/** What the ui may call on a use case: its one `execute` (tracked use cases are wrapped, so no class type). */
type Executes<T extends { execute: unknown }> = Pick<T, 'execute'>;

/**
 * One token per use case, named like the use case (architecture.md "Names"). The ui resolves these through its one
 * context and calls `execute`; it never sees ports or adapters. `Symbol.for` keeps tokens equal across bundles.
 */
export const StartSession: ServiceIdentifier<Executes<StartSessionUseCase>> = Symbol.for('StartSession');
export const ChooseLoan: ServiceIdentifier<Executes<ChooseLoanUseCase>> = Symbol.for('ChooseLoan');
/** Wrapped with the Lead conversion (application/tracking/conversionPolicies.ts). */
export const SaveStep: ServiceIdentifier<Executes<SaveStepUseCase>> = Symbol.for('SaveStep');
/** Wrapped with the CompleteRegistration and Rejected conversions. */
export const SubmitLead: ServiceIdentifier<Executes<SubmitLeadUseCase>> = Symbol.for('SubmitLead');
export const ResumeApplication: ServiceIdentifier<Executes<ResumeApplicationUseCase>> = Symbol.for('ResumeApplication');
/** Wrapped with the Rejected conversion for decisions that arrive on the checking screen. */
export const AwaitDecision: ServiceIdentifier<Executes<AwaitDecisionUseCase>> = Symbol.for('AwaitDecision');
export const HandOverToPartner: ServiceIdentifier<Executes<HandOverToPartnerUseCase>> = Symbol.for('HandOverToPartner');
export const Unsubscribe: ServiceIdentifier<Executes<UnsubscribeUseCase>> = Symbol.for('Unsubscribe');
export const LookUpPostcode: ServiceIdentifier<Executes<LookUpPostcodeUseCase>> = Symbol.for('LookUpPostcode');
export const LoadReferenceData: ServiceIdentifier<Executes<LoadReferenceDataUseCase>> = Symbol.for('LoadReferenceData');
export const LookUpCompany: ServiceIdentifier<Executes<LookUpCompanyUseCase>> = Symbol.for('LookUpCompany');
export const ValidateEmail: ServiceIdentifier<Executes<ValidateEmailUseCase>> = Symbol.for('ValidateEmail');
export const VerifyMobile: ServiceIdentifier<Executes<VerifyMobileUseCase>> = Symbol.for('VerifyMobile');
export const ResendMobileCode: ServiceIdentifier<Executes<ResendMobileCodeUseCase>> = Symbol.for('ResendMobileCode');
export const ChangeMobileNumber: ServiceIdentifier<Executes<ChangeMobileNumberUseCase>> = Symbol.for('ChangeMobileNumber');
export const SubmitOfferStep: ServiceIdentifier<Executes<SubmitOfferStepUseCase>> = Symbol.for('SubmitOfferStep');
export const ClearState: ServiceIdentifier<Executes<ClearStateUseCase>> = Symbol.for('ClearState');
export const ExtendSession: ServiceIdentifier<Executes<ExtendSessionUseCase>> = Symbol.for('ExtendSession');
export const ApplyUiColours: ServiceIdentifier<Executes<ApplyUiColoursUseCase>> = Symbol.for('ApplyUiColours');

/** Application services shared by the use cases (one instance each per container). */
export const FunnelStorage: ServiceIdentifier<FunnelStorageService> = Symbol.for('FunnelStorage');
export const OperationKeys: ServiceIdentifier<OperationKeysService> = Symbol.for('OperationKeys');
/** The conversion tracker arrives with the later-step use cases that alone fire conversions: `load()` answers it. */
export const ConversionTracker: ServiceIdentifier<ChunkLoader<ConversionTrackerService>> = Symbol.for('ConversionTracker');
