import * as v from 'valibot';
import type {
  ApplicationCalls,
  CustomerCalls,
  GatewayResult,
  LeadGateway,
  LeadGatewayError,
  LookupCalls,
  MobileVerificationCalls,
  ResumeProofCalls,
  OfferStageCalls,
  SavedLead,
} from '../../application/ports/LeadGateway';
import { ContinueLeadResponseSchema } from '../../domain/api/ContinueLeadResponse';
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/api/CreateLeadRequest';
import { LeadResponseSchema } from '../../domain/api/LeadResponse';
import { LeadStatusResponseSchema } from '../../domain/api/LeadStatusResponse';
import type { Lead } from '../../domain/lead/LeadSchema';
import { err, ok } from '../../domain/kernel/Result';
import { camelKeys, camelPath, snakeKeys } from './snakeCase';

/** The calls this backend does not offer: mobile verification, offer stage, lookups, customer (see README). */
export type OtherCalls = ResumeProofCalls & MobileVerificationCalls & OfferStageCalls & LookupCalls & CustomerCalls;

export interface RestLeadGatewayOptions {
  /** Base URL of the REST backend, e.g. `/rest` or `https://loans.example/rest`; a trailing slash is ignored. */
  readonly baseUrl: string;
  /**
   * The gateway the calls this backend does not offer are delegated to, unchanged (the reference deployment: the
   * built-in FetchLeadGateway on the brand's `apiBaseUrl`). Without one they answer `Refused` 501.
   */
  readonly otherCalls?: OtherCalls;
  /** Per-call time limit in milliseconds (default 10 000). */
  readonly timeoutMs?: number;
  /** Defaults to the global fetch, looked up on each call. */
  readonly fetch?: (input: string, init: RequestInit) => Promise<Response>;
}

const ProblemsSchema = v.object({ problems: v.array(v.object({ path: v.string(), reason: v.string() })) });
const ProblemSchema = v.object({ problem: v.string() });
/** A step the application's stage does not take: the backend names the screen it waits for (`pending_route`, camel-cased). */
const StepProblemSchema = v.object({
  problem: v.picklist(['step_not_pending', 'application_decided']),
  pendingRoute: v.optional(v.pipe(v.string(), v.maxLength(128))),
  progressState: v.optional(v.pipe(v.number(), v.integer())),
});

/**
 * LeadGateway over the example REST backend (examples/rest-backend/restBackendRoutes.ts): the application calls go to
 * its `/applications` resources in snake_case; every other call is delegated to `otherCalls`. No retries: a failed
 * create is retried by the funnel itself with the same idempotency key (application/usecases/saveLead.ts).
 */
export class RestLeadGateway implements ApplicationCalls {
  private readonly baseUrl: string;

  constructor(private readonly options: RestLeadGatewayOptions) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
  }

  createApplication(answers: Lead, options: { readonly idempotencyKey: string }) {
    const { id: _serverAssigned, ...rest } = answers;
    return this.send('POST', '/applications', LeadResponseSchema, { answers: rest }, { [IDEMPOTENCY_KEY_HEADER]: options.idempotencyKey });
  }

  saveAnswers(lead: SavedLead) {
    const { id, ...answers } = lead;
    return this.send('PATCH', `/applications/${encodeURIComponent(id)}`, LeadResponseSchema, { answers });
  }

  submitApplication(lead: SavedLead) {
    const { id, ...answers } = lead;
    return this.send('POST', `/applications/${encodeURIComponent(id)}/submission`, LeadResponseSchema, { answers });
  }

  resumeApplication(request: { readonly id: string; readonly urlType: string; readonly refTransactionId?: string }) {
    const query = new URLSearchParams({ link: request.urlType, ...(request.refTransactionId ? { transaction: request.refTransactionId } : {}) });
    return this.send('GET', `/applications/${encodeURIComponent(request.id)}?${query.toString()}`, ContinueLeadResponseSchema);
  }

  readStatus(leadId: string) {
    return this.send('GET', `/applications/${encodeURIComponent(leadId)}/status`, LeadStatusResponseSchema);
  }

  private async send<S extends v.GenericSchema>(method: string, path: string, schema: S, body?: unknown, headers: Record<string, string> = {}): GatewayResult<v.InferOutput<S>> {
    const fetchFn = this.options.fetch ?? ((input: string, init: RequestInit) => globalThis.fetch(input, init));
    let response: Response;
    try {
      response = await fetchFn(`${this.baseUrl}${path}`, {
        method,
        headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(snakeKeys(body)) }),
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      return err(error instanceof DOMException && error.name === 'TimeoutError' ? { kind: 'Timeout' } : { kind: 'Network' });
    }
    const answer: unknown = await response.json().catch(() => undefined);
    if (response.ok) {
      const parsed = v.safeParse(schema, camelKeys(answer));
      return parsed.success ? ok(parsed.output) : err({ kind: 'MalformedResponse' });
    }
    return err(toError(response.status, answer));
  }
}

/** This backend's failure bodies as the port's error values. */
function toError(status: number, answer: unknown): LeadGatewayError {
  if (status >= 500) return { kind: 'Server', status };
  if (status === 404) return { kind: 'NotFound' };
  const problem = v.safeParse(ProblemSchema, answer);
  const code = problem.success ? problem.output.problem : undefined;
  const step = v.safeParse(StepProblemSchema, camelKeys(answer));
  if (status === 409 && step.success) {
    const { problem: reason, pendingRoute, progressState } = step.output;
    return { kind: 'StepNotPending', code: reason, ...(pendingRoute === undefined ? {} : { pendingRoute }), ...(progressState === undefined ? {} : { progressState }) };
  }
  if (status === 409) return code === undefined ? { kind: 'Conflict' } : { kind: 'Conflict', code };
  if (status === 400 || status === 422) {
    const problems = v.safeParse(ProblemsSchema, answer);
    const fieldErrors = problems.success ? problems.output.problems.map((p) => ({ field: camelPath(p.path), code: p.reason, message: p.reason })) : [];
    return { kind: 'Validation', status, fieldErrors };
  }
  return code === undefined ? { kind: 'Refused', status } : { kind: 'Refused', status, code };
}

const notOffered = async (): Promise<{ ok: false; error: LeadGatewayError }> => err({ kind: 'Refused', status: 501, code: 'NotOfferedByRestBackend' });

/** Every call of OtherCalls answering `Refused` 501: what the gateway answers when nothing is delegated to. */
const NOT_OFFERED: OtherCalls = {
  sendResumeCode: notOffered,
  verifyResumeCode: notOffered,
  verifyMobile: notOffered,
  resendMobileCode: notOffered,
  changeMobileNumber: notOffered,
  submitOfferStageStep: notOffered,
  skipOfferStep: notOffered,
  continueSelling: notOffered,
  getPartnerRedirect: notOffered,
  lookUpPostcode: notOffered,
  lookUpCompany: notOffered,
  validateEmail: notOffered,
  getPolicies: notOffered,
  getVehicleModels: notOffered,
  getCountryChoices: notOffered,
  getPositionChoices: notOffered,
  getPartnerLogos: notOffered,
  getTestDataPoints: notOffered,
  getCustomerConsents: notOffered,
  saveCustomerConsents: notOffered,
  unsubscribe: notOffered,
  sendAffiliateEvent: notOffered,
};

/**
 * The whole LeadGateway: the application calls over the REST backend, the rest delegated to `options.otherCalls`
 * (or `Refused` 501 without it).
 */
export function createRestLeadGateway(options: RestLeadGatewayOptions): LeadGateway {
  const rest = new RestLeadGateway(options);
  const other = options.otherCalls ?? NOT_OFFERED;
  return {
    createApplication: (answers, create) => rest.createApplication(answers, create),
    saveAnswers: (lead) => rest.saveAnswers(lead),
    submitApplication: (lead) => rest.submitApplication(lead),
    resumeApplication: (request) => rest.resumeApplication(request),
    readStatus: (leadId) => rest.readStatus(leadId),
    sendResumeCode: (leadId) => other.sendResumeCode(leadId),
    verifyResumeCode: (leadId, code) => other.verifyResumeCode(leadId, code),
    verifyMobile: (leadId, code) => other.verifyMobile(leadId, code),
    resendMobileCode: (leadId) => other.resendMobileCode(leadId),
    changeMobileNumber: (leadId, phoneNumber) => other.changeMobileNumber(leadId, phoneNumber),
    submitOfferStageStep: (leadId, step, data) => other.submitOfferStageStep(leadId, step, data),
    skipOfferStep: (leadId) => other.skipOfferStep(leadId),
    continueSelling: (leadId) => other.continueSelling(leadId),
    getPartnerRedirect: (leadId) => other.getPartnerRedirect(leadId),
    lookUpPostcode: (postalCode) => other.lookUpPostcode(postalCode),
    lookUpCompany: (name) => other.lookUpCompany(name),
    validateEmail: (email) => other.validateEmail(email),
    getPolicies: () => other.getPolicies(),
    getVehicleModels: () => other.getVehicleModels(),
    getCountryChoices: () => other.getCountryChoices(),
    getPositionChoices: () => other.getPositionChoices(),
    getPartnerLogos: () => other.getPartnerLogos(),
    getTestDataPoints: () => other.getTestDataPoints(),
    getCustomerConsents: (leadId) => other.getCustomerConsents(leadId),
    saveCustomerConsents: (leadId, consents) => other.saveCustomerConsents(leadId, consents),
    unsubscribe: (email) => other.unsubscribe(email),
    sendAffiliateEvent: (event) => other.sendAffiliateEvent(event),
  };
}
