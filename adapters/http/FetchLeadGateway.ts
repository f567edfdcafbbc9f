import * as v from 'valibot';
import { ApiPaths } from '../../domain/api/ApiPaths';
import { ContinueLeadResponseSchema } from '../../domain/api/ContinueLeadResponse';
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/api/CreateLeadRequest';
import {
  AffiliateEventResponseSchema,
  CustomerConsentsSchema,
  UnsubscribeResponseSchema,
  type AffiliateEventRequest,
  type CustomerConsents,
} from '../../domain/api/CustomerContract';
import { LeadResponseSchema } from '../../domain/api/LeadResponse';
import { LeadStatusResponseSchema } from '../../domain/api/LeadStatusResponse';
import {
  ChoicesResponseSchema,
  CompanyLookupResponseSchema,
  EmailValidationResponseSchema,
  PartnerLogosResponseSchema,
  PoliciesResponseSchema,
  PostcodeLookupResponseSchema,
  VehicleModelsResponseSchema,
} from '../../domain/api/LookupResponses';
import { ResendCodeResponseSchema } from '../../domain/api/MobileVerificationContract';
import { LEAD_STEP_PATHS, type LeadStepPath, type OfferStageStep, type OfferStep } from '../../domain/api/OfferStepRequest';
import { RedirectResponseSchema } from '../../domain/api/RedirectResponse';
import { ResumeCodeResponseSchema, VerifyResumeCodeResponseSchema } from '../../domain/api/ResumeCodeContract';
import { TestDataPointsResponseSchema } from '../../domain/api/TestDataPointsResponse';
import type { Lead } from '../../domain/lead/LeadSchema';
import type { Clock } from '../../application/ports/Clock';
import type { GatewayResult, LeadGateway, SavedLead } from '../../application/ports/LeadGateway';
import type { Random } from '../../application/ports/Random';
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from './backoffDelay';
import { LookupCache } from './LookupCache';
import { sendWithRetry, type FetchFunction, type HttpRequest, type Timers } from './sendWithRetry';
import { toGatewayResult } from './toGatewayResult';

export interface FetchLeadGatewayConfig {
  /** API base URL (brand `apiBaseUrl`, docs/product.md "Entities": configuration object); a trailing slash is ignored. */
  readonly baseUrl: string;
  /** Product identifier added to create, update and affiliate-event bodies (docs/product.md "Calls"). */
  readonly product: string;
  /** Policies path (brand `policiesPath`), relative to `baseUrl`. */
  readonly policiesPath?: string;
  /** Per-attempt time limit, in milliseconds (default 10 000). */
  readonly timeoutMs?: number;
  readonly retry?: RetryPolicy;
  /** How long unused lookup data is kept, in milliseconds (docs/product.md "Constants": 60 000). */
  readonly lookupCacheTtlMs?: number;
  /**
   * Which requests carry cookies (the API's httpOnly `lead_session` credential, issue 15 item 0): `same-origin` (the
   * default) when the API is served from the funnel's origin; `include` when it is on another configured origin
   * (that API must then answer CORS with credentials for the funnel's origin; docs/integrating.md).
   */
  readonly credentials?: RequestCredentials;
  /** Older forms of three calls some lender deployments still serve (docs/product.md "Calls"); each defaults to the current one. */
  readonly pathVariants?: PathVariants;
}

/**
 * - `resume`: `v3` is `GET /v3/lead/url/{id}/{urlType}/{refTransactionId}`; `v2` is
 *   `GET /v2/lead/url/{id}/{urlType}?refTransactionId={refTransactionId}`.
 * - `verifyMobile`: `customer` is `POST /v2/customer/mobile/verify`; `lead` is `POST /lead/mobile/verification`.
 * - `postcode`: `lookup` is `GET /postcode/lookup/{code}`; `plain` is `GET /postcode/{code}`.
 */
export interface PathVariants {
  readonly resume?: 'v3' | 'v2';
  readonly verifyMobile?: 'customer' | 'lead';
  readonly postcode?: 'lookup' | 'plain';
}

/**
 * The call of an offer-stage step: `/lead/{path}` for the other `/lead/` calls (LEAD_STEP_PATHS, `customer-password`),
 * else `/lead/offer/{step}`: the steps listed there and the calls of added screens (domain/offer/declareOfferScreen.ts).
 */
export function offerStagePath(step: OfferStageStep): string {
  const path = step === 'customer-password' ? 'customer/password' : step;
  if ((LEAD_STEP_PATHS as readonly string[]).includes(path)) return ApiPaths.leadStep(path as LeadStepPath);
  return ApiPaths.offerStep(step as OfferStep);
}

export interface FetchLeadGatewayDeps {
  readonly fetch: FetchFunction;
  readonly timers: Timers;
  readonly random: Random;
  readonly clock: Clock;
}

export const DEFAULT_TIMEOUT_MS = 10_000;
/** docs/product.md "Constants": "Fetch cache keeps unused data for 60 seconds". */
export const LOOKUP_CACHE_TTL_MS = 60_000;

type Method = HttpRequest['method'];

/**
 * The lead API over `fetch` (docs/product.md "Calls"). Every call has a timeout; idempotent calls (GET, PUT, and the create, which
 * carries an Idempotency-Key) are retried on network failure, timeout and 5xx with jittered, capped backoff, never on
 * 4xx; every answer is parsed with its domain/api schema; lookups are cached (docs/product.md "Constants"). Nothing polls.
 */
export class FetchLeadGateway implements LeadGateway {
  private readonly baseUrl: string;
  private readonly cache: LookupCache;

  constructor(
    private readonly config: FetchLeadGatewayConfig,
    private readonly deps: FetchLeadGatewayDeps,
  ) {
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.cache = new LookupCache(() => deps.clock.now(), config.lookupCacheTtlMs ?? LOOKUP_CACHE_TTL_MS);
  }

  createApplication(answers: Lead, options: { readonly idempotencyKey: string }) {
    // The server assigns the id on create (domain/api/CreateLeadRequest.ts), so none is sent.
    const { id: _ignored, ...body } = answers;
    return this.call('POST', ApiPaths.createLead, LeadResponseSchema, {
      body: { ...body, product: this.config.product },
      headers: { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey },
      retryable: true,
    });
  }

  saveAnswers(lead: SavedLead) {
    return this.call('PUT', ApiPaths.updateLead, LeadResponseSchema, { body: { ...lead, product: this.config.product } });
  }

  submitApplication(lead: SavedLead) {
    return this.call('PUT', ApiPaths.updateLead, LeadResponseSchema, { body: { ...lead, product: this.config.product, submit: true } });
  }

  resumeApplication(request: { readonly id: string; readonly urlType: string; readonly refTransactionId?: string }) {
    const { id, urlType, refTransactionId } = request;
    const path =
      this.config.pathVariants?.resume === 'v2'
        ? ApiPaths.continueLeadV2(id, urlType, refTransactionId ? `?refTransactionId=${encodeURIComponent(refTransactionId)}` : '')
        : ApiPaths.continueLead(id, urlType, refTransactionId);
    return this.call('GET', path, ContinueLeadResponseSchema);
  }

  sendResumeCode(leadId: string) {
    return this.call('POST', ApiPaths.resumeCode(leadId), ResumeCodeResponseSchema);
  }

  verifyResumeCode(leadId: string, code: string) {
    return this.call('POST', ApiPaths.verifyResumeCode(leadId), VerifyResumeCodeResponseSchema, { body: { code } });
  }

  readStatus(leadId: string) {
    return this.call('GET', ApiPaths.leadStatus(leadId), LeadStatusResponseSchema);
  }

  verifyMobile(leadId: string, code: string) {
    const path = this.config.pathVariants?.verifyMobile === 'lead' ? ApiPaths.verifyMobileLegacy : ApiPaths.verifyMobile;
    return this.call('POST', path, LeadResponseSchema, { body: { id: leadId, code } });
  }

  resendMobileCode(leadId: string) {
    return this.call('POST', ApiPaths.resendCode, ResendCodeResponseSchema, { body: { id: leadId } });
  }

  changeMobileNumber(leadId: string, phoneNumber: string) {
    return this.call('POST', ApiPaths.changeMobile, LeadResponseSchema, { body: { id: leadId, phoneNumber } });
  }

  submitOfferStageStep(leadId: string, step: OfferStageStep, data: Readonly<Record<string, unknown>>) {
    return this.call('POST', offerStagePath(step), LeadResponseSchema, { body: { ...data, id: leadId } });
  }

  skipOfferStep(leadId: string) {
    return this.call('POST', ApiPaths.skip(leadId), LeadResponseSchema, { body: { id: leadId } });
  }

  continueSelling(leadId: string) {
    return this.call('POST', ApiPaths.continueSelling(leadId), LeadResponseSchema, { body: { id: leadId } });
  }

  getPartnerRedirect(leadId: string) {
    return this.call('POST', ApiPaths.redirect(leadId), RedirectResponseSchema, { body: { id: leadId } });
  }

  lookUpPostcode(postalCode: string) {
    const path = this.config.pathVariants?.postcode === 'plain' ? ApiPaths.postcode(postalCode) : ApiPaths.postcodeLookup(postalCode);
    return this.lookup(path, PostcodeLookupResponseSchema);
  }

  lookUpCompany(name: string) {
    return this.lookup(ApiPaths.company(name), CompanyLookupResponseSchema);
  }

  getCustomerConsents(leadId: string) {
    return this.call('GET', ApiPaths.customerConsents(leadId), CustomerConsentsSchema);
  }

  saveCustomerConsents(leadId: string, consents: CustomerConsents) {
    return this.call('POST', ApiPaths.customerConsents(leadId), CustomerConsentsSchema, { body: consents });
  }

  sendAffiliateEvent(event: Omit<AffiliateEventRequest, 'product'>) {
    return this.call('POST', ApiPaths.affiliateEvent, AffiliateEventResponseSchema, { body: { ...event, product: this.config.product } });
  }

  getTestDataPoints() {
    return this.lookup(ApiPaths.testDataPoints, TestDataPointsResponseSchema);
  }

  getVehicleModels() {
    return this.lookup(ApiPaths.vehicleModels, VehicleModelsResponseSchema);
  }

  getCountryChoices() {
    return this.lookup(ApiPaths.choicesCountry, ChoicesResponseSchema);
  }

  getPositionChoices() {
    return this.lookup(ApiPaths.choicesPosition, ChoicesResponseSchema);
  }

  getPartnerLogos() {
    return this.lookup(ApiPaths.partnerLogos, PartnerLogosResponseSchema);
  }

  validateEmail(email: string) {
    return this.lookup(ApiPaths.emailValidate(email), EmailValidationResponseSchema);
  }

  getPolicies() {
    const path = this.config.policiesPath ?? ApiPaths.policies;
    return this.lookup(path.startsWith('/') ? path : `/${path}`, PoliciesResponseSchema);
  }

  unsubscribe(email: string) {
    return this.call('POST', ApiPaths.unsubscribe(email), UnsubscribeResponseSchema);
  }

  /** A GET whose answer is shared for 60 s after its last use (docs/product.md "Constants"); failures are never cached. */
  private lookup<S extends v.GenericSchema>(path: string, schema: S): GatewayResult<v.InferOutput<S>> {
    return this.cache.getOrLoad(path, () => this.call('GET', path, schema), (result) => result.ok);
  }

  private async call<S extends v.GenericSchema>(
    method: Method,
    path: string,
    schema: S,
    options: { body?: unknown; headers?: Record<string, string>; retryable?: boolean } = {},
  ): GatewayResult<v.InferOutput<S>> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    const request: HttpRequest = {
      method,
      url: `${this.baseUrl}${path}`,
      headers: options.body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      retryable: options.retryable ?? method !== 'POST',
      credentials: this.config.credentials ?? 'same-origin',
    };
    const outcome = await sendWithRetry(
      request,
      { fetch: this.deps.fetch, timers: this.deps.timers, random: () => this.deps.random.next() },
      { retry: this.config.retry ?? DEFAULT_RETRY_POLICY, timeoutMs: this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS },
    );
    return toGatewayResult(outcome, schema);
  }
}
