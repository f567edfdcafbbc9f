/**
 * The use cases neither start-up nor the first screen needs before its Continue, with the conversion tracking
 * around them: one chunk, fetched on first call or prefetched at the applicant's first interaction (useCasesModule,
 * prefetchLaterSteps.ts), so the first step's bundle leaves them out (first-step budget, docs/architecture.md house rule 7).
 */
export { ConversionTracker } from '../../application/tracking/ConversionTracker';
export { trackedAwaitDecision, trackedSaveStep, trackedSubmitLead, funnelEventsOf } from './trackedUseCases';
export { ChangeMobileNumber } from '../../application/usecases/ChangeMobileNumber';
export { HandOverToPartner } from '../../application/usecases/HandOverToPartner';
export { LoadReferenceData } from '../../application/usecases/LoadReferenceData';
export { LookUpCompany } from '../../application/usecases/LookUpCompany';
export { LookUpPostcode } from '../../application/usecases/LookUpPostcode';
export { ResendMobileCode } from '../../application/usecases/ResendMobileCode';
export { ResumeApplication } from '../../application/usecases/ResumeApplication';
export { SubmitOfferStep } from '../../application/usecases/SubmitOfferStep';
export { Unsubscribe } from '../../application/usecases/Unsubscribe';
export { ValidateEmail } from '../../application/usecases/ValidateEmail';
export { VerifyMobile } from '../../application/usecases/VerifyMobile';
export { offerStageServices } from './offerStageServices';
export { saveQueueFor } from './saveQueueServices';
export { funnelEventsFor } from './funnelEventServices';
export { answerDraftsFor } from './answerDraftServices';
