import type { GenericSchema } from 'valibot';
import { ApiErrorResponseSchema } from '../../domain/api/ApiErrorResponse';
import { ContinueLeadResponseSchema } from '../../domain/api/ContinueLeadResponse';
import { CreateLeadRequestSchema } from '../../domain/api/CreateLeadRequest';
import { AffiliateEventRequestSchema, AffiliateEventResponseSchema, CustomerConsentsSchema, UnsubscribeResponseSchema } from '../../domain/api/CustomerContract';
import { FieldErrorResponseSchema } from '../../domain/api/FieldErrorResponse';
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
import { ResumeCodeResponseSchema, VerifyResumeCodeRequestSchema, VerifyResumeCodeResponseSchema } from '../../domain/api/ResumeCodeContract';
import { ChangeMobileRequestSchema, ResendCodeRequestSchema, ResendCodeResponseSchema, VerifyMobileRequestSchema } from '../../domain/api/MobileVerificationContract';
import { LEAD_STEP_PATHS, OFFER_STEPS, OfferStepRequestSchema, type OfferStageStep } from '../../domain/api/OfferStepRequest';
import type { LeadAction } from '../../domain/transitions/transitions';
import { RedirectResponseSchema } from '../../domain/api/RedirectResponse';
import { StepNotPendingResponseSchema } from '../../domain/api/StepNotPendingResponse';
import { TestDataPointsResponseSchema } from '../../domain/api/TestDataPointsResponse';
import { UpdateLeadRequestSchema } from '../../domain/api/UpdateLeadRequest';
import { BankAuthorizeRequestSchema, BankAuthorizeResponseSchema } from '../../domain/offer/bank/bankConnections';
import { UploadedIdDocumentSchema } from '../../domain/offer/documents/idDocumentFile';
import { PartnerChoiceSchema, PartnerOffersResponseSchema } from '../../domain/offer/partners/PartnerOfferContract';
import { PARTNERS } from '../../domain/offer/partners/partnerOffers';
import { ADDED_OFFER_SCREENS } from '../../domain/offer/offerScreenDefinitions';

/** The contract schemas by their OpenAPI component name. */
export const CONTRACT_SCHEMAS = {
  ApiErrorResponse: ApiErrorResponseSchema,
  FieldErrorResponse: FieldErrorResponseSchema,
  CreateLeadRequest: CreateLeadRequestSchema,
  UpdateLeadRequest: UpdateLeadRequestSchema,
  LeadResponse: LeadResponseSchema,
  LeadStatusResponse: LeadStatusResponseSchema,
  ContinueLeadResponse: ContinueLeadResponseSchema,
  RedirectResponse: RedirectResponseSchema,
  OfferStepRequest: OfferStepRequestSchema,
  VerifyMobileRequest: VerifyMobileRequestSchema,
  ResendCodeRequest: ResendCodeRequestSchema,
  ResendCodeResponse: ResendCodeResponseSchema,
  ChangeMobileRequest: ChangeMobileRequestSchema,
  PostcodeLookupResponse: PostcodeLookupResponseSchema,
  CompanyLookupResponse: CompanyLookupResponseSchema,
  EmailValidationResponse: EmailValidationResponseSchema,
  ChoicesResponse: ChoicesResponseSchema,
  PartnerLogosResponse: PartnerLogosResponseSchema,
  VehicleModelsResponse: VehicleModelsResponseSchema,
  PoliciesResponse: PoliciesResponseSchema,
  CustomerConsents: CustomerConsentsSchema,
  UnsubscribeResponse: UnsubscribeResponseSchema,
  AffiliateEventRequest: AffiliateEventRequestSchema,
  AffiliateEventResponse: AffiliateEventResponseSchema,
  TestDataPointsResponse: TestDataPointsResponseSchema,
  ResumeCodeResponse: ResumeCodeResponseSchema,
  VerifyResumeCodeRequest: VerifyResumeCodeRequestSchema,
  VerifyResumeCodeResponse: VerifyResumeCodeResponseSchema,
  UploadedIdDocument: UploadedIdDocumentSchema,
  BankAuthorizeRequest: BankAuthorizeRequestSchema,
  BankAuthorizeResponse: BankAuthorizeResponseSchema,
  PartnerOffersResponse: PartnerOffersResponseSchema,
  PartnerChoice: PartnerChoiceSchema,
  StepNotPendingResponse: StepNotPendingResponseSchema,
} satisfies Record<string, GenericSchema>;
export type SchemaName = keyof typeof CONTRACT_SCHEMAS;

export interface Operation {
  readonly method: 'get' | 'post' | 'put';
  /** OpenAPI path relative to the API base, `{param}` style. */
  readonly path: string;
  readonly summary: string;
  readonly request?: SchemaName;
  /** Status → body schema (null: no JSON body / free-form). */
  readonly responses: Readonly<Record<number, SchemaName | null>>;
  readonly headers?: readonly string[];
  readonly query?: readonly string[];
  /**
   * The transition-table actions (domain/transitions/transitions.ts) the lead guard holds this operation to
   * (server/http/leadGuard.ts; `x-lead-actions` in the document); absent for an operation that names no lead or is
   * open (docs/states-and-routes.md "Open routes").
   */
  readonly actions?: readonly LeadAction[];
}

/** Answers of every call that reads or changes a lead without its credential cookie (server/http/leadGuard.ts). */
const CREDENTIAL = { 401: 'ApiErrorResponse', 403: 'ApiErrorResponse', 404: 'ApiErrorResponse' } as const;
/** ... and of a write the lead's state does not take (the transition table): 409 naming the pending route. */
const STEP = { ...CREDENTIAL, 409: 'StepNotPendingResponse' } as const;
const LEAD = { 200: 'LeadResponse', 422: 'FieldErrorResponse', ...STEP } as const;
/** The body of an offer-stage path: a partner's choice for the partner calls, else the generic step. */
const requestOf = (path: string): SchemaName => (PARTNERS.some((partner) => partner.step === path) ? 'PartnerChoice' : 'OfferStepRequest');
/** The table's action of an offer-stage path (`customer/password` → `customer-password`). */
const stepAction = (path: string): OfferStageStep => (path === 'customer/password' ? 'customer-password' : (path as OfferStageStep));
const BAD_BODY = { 400: 'ApiErrorResponse', 413: 'ApiErrorResponse' } as const;

/** Every operation of the reference lead API (docs/product.md "Calls"), the source of openapi/openapi.json. */
export const API_OPERATIONS: readonly Operation[] = [
  {
    method: 'post',
    path: '/v2/lead',
    summary: 'Create a lead (idempotent with Idempotency-Key)',
    request: 'CreateLeadRequest',
    headers: ['Idempotency-Key'],
    responses: { 201: 'LeadResponse', ...BAD_BODY, 409: 'ApiErrorResponse', 422: 'FieldErrorResponse' },
  },
  {
    method: 'put',
    path: '/v3/lead',
    summary: 'Update a lead by id; submit: true runs the decision. Only a pre-offer state takes answers (409 StepNotPending, ApplicationDecided once decided); a PUT that changes nothing is answered with the lead',
    request: 'UpdateLeadRequest',
    responses: { ...LEAD, ...BAD_BODY },
    actions: ['saveAnswers', 'submit'],
  },
  { method: 'get', path: '/lead/status/{id}', summary: 'Progress state and result of a lead', responses: { ...CREDENTIAL, 200: 'LeadStatusResponse' }, actions: ['readStatus'] },
  {
    method: 'post',
    path: '/v3/lead/{id}/resume-code',
    summary: 'Send a one-time code to the mobile (else e-mail) on file, to resume in a browser without the lead_session cookie (30 s between codes, 5 an hour)',
    responses: { 200: 'ResumeCodeResponse', 404: 'ApiErrorResponse', 422: 'FieldErrorResponse' },
  },
  {
    method: 'post',
    path: '/v3/lead/{id}/resume-code/verify',
    summary: 'Check the resume code; the right one sets the lead_session cookie (5 wrong codes per code, 10 per lead then a lock)',
    request: 'VerifyResumeCodeRequest',
    responses: { 200: 'VerifyResumeCodeResponse', 404: 'ApiErrorResponse', 422: 'FieldErrorResponse', ...BAD_BODY },
  },
  {
    method: 'get',
    path: '/v3/lead/url/{id}/{urlType}',
    summary: 'Resume a lead (without the lead_session cookie: proofRequired and no personal data; 401/403 when the lead has no contact to send a code to)',
    responses: { ...CREDENTIAL, 200: 'ContinueLeadResponse', 422: 'FieldErrorResponse' },
    actions: ['resume'],
  },
  {
    method: 'get',
    path: '/v3/lead/url/{id}/{urlType}/{refTransactionId}',
    summary: 'Resume a lead opened with an affiliate transaction id',
    responses: { ...CREDENTIAL, 200: 'ContinueLeadResponse', 422: 'FieldErrorResponse' },
    actions: ['resume'],
  },
  {
    method: 'get',
    path: '/v2/lead/url/{id}/{urlType}',
    summary: 'Resume a lead (older form; refTransactionId in the query)',
    query: ['refTransactionId'],
    responses: { ...CREDENTIAL, 200: 'ContinueLeadResponse', 422: 'FieldErrorResponse' },
    actions: ['resume'],
  },
  { method: 'post', path: '/lead/{id}/redirect', summary: 'Partner target of a redirected lead (409 NotRedirected for any other)', responses: { ...CREDENTIAL, 200: 'RedirectResponse', 409: 'ApiErrorResponse' }, actions: ['readRedirect'] },
  { method: 'get', path: '/lead/{id}/redirect', summary: 'Partner target of a redirected lead (409 NotRedirected for any other)', responses: { ...CREDENTIAL, 200: 'RedirectResponse', 409: 'ApiErrorResponse' }, actions: ['readRedirect'] },
  { method: 'post', path: '/lead/skip/{id}', summary: 'Skip the current offer-stage step, where its state documents a skip (the id upload: to thank you)', responses: { ...STEP, 200: 'LeadResponse' }, actions: ['skip'] },
  { method: 'post', path: '/lead/continue/{id}', summary: 'Continue selling a rejected lead to a partner', responses: { ...STEP, 200: 'LeadResponse' }, actions: ['continueSelling'] },
  ...OFFER_STEPS.map((step): Operation => ({ method: 'post', path: `/lead/offer/${step}`, summary: `Offer step ${step}`, request: requestOf(step), responses: { ...LEAD, ...BAD_BODY }, actions: [stepAction(step)] })),
  ...LEAD_STEP_PATHS.map((p): Operation => ({ method: 'post', path: `/lead/${p}`, summary: `Offer-stage data: ${p}`, request: requestOf(p), responses: { ...LEAD, ...BAD_BODY }, actions: [stepAction(p)] })),
  // The calls of the offer screens a build adds (domain/kernel/addedOfferScreens.ts): none in the shipped build.
  ...ADDED_OFFER_SCREENS.map((screen): Operation => ({ method: 'post', path: `/lead/offer/${screen.call}`, summary: `Offer screen ${screen.screen}`, request: 'OfferStepRequest', responses: { ...LEAD, ...BAD_BODY }, actions: [screen.call] })),
  { method: 'post', path: '/v2/customer/mobile/verify', summary: 'Verify the mobile number with the code', request: 'VerifyMobileRequest', responses: { ...LEAD, ...BAD_BODY }, actions: ['verifyMobile'] },
  { method: 'post', path: '/lead/mobile/verification', summary: 'Verify the mobile number (older path)', request: 'VerifyMobileRequest', responses: { ...LEAD, ...BAD_BODY }, actions: ['verifyMobile'] },
  {
    method: 'post',
    path: '/v2/customer/mobile/resend-code',
    summary: 'Send a new verification code',
    request: 'ResendCodeRequest',
    responses: { 200: 'ResendCodeResponse', 422: 'FieldErrorResponse', ...BAD_BODY, ...STEP },
    actions: ['resendMobileCode'],
  },
  { method: 'post', path: '/v2/customer/mobile', summary: 'Change the mobile number', request: 'ChangeMobileRequest', responses: { ...LEAD, ...BAD_BODY }, actions: ['changeMobileNumber'] },
  { method: 'get', path: '/postcode/lookup/{code}', summary: 'Province of a postal code', responses: { 200: 'PostcodeLookupResponse', 422: 'FieldErrorResponse' } },
  { method: 'get', path: '/postcode/{code}', summary: 'Province of a postal code (short path)', responses: { 200: 'PostcodeLookupResponse', 422: 'FieldErrorResponse' } },
  { method: 'get', path: '/company/{name}', summary: 'Companies whose name contains the query', responses: { 200: 'CompanyLookupResponse' } },
  { method: 'get', path: '/email/validate/{email}', summary: 'Check an email address', responses: { 200: 'EmailValidationResponse' } },
  { method: 'get', path: '/choices/country', summary: 'Countries in the brand language', responses: { 200: 'ChoicesResponse' } },
  { method: 'get', path: '/choices/position', summary: 'Position types', responses: { 200: 'ChoicesResponse' } },
  { method: 'get', path: '/partner/logos', summary: 'Partner lenders and their logos', responses: { 200: 'PartnerLogosResponse' } },
  { method: 'get', path: '/partner/logos/{file}', summary: 'A partner logo (SVG)', responses: { 200: null, 404: 'ApiErrorResponse' } },
  { method: 'get', path: '/data/vehicleModels.json', summary: 'Vehicle makes and models sold in Spain', responses: { 200: 'VehicleModelsResponse' } },
  { method: 'get', path: '/policies', summary: 'Policies to accept (default policies path); required ones carry the url of their document', responses: { 200: 'PoliciesResponse' } },
  { method: 'get', path: '/policies/{id}', summary: "A policy's document (general-terms, privacy-notice) as a script-free HTML page in the brand's language", responses: { 200: null, 404: 'ApiErrorResponse' } },
  { method: 'get', path: '/translations/{lng}/{file}', summary: 'Translation strings of locales/{lng}/{ns}.json (file = {ns}.json)', responses: { 200: null, 404: 'ApiErrorResponse' } },
  { method: 'get', path: '/v3/test/leads', summary: 'Leads holding an e-mail address, with their answers (not in production; for end-to-end tests)', query: ['email'], responses: { 200: null, 400: 'ApiErrorResponse', 404: 'ApiErrorResponse' } },
  { method: 'get', path: '/v3/test/datapoints', summary: 'A complete valid set of answers (not in production)', responses: { 200: 'TestDataPointsResponse', 404: 'ApiErrorResponse' } },
  { method: 'get', path: '/customer/{id}/consents', summary: "A lead's consents", responses: { ...CREDENTIAL, 200: 'CustomerConsents' }, actions: ['readConsents'] },
  { method: 'post', path: '/customer/{id}/consents', summary: 'Record consents (given or withdrawn at any state)', request: 'CustomerConsents', responses: { ...CREDENTIAL, 200: 'CustomerConsents', 422: 'FieldErrorResponse', ...BAD_BODY }, actions: ['saveConsents'] },
  { method: 'post', path: '/customer/email/unsubscribe', summary: 'Unsubscribe an address from marketing mail', query: ['email'], responses: { 200: 'UnsubscribeResponse', 422: 'FieldErrorResponse' } },
  { method: 'get', path: '/customer/email/unsubscribe', summary: 'Refused: unsubscribing needs POST, so link scanners cannot unsubscribe', responses: { 405: 'ApiErrorResponse' } },
  { method: 'post', path: '/affiliate/event', summary: 'Record an affiliate event', request: 'AffiliateEventRequest', responses: { 202: 'AffiliateEventResponse', 422: 'FieldErrorResponse', ...BAD_BODY } },
  { method: 'get', path: '/openapi.json', summary: 'This document', responses: { 200: null } },
  // Issue 12 special offer screens (docs/offer-stage.md). POST /lead/idUpload takes multipart/form-data (id, side,
  // file: JPEG, PNG or PDF up to 10 MB) answering 201 UploadedIdDocument; the partner calls take PartnerChoice.
  { method: 'post', path: '/lead/bank/authorize', summary: 'Start a bank connection: the provider authorize URL for a lead at a bank state', request: 'BankAuthorizeRequest', responses: { 200: 'BankAuthorizeResponse', 422: 'FieldErrorResponse', ...BAD_BODY, ...STEP }, actions: ['bankAuthorize'] },
  { method: 'get', path: '/reference-bank/authorize', summary: 'Reference open-banking provider: consent page (HTML) with Approve and Fail', query: ['state'], responses: { 200: null, 404: null } },
  { method: 'get', path: '/reference-bank/approve', summary: 'Reference provider: back to returnTo with state and code (303)', query: ['state'], responses: { 303: null, 404: null } },
  { method: 'get', path: '/reference-bank/fail', summary: 'Reference provider: back to returnTo with state and error=access_denied (303)', query: ['state'], responses: { 303: null, 404: null } },
  { method: 'get', path: '/lead/{id}/partner-offers', summary: "A partner's offers and consents for a lead at that partner's screen", query: ['partner'], responses: { ...CREDENTIAL, 200: 'PartnerOffersResponse' }, actions: ['readPartnerOffers'] },
];
