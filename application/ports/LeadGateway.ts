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
import type { ChangeMobileRequest, ResendCodeRequest, ResendCodeResponse, VerifyMobileRequest } from '../../domain/api/MobileVerificationContract';
import type { LeadStepPath, OfferStep, OfferStepRequest } from '../../domain/api/OfferStepRequest';
import type { RedirectResponse } from '../../domain/api/RedirectResponse';
import type { TestDataPointsResponse } from '../../domain/api/TestDataPointsResponse';
import type { Lead } from '../../domain/lead/LeadSchema';
import type { Result } from '../../domain/shared/Result';

/**
 * Why a lead API call failed, as a value (architecture.md house rule 1). The ui maps each `kind` to a translation key;
 * server messages are never shown (spec §8).
 * - `Network`: no answer (offline, connection refused or reset) after the retries an idempotent call gets.
 * - `Timeout`: no complete answer within the per-attempt time limit, after retries.
 * - `Server`: a 5xx answer after retries.
 * - `Validation`: 400 or 422; `fieldErrors` names each invalid field by its dotted lead path (may be empty).
 * - `NotFound`: 404 (unknown lead id, lookup without a match, test data points in production).
 * - `Conflict`: 409, or 422 `IdempotencyKeyReused` (the same Idempotency-Key sent with another body); `code` from the body.
 * - `Refused`: any other 4xx (401, 403, 405, 413, 415, 429 …); `code` from the body when it has one.
 * - `MalformedResponse`: an answer whose body does not match the API contract (domain/api schemas).
 */
export type LeadGatewayError =
  | { readonly kind: 'Network' }
  | { readonly kind: 'Timeout' }
  | { readonly kind: 'Server'; readonly status: number }
  | { readonly kind: 'Validation'; readonly status: number; readonly fieldErrors: readonly FieldError[] }
  | { readonly kind: 'NotFound' }
  | { readonly kind: 'Conflict'; readonly code?: string }
  | { readonly kind: 'Refused'; readonly status: number; readonly code?: string }
  | { readonly kind: 'MalformedResponse' };

export type LeadGatewayErrorKind = LeadGatewayError['kind'];

/** Every call answers a tagged result; a gateway never rejects its promise for an expected failure. */
export type GatewayResult<T> = Promise<Result<T, LeadGatewayError>>;

/** A lead that already exists on the server (it carries the id the create call returned). */
export type SavedLead = Lead & { readonly id: string };

/**
 * The lender's lead API (spec §7), one method per call. Paths are in domain/api/ApiPaths.ts; bodies and answers
 * are the domain/api schemas. An implementation adds the brand's product identifier to the create, update and
 * affiliate-event bodies itself (spec §7), so callers never pass it.
 */
export interface LeadGateway {
  /**
   * `POST /v2/lead` (spec §7 "Lead create"). `idempotencyKey` identifies the logical create: the caller keeps it
   * across retries and reloads until a definitive answer (tracking-privacy-security.md §4), so the server makes one lead.
   */
  createLead(lead: Lead, options: { readonly idempotencyKey: string }): GatewayResult<LeadResponse>;
  /**
   * `PUT /v3/lead` (spec §7 "Lead update"): merges the fields present in `lead`. `submit: true` marks the last page,
   * which carries all data points (spec §2) and asks the server for its decision.
   */
  updateLead(lead: SavedLead, options?: { readonly submit?: boolean }): GatewayResult<LeadResponse>;
  /** `GET /v3/lead/url/{id}/{urlType}` with the refTransactionId as a path suffix (spec §7 "Continue a lead"). */
  continueLead(request: { readonly id: string; readonly urlType: string; readonly refTransactionId?: string }): GatewayResult<ContinueLeadResponse>;
  /** The older `GET /v2/lead/url/{id}/{urlType}{queryString}`; `queryString` starts with `?` or is empty. */
  continueLeadV2(request: { readonly id: string; readonly urlType: string; readonly queryString?: string }): GatewayResult<ContinueLeadResponse>;
  /** `GET /v3/test/datapoints`: a complete set of answers for tests and demos (NotFound in production). */
  getTestDataPoints(): GatewayResult<TestDataPointsResponse>;
  /** `GET /lead/status/{id}` (spec §7 "Lead status"); never cached. */
  getLeadStatus(leadId: string): GatewayResult<LeadStatusResponse>;
  /** `GET /postcode/lookup/{code}`, or `GET /postcode/{code}` with `path: 'plain'` (spec §7 "Postcode lookup"). */
  lookUpPostcode(postalCode: string, options?: { readonly path?: 'lookup' | 'plain' }): GatewayResult<PostcodeLookupResponse>;
  /** `GET /company/{name}` (spec §7 "Company lookup"). */
  lookUpCompany(name: string): GatewayResult<CompanyLookupResponse>;
  /** `GET /customer/{id}/consents` (spec §7 "Customer consents"); `leadId` is the lead id. */
  getCustomerConsents(leadId: string): GatewayResult<CustomerConsents>;
  /** `POST /customer/{id}/consents`: answers the lead's latest consent per type. */
  saveCustomerConsents(leadId: string, consents: CustomerConsents): GatewayResult<CustomerConsents>;
  /**
   * `POST /v2/customer/mobile/verify`, or `POST /lead/mobile/verification` with `path: 'lead'` (spec §7 "Mobile").
   * A wrong code is a `Validation` error on field `code` (`WrongCode`, `TooManyAttempts`).
   */
  verifyMobile(request: VerifyMobileRequest, options?: { readonly path?: 'customer' | 'lead' }): GatewayResult<LeadResponse>;
  /** `POST /v2/customer/mobile/resend-code`. Sent once, never retried (a retry could send a second SMS). */
  resendMobileCode(request: ResendCodeRequest): GatewayResult<ResendCodeResponse>;
  /** `POST /v2/customer/mobile`: stores a new number and sends a new code (state 15 → 7). */
  changeMobileNumber(request: ChangeMobileRequest): GatewayResult<LeadResponse>;
  /** `POST /affiliate/event` (spec §7; product identifier added by the gateway). */
  sendAffiliateEvent(event: Omit<AffiliateEventRequest, 'product'>): GatewayResult<AffiliateEventResponse>;
  /** `POST /lead/skip/{id}`: skip the current offer-stage step. */
  skipStep(leadId: string): GatewayResult<LeadResponse>;
  /** `POST /lead/continue/{id}`: continue selling. */
  continueSelling(leadId: string): GatewayResult<LeadResponse>;
  /** `POST /lead/{id}/redirect`: the partner target of a redirected lead (its `partner.url` is untrusted). */
  getRedirect(leadId: string): GatewayResult<RedirectResponse>;
  /**
   * `POST /lead/{path}` for the offer-stage calls directly under /lead/ (spec §7): documentId, idUpload, vehicle,
   * sale, account (select account), marital-details, aide, cnp, wniosek, santander-comperia, customer/password.
   */
  submitLeadStep(path: LeadStepPath, request: OfferStepRequest): GatewayResult<LeadResponse>;
  /** `POST /lead/offer/{step}` (spec §7 "Offer steps under /lead/offer/"). */
  submitOfferStep(step: OfferStep, request: OfferStepRequest): GatewayResult<LeadResponse>;
  /** `GET /data/vehicleModels.json` (spec §7 "Vehicle model data file"). */
  getVehicleModels(): GatewayResult<VehicleModelsResponse>;
  /** `GET /choices/country`. */
  getCountryChoices(): GatewayResult<ChoicesResponse>;
  /** `GET /choices/position`. */
  getPositionChoices(): GatewayResult<ChoicesResponse>;
  /** `GET /partner/logos`. */
  getPartnerLogos(): GatewayResult<PartnerLogosResponse>;
  /** `GET /email/validate/{email}`. */
  validateEmail(email: string): GatewayResult<EmailValidationResponse>;
  /** GET on the brand's configured policies path (spec §7). */
  getPolicies(): GatewayResult<PoliciesResponse>;
  /** `POST /customer/email/unsubscribe?email={email}` (spec §7 "Unsubscribe"). */
  unsubscribe(email: string): GatewayResult<UnsubscribeResponse>;
}
