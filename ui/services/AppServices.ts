import type { FunnelEvents } from '../../application/analytics/FunnelEvents';
import type { AnswerDrafts } from '../../application/drafts/AnswerDrafts';
import type { CaptchaProvider } from '../../application/ports/CaptchaProvider';
import type { Clock } from '../../application/ports/Clock';
import type { Connectivity } from '../../application/ports/Connectivity';
import type { ConsentRecorder } from '../../application/ports/ConsentRecorder';
import type { ConsentSource } from '../../application/ports/ConsentSource';
import type { DocumentMetadata } from '../../application/ports/DocumentMetadata';
import type { Logger } from '../../application/ports/Logger';
import type { ParentFrame } from '../../application/ports/ParentFrame';
import type { SessionRecorder } from '../../application/ports/SessionRecorder';
import type { SaveQueue, SaveQueueHost } from '../../application/saving/SaveQueue';
import type { FunnelState } from '../../application/session/FunnelState';
import type { ApplyUiColours } from '../../application/usecases/ApplyUiColours';
import type { AwaitDecision } from '../../application/usecases/AwaitDecision';
import type { ChangeMobileNumber } from '../../application/usecases/ChangeMobileNumber';
import type { ChooseLoan } from '../../application/usecases/ChooseLoan';
import type { ExtendSession } from '../../application/usecases/ExtendSession';
import type { HandOverToPartner } from '../../application/usecases/HandOverToPartner';
import type { LoadReferenceData } from '../../application/usecases/LoadReferenceData';
import type { LookUpPostcode } from '../../application/usecases/LookUpPostcode';
import type { ResendMobileCode } from '../../application/usecases/ResendMobileCode';
import type { ResumeApplication } from '../../application/usecases/ResumeApplication';
import type { SaveStep } from '../../application/usecases/SaveStep';
import type { StartSession } from '../../application/usecases/StartSession';
import type { SubmitLead } from '../../application/usecases/SubmitLead';
import type { SubmitOfferStep } from '../../application/usecases/SubmitOfferStep';
import type { Unsubscribe } from '../../application/usecases/Unsubscribe';
import type { PreparableUseCase, UseCase } from '../../application/usecases/UseCase';
import type { ValidateEmail } from '../../application/usecases/ValidateEmail';
import type { VerifyMobile } from '../../application/usecases/VerifyMobile';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import type { FlowDefinition } from '../../domain/flow/FlowDefinition';
import type { TranslateFn } from '../kit/Translate';
import type { PartnerScreenServices } from './PartnerScreenServices';
import type { Navigation } from './Navigation';

/** The use cases the screens call, built once by the composition root (src/). */
export interface AppUseCases {
  readonly startSession: UseCase<StartSession>;
  /** The amount and period chosen in the loan modal, kept under `storedLoanApplication` (docs/sessions-and-storage.md "Persistence"). */
  readonly chooseLoan: UseCase<ChooseLoan>;
  readonly saveStep: UseCase<SaveStep>;
  /** Prepared while the review is read (its code, its conversion's event id), so Submit only sends (issue 25 item 4). */
  readonly submitLead: PreparableUseCase<SubmitLead>;
  readonly awaitDecision: UseCase<AwaitDecision>;
  readonly handOverToPartner: UseCase<HandOverToPartner>;
  readonly lookUpPostcode: UseCase<LookUpPostcode>;
  readonly unsubscribe: UseCase<Unsubscribe>;
  /** Also restores, after a reload, the answers browser storage never keeps (national id, IBAN). */
  readonly resumeApplication: UseCase<ResumeApplication>;
  /** Restarts the session clock from the timeout warning (WCAG 2.2.1). */
  readonly extendSession: UseCase<ExtendSession>;
  /** Custom UI colours merged over the stored ones (docs/product.md "Page chrome", docs/sessions-and-storage.md "Persistence"); with no input it reads the stored ones. */
  readonly applyUiColours: UseCase<ApplyUiColours>;
  /** Lookups a screen shows, e.g. the policies the required box links to (issue 15 item 4); its code loads on first use. */
  readonly loadReferenceData: UseCase<LoadReferenceData>;
  /** The API's word on an email address: disposable, or a likely typo with its correction (issue 15 item 5). */
  readonly validateEmail: UseCase<ValidateEmail>;
}

/** What the ui drives of the save queue (application/saving/SaveQueue.ts). */
export type SaveQueueControls = Pick<SaveQueue, 'enqueue' | 'restore' | 'retryNow' | 'flush' | 'clearErrorPath'>;

/** The offer stage's use cases (docs/states-and-routes.md "Application states": offer-stage states), for the screens of ui/pages/offer. */
export interface OfferStageServices {
  readonly verifyMobile: UseCase<VerifyMobile>;
  readonly resendMobileCode: UseCase<ResendMobileCode>;
  readonly changeMobileNumber: UseCase<ChangeMobileNumber>;
  /** Sends a data screen's answers (domain/offer) and answers the progress state that follows. */
  readonly submitOfferStep: UseCase<SubmitOfferStep>;
  /** The vehicle models and the API's policies the data screens' options come from. */
  readonly loadReferenceData: UseCase<LoadReferenceData>;
  /** The flows' form engine, which the data screens render with (ui/steps/formEngine.ts); rejects when it cannot load. */
  // `unknown` here, FormEngine where it is used (offerScreens.ts): its type would tie this file to the form's modules (a cycle).
  readonly loadFormEngine: () => Promise<unknown>;
  /** Id upload, bank connection and partner offers (docs/states-and-routes.md "Application states": states 9, 17–19, 29, 30, 36–42). */
  readonly partner: PartnerScreenServices;
}

/**
 * Everything the ui receives from the composition root, through one context (ui/hooks/AppContext.tsx): the brand, its
 * flow, the translate function, the use cases and the few ports a view drives directly (document metadata, the
 * embedding frame, consent, captcha, the session recorder). No adapter type appears here.
 */
export interface AppServices {
  readonly brand: BrandConfig;
  /** Base path the router runs under, e.g. `/application-frontend` (docs/product.md "What the product is"). */
  readonly basePath: string;
  /** Where the app is and how it moves: the router's, or the first step's until the router arrives (ui/services/Navigation.ts). */
  readonly navigation: Navigation;
  /** The brand's flow: complete, or only its first step until `loadFlow` brings the rest (domain/flow/headFlow.ts). */
  readonly flow: FlowDefinition;
  /** Loads the brand's full flow (the step catalogue's chunk); absent when `flow` is complete already. Rejects offline. */
  readonly loadFlow?: () => Promise<FlowDefinition>;
  readonly t: TranslateFn;
  /**
   * Changes when texts already on screen may read differently: a text the first screen's own dictionary lacked has
   * arrived with the full translations (src/bootstrap/firstScreenText.ts). Absent when `t` never changes.
   */
  readonly textChanges?: { readonly subscribe: (listener: () => void) => () => void; readonly version: () => number };
  readonly clock: Clock;
  readonly logger: Logger;
  readonly useCases: AppUseCases;
  /** Settles at the applicant's first interaction (pointer, key, touch): work the first paint can do without waits for it (first-step budget). */
  readonly firstInteraction: Promise<void>;
  /** The offer stage's use cases, its `offer` texts loaded first: fetched with its first screen (first-step budget). */
  readonly offerStage: () => Promise<OfferStageServices>;
  /** The queue saving steps behind the applicant (issue 14), built once for `host` from the later-steps chunk. */
  readonly saveQueue?: (host: SaveQueueHost) => Promise<SaveQueueControls>;
  /** The funnel's step events (docs/funnel-events.md), from the later-steps chunk; absent where nothing is recorded. */
  readonly funnelEvents?: () => Promise<FunnelEvents>;
  /** What the applicant typed and has not continued, per screen (docs/drafts.md), built once for `host` from the later-steps chunk. */
  readonly answerDrafts?: (host: { readonly state: FunnelState | null }) => Promise<AnswerDrafts>;
  /** Browser storage holds drafts: a screen then fetches their code at once to restore them (docs/drafts.md "Restoring"). */
  readonly draftsStored?: () => boolean;
  readonly captcha: CaptchaProvider;
  readonly documentMetadata: DocumentMetadata;
  readonly parentFrame: ParentFrame;
  readonly consentSource: ConsentSource;
  readonly consentRecorder: ConsentRecorder;
  readonly sessionRecorder: SessionRecorder;
  /** Online/offline, for the offline notice (docs/security-and-reliability.md "Offline"). */
  readonly connectivity: Connectivity;
}
