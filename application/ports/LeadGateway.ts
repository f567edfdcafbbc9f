import type { AffiliateEventRequest, AffiliateEventResponse, CustomerConsents, UnsubscribeResponse } from '../../domain/api/CustomerContract';
import type { ContinueLeadResponse } from '../../domain/api/ContinueLeadResponse';
import type { FieldError } from '../../domain/api/FieldErrorResponse';
import type { LeadResponse } from '../../domain/api/LeadResponse';
import type { LeadStatusResponse } from '../../domain/api/LeadStatusResponse';
import type {
  ChoicesResponse,
  CompanyLookupResponse,
  EmailValidationResponse,
  PartnerLogosResponse,
  PoliciesResponse,
  PostcodeLookupResponse,
  VehicleModelsResponse,
} from '../../domain/api/LookupResponses';
import type { ResendCodeResponse } from '../../domain/api/MobileVerificationContract';
import type { OfferStageStep } from '../../domain/api/OfferStepRequest';
import type { RedirectResponse } from '../../domain/api/RedirectResponse';
import type { ResumeCodeResponse, VerifyResumeCodeResponse } from '../../domain/api/ResumeCodeContract';
import type { TestDataPointsResponse } from '../../domain/api/TestDataPointsResponse';
import type { Lead } from '../../domain/lead/LeadSchema';
import type { Result } from '../../domain/kernel/Result';

/**
 * Why a lead API call failed, as a value (docs/architecture.md house rule 1). The ui maps each `kind` to a translation key;
 * server messages are never shown (docs/product.md "Error catalogue").
 * - `Network`: no answer (offline, connection refused or reset) after the retries an idempotent call gets.
 * - `Timeout`: no complete answer within the per-attempt time limit, after retries.
 * - `Server`: a 5xx answer after retries.
 * - `Validation`: 400 or 422; `fieldErrors` names each invalid field by its dotted lead path (may be empty).
 * - `NotFound`: 404 (unknown or expired lead id, lookup without a match, test data points in production).
 * - `StepNotPending`: 409 for a step the application's state does not take (the transition table,
 *   domain/transitions/transitions.ts): the reference API's `StepNotPending`, or `ApplicationDecided` once it is decided
 *   (`code`). `pendingRoute` is the screen of the step it waits for (its result once decided) and `progressState` its
 *   state, when the backend names them: the funnel takes the applicant there.
 * - `Conflict`: any other 409, or 422 `IdempotencyKeyReused` (a backend that refuses a reused Idempotency-Key); `code` from the body.
 * - `Refused`: any other 4xx (401, 403, 405, 413, 415, 429 …); `code` from the body when it has one.
 * - `MalformedResponse`: an answer whose body does not match the API contract (domain/api schemas).
 */
export type LeadGatewayError =
  | { readonly kind: 'Network' }
  | { readonly kind: 'Timeout' }
  | { readonly kind: 'Server'; readonly status: number }
  | { readonly kind: 'Validation'; readonly status: number; readonly fieldErrors: readonly FieldError[] }
  | { readonly kind: 'NotFound' }
  | { readonly kind: 'StepNotPending'; readonly code?: string; readonly pendingRoute?: string; readonly progressState?: number }
  | { readonly kind: 'Conflict'; readonly code?: string }
  | { readonly kind: 'Refused'; readonly status: number; readonly code?: string }
  | { readonly kind: 'MalformedResponse' };

export type LeadGatewayErrorKind = LeadGatewayError['kind'];

/** Every call answers a tagged result; a gateway never rejects its promise for an expected failure. */
export type GatewayResult<T> = Promise<Result<T, LeadGatewayError>>;

/** A lead that already exists on the server (it carries the id the create call returned). */
export type SavedLead = Lead & { readonly id: string };

/**
 * The application's life on the lender's side (docs/product.md "Calls").
 * An implementation adds the brand's product identifier to the bodies itself, so callers never pass it.
 */
export interface ApplicationCalls {
  /**
   * Creates the application from the first step's answers and answers its id (progress state 1). `idempotencyKey`
   * names the logical create: the caller keeps it across retries and reloads until a definitive answer
   * (docs/security-and-reliability.md "Retries"), and the same key with the same answers answers the same application, never a
   * second one, even when the answers changed meanwhile (a reload's volatile fields, a corrected email): the original
   * application is answered and the caller's next save carries the new answers.
   */
  createApplication(answers: Lead, options: { readonly idempotencyKey: string }): GatewayResult<LeadResponse>;
  /**
   * Saves a step's answers: the fields present in `lead` are merged into the stored ones (nested objects field by
   * field), nothing is decided. Invalid answers are a `Validation` error naming each field by its dotted lead path;
   * an unknown id is `NotFound`.
   */
  saveAnswers(lead: SavedLead): GatewayResult<LeadResponse>;
  /**
   * Saves the last step's answers (all data points, docs/product.md "The form flow") and submits the application for a decision, answered as
   * the new progress state and application result (docs/states-and-routes.md "Application states"; the test identities of domain/api/TestIdentities.ts
   * force each outcome). A lead already submitted keeps its decision. Missing required answers are `Validation`.
   */
  submitApplication(lead: SavedLead): GatewayResult<LeadResponse>;
  /**
   * The saved answers, session id and progress state of an application, to resume it from a /continue link.
   * `urlType` names the link; `refTransactionId` is the affiliate transaction of the link and is echoed back.
   * Only the browser session that created the application (or proved it with a resume code) gets the answers; any
   * other gets `proofRequired` (the masked target of a code) and no personal data (issue 15 item 2).
   */
  resumeApplication(request: { readonly id: string; readonly urlType: string; readonly refTransactionId?: string }): GatewayResult<ContinueLeadResponse>;
  /** The current progress state and result of a submitted application (a `checking` one moves on as it is polled); never cached. */
  readStatus(leadId: string): GatewayResult<LeadStatusResponse>;
}

/**
 * Proof that the applicant opening a resume link in another browser is the applicant (issue 15 item 2): a one-time
 * code to the mobile (else the e-mail) on file. Both calls are sent once, never retried (a retry could send twice).
 */
export interface ResumeProofCalls {
  /**
   * Sends a one-time code and answers the channel, the masked target and `nextResendInSeconds`. Within the 30 s
   * cooldown or past 5 codes an hour it is `Validation` `ResendTooSoon` on `code` (`params.retryAfterSeconds`); while
   * the application is locked after too many wrong codes, `TooManyAttempts`. An unknown or expired id is `NotFound`.
   */
  sendResumeCode(leadId: string): GatewayResult<ResumeCodeResponse>;
  /**
   * Checks the code: the right one gives this browser the application's credential (a later resume answers the
   * answers) and is spent; a wrong one is `Validation` `WrongCode` (`params.attemptsLeft`); too many wrong codes, or
   * no code sent, `TooManyAttempts` (`params.retryAfterSeconds`, 0: ask for a new code now).
   */
  verifyResumeCode(leadId: string, code: string): GatewayResult<VerifyResumeCodeResponse>;
}

/** Proof that the applicant holds the mobile number (progress states 7 and 15 of docs/states-and-routes.md "Application states"; docs/product.md "Calls"). */
export interface MobileVerificationCalls {
  /**
   * Checks the code sent by SMS. The right code moves the application on to what its decision set to follow; a wrong
   * one is a `Validation` error on field `code` with code `WrongCode` (`params.attemptsLeft`); the wrong code that
   * spends the code, and every attempt after it, is `TooManyAttempts` (`params.retryAfterSeconds`) until a new code is
   * sent. Wrong codes add up across resends: too many lock the application for a while (the same error, a longer wait).
   */
  verifyMobile(leadId: string, code: string): GatewayResult<LeadResponse>;
  /**
   * Sends a new code (the code's attempts start again, the application's count of wrong codes does not) and answers
   * the masked number and `nextResendInSeconds`. Within the resend cooldown or past the hourly cap it is `Validation`
   * `ResendTooSoon` on `code` (`params.retryAfterSeconds`); while locked, `TooManyAttempts`. Sent once, never retried:
   * a retry could send a second SMS.
   */
  resendMobileCode(leadId: string): GatewayResult<ResendCodeResponse>;
  /** Stores a new mobile number on the application and sends a code to it (state 15 → 7). An invalid number is `Validation`. */
  changeMobileNumber(leadId: string, phoneNumber: string): GatewayResult<LeadResponse>;
}

/** The offer stage: steps after the decision, skipping, continuing with a partner (docs/states-and-routes.md "Routes": offer-stage routes). */
export interface OfferStageCalls {
  /**
   * Sends an offer-stage step's own data (stored verbatim) and answers the progress state that follows: an
   * application waiting in an offer-stage state moves to what its decision set to follow (by default accepted).
   */
  submitOfferStageStep(leadId: string, step: OfferStageStep, data: Readonly<Record<string, unknown>>): GatewayResult<LeadResponse>;
  /** Skips the current offer-stage step; an application that is not in the offer stage stays where it is. */
  skipOfferStep(leadId: string): GatewayResult<LeadResponse>;
  /** Continues selling: a rejected application is handed to the first partner (redirected, 12); any other stays where it is. */
  continueSelling(leadId: string): GatewayResult<LeadResponse>;
  /** The partner target of a redirected application (its `partner.url` is untrusted); any other answers `Conflict`. */
  getPartnerRedirect(leadId: string): GatewayResult<RedirectResponse>;
}

/** Reference data and lookups (docs/product.md "Calls"); answers may be cached for 60 seconds (docs/product.md "Constants"). */
export interface LookupCalls {
  /** The province of a postal code. A code without one is a failure the funnel ignores (the reference API: `Validation` on `postalCode`). */
  lookUpPostcode(postalCode: string): GatewayResult<PostcodeLookupResponse>;
  /** Companies whose name matches, for the employer field. */
  lookUpCompany(name: string): GatewayResult<CompanyLookupResponse>;
  /** Whether an e-mail address can receive mail, with a suggestion for a mistyped domain. */
  validateEmail(email: string): GatewayResult<EmailValidationResponse>;
  /** The brand's policies the applicant accepts. */
  getPolicies(): GatewayResult<PoliciesResponse>;
  /** Vehicle makes and their models (offer stage, vehicle step). */
  getVehicleModels(): GatewayResult<VehicleModelsResponse>;
  /** Countries to choose from (nationality, country of birth). */
  getCountryChoices(): GatewayResult<ChoicesResponse>;
  /** Job positions to choose from. */
  getPositionChoices(): GatewayResult<ChoicesResponse>;
  /** Logos of the partner lenders. */
  getPartnerLogos(): GatewayResult<PartnerLogosResponse>;
  /** A complete set of answers for tests and demos; `NotFound` in production. */
  getTestDataPoints(): GatewayResult<TestDataPointsResponse>;
}

/** The applicant as a customer: consents, marketing opt-out, affiliate conversions (docs/product.md "Calls"). */
export interface CustomerCalls {
  /** The application's latest consent per type (given with the answers or saved here); an unknown id is `NotFound`. */
  getCustomerConsents(leadId: string): GatewayResult<CustomerConsents>;
  /** Records consents and answers the application's latest consent per type. */
  saveCustomerConsents(leadId: string, consents: CustomerConsents): GatewayResult<CustomerConsents>;
  /** Stops marketing mail to an address (idempotent); not an address is `Validation` on field `email`. */
  unsubscribe(email: string): GatewayResult<UnsubscribeResponse>;
  /** Reports an affiliate conversion event (the product identifier is added by the gateway). */
  sendAffiliateEvent(event: Omit<AffiliateEventRequest, 'product'>): GatewayResult<AffiliateEventResponse>;
}

/**
 * The lender's side of the funnel, in the funnel's own terms: the one port an integrator with another backend
 * implements (README "Integrating"; docs/integrating.md "Replace the lead gateway"). The calls of the reference API
 * and their paths live in adapters/http/FetchLeadGateway.ts; tests/contract/suites/leadGatewayContract.ts is the
 * behaviour every implementation must show.
 */
export interface LeadGateway extends ApplicationCalls, ResumeProofCalls, MobileVerificationCalls, OfferStageCalls, LookupCalls, CustomerCalls {}
