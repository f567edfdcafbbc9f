import type { ApplicationResult } from '../../domain/api/ApplicationResult';
import type { AffiliateEventRequest, CustomerConsents } from '../../domain/api/CustomerContract';
import type { ContinueLeadResponse } from '../../domain/api/ContinueLeadResponse';
import type { LeadResponse } from '../../domain/api/LeadResponse';
import type { LeadStatusResponse } from '../../domain/api/LeadStatusResponse';
import type { ChangeMobileRequest, ResendCodeRequest, VerifyMobileRequest } from '../../domain/api/MobileVerificationContract';
import type { LeadStepPath, OfferStep, OfferStepRequest } from '../../domain/api/OfferStepRequest';
import type { Lead } from '../../domain/lead/LeadSchema';
import { err, ok } from '../../domain/shared/Result';
import type { GatewayResult, LeadGateway, LeadGatewayError, SavedLead } from '../../application/ports/LeadGateway';

type Method = keyof LeadGateway;

/** A recorded call: the method and its arguments, deep-copied at call time. */
export interface GatewayCall {
  readonly method: Method;
  readonly args: readonly unknown[];
}

interface StoredLead {
  lead: Lead;
  progressState: number;
  application: ApplicationResult;
  verified: boolean;
}

/** What a submitted lead is decided as (the reference API decides by test identity; here a test sets it). */
export interface Decision {
  readonly progressState: number;
  readonly application: ApplicationResult;
}

const copy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));
const deepMerge = (target: Record<string, unknown>, source: Record<string, unknown>): Record<string, unknown> => {
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const current = out[key];
    out[key] =
      value && typeof value === 'object' && !Array.isArray(value) && current && typeof current === 'object' && !Array.isArray(current)
        ? deepMerge(current as Record<string, unknown>, value as Record<string, unknown>)
        : value;
  }
  return out;
};

/**
 * A working lead API in memory, behaving like the reference API for the calls the use cases make: create honours the
 * Idempotency-Key (same key → same lead), update merges, submit applies `decision`, status answers the scripted
 * sequence, continue returns the stored lead, the verification code is `1234`. `failNext(method, error…)` makes the
 * next calls of a method fail (network, 5xx, 422 …) before the normal behaviour resumes, and `calls` records every
 * call for assertions. The same object passes for any `LeadGateway` in tests (and in the container swap test).
 */
export class InMemoryLeadGateway implements LeadGateway {
  readonly calls: GatewayCall[] = [];
  readonly leads = new Map<string, StoredLead>();
  /** Idempotency-Key → lead id: one lead per logical create. */
  readonly idempotencyKeys = new Map<string, string>();
  /** What a submit decides; accepted (10) unless a test says otherwise. */
  decision: Decision = { progressState: 10, application: { status: 'accepted', offerId: 'offer-1' } };
  /** Progress state after a non-final update (the server's own step logic); 2 = personal details. */
  progressAfterUpdate = 2;
  /** Answers of `getLeadStatus`, in turn; the last one repeats. Empty: the stored lead's own state. */
  statusSequence: Decision[] = [];
  /** The partner of `getRedirect`. */
  partner: { name: string; url?: string } = { name: 'Partner', url: 'https://partner.example/offer' };
  private readonly failures = new Map<Method, LeadGatewayError[]>();
  private counter = 0;

  /** The next calls of `method` answer these errors, in order, before the normal behaviour resumes. */
  failNext(method: Method, ...errors: LeadGatewayError[]): this {
    this.failures.set(method, [...(this.failures.get(method) ?? []), ...errors]);
    return this;
  }

  /** Calls of one method, in order. */
  callsOf(method: Method): GatewayCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  /** Store a lead as if created earlier (for resume, status and offer-stage tests). */
  seed(lead: SavedLead, progressState = 2, application: ApplicationResult = { status: 'in-progress' }): void {
    this.leads.set(lead.id, { lead: copy(lead), progressState, application, verified: false });
  }

  async createLead(lead: Lead, options: { readonly idempotencyKey: string }): GatewayResult<LeadResponse> {
    return this.run('createLead', [lead, options], () => {
      const existing = this.idempotencyKeys.get(options.idempotencyKey);
      if (existing !== undefined) return ok(this.leadResponse(existing));
      this.counter += 1;
      const id = `lead-${this.counter}`;
      const { id: _ignored, ...body } = copy(lead);
      this.leads.set(id, { lead: { ...body, id }, progressState: 1, application: { status: 'in-progress' }, verified: false });
      this.idempotencyKeys.set(options.idempotencyKey, id);
      return ok(this.leadResponse(id));
    });
  }

  async updateLead(lead: SavedLead, options?: { readonly submit?: boolean }): GatewayResult<LeadResponse> {
    return this.run('updateLead', [lead, options], () => {
      const stored = this.leads.get(lead.id);
      if (!stored) return err({ kind: 'NotFound' });
      stored.lead = deepMerge(stored.lead, copy(lead)) as Lead;
      if (options?.submit) {
        stored.progressState = this.decision.progressState;
        stored.application = this.decision.application;
      } else {
        stored.progressState = this.progressAfterUpdate;
      }
      return ok(this.leadResponse(lead.id));
    });
  }

  async continueLead(request: { readonly id: string; readonly urlType: string; readonly refTransactionId?: string }): GatewayResult<ContinueLeadResponse> {
    return this.run('continueLead', [request], () => this.continueAnswer(request.id, request.urlType, request.refTransactionId));
  }

  async continueLeadV2(request: { readonly id: string; readonly urlType: string; readonly queryString?: string }): GatewayResult<ContinueLeadResponse> {
    return this.run('continueLeadV2', [request], () => this.continueAnswer(request.id, request.urlType, undefined));
  }

  async getTestDataPoints() {
    return this.run('getTestDataPoints', [], () => ok({ dataPoints: { amount: 2500, period: 60 } }));
  }

  async getLeadStatus(leadId: string): GatewayResult<LeadStatusResponse> {
    return this.run('getLeadStatus', [leadId], () => {
      const stored = this.leads.get(leadId);
      if (!stored) return err({ kind: 'NotFound' });
      const next = this.statusSequence.length > 1 ? this.statusSequence.shift() : this.statusSequence[0];
      if (next) {
        stored.progressState = next.progressState;
        stored.application = next.application;
      }
      return ok({ id: leadId, progressState: stored.progressState, application: stored.application });
    });
  }

  async lookUpPostcode(postalCode: string, options?: { readonly path?: 'lookup' | 'plain' }) {
    return this.run('lookUpPostcode', [postalCode, options], () =>
      postalCode.startsWith('28') ? ok({ postalCode, country: 'ES', province: 'Madrid', provinceKey: 'M' }) : err({ kind: 'NotFound' as const }),
    );
  }

  async lookUpCompany(name: string) {
    return this.run('lookUpCompany', [name], () => ok({ companies: [{ name: `${name} S.L.` }] }));
  }

  async getCustomerConsents(leadId: string) {
    return this.run('getCustomerConsents', [leadId], () => ok({ consents: [] }));
  }

  async saveCustomerConsents(leadId: string, consents: CustomerConsents) {
    return this.run('saveCustomerConsents', [leadId, consents], () => ok(copy(consents)));
  }

  async verifyMobile(request: VerifyMobileRequest, options?: { readonly path?: 'customer' | 'lead' }): GatewayResult<LeadResponse> {
    return this.run('verifyMobile', [request, options], () => {
      const stored = this.leads.get(request.id);
      if (!stored) return err({ kind: 'NotFound' });
      if (request.code !== '1234') {
        return err({ kind: 'Validation', status: 422, fieldErrors: [{ field: 'code', code: 'WrongCode', message: 'wrong code' }] });
      }
      stored.verified = true;
      stored.progressState = 10;
      stored.application = { status: 'accepted' };
      return ok(this.leadResponse(request.id));
    });
  }

  async resendMobileCode(request: ResendCodeRequest) {
    return this.run('resendMobileCode', [request], () =>
      this.leads.has(request.id)
        ? ok({ id: request.id, sent: true, maskedPhoneNumber: '+34******678', sentCount: 2, progressState: 7 })
        : err({ kind: 'NotFound' as const }),
    );
  }

  async changeMobileNumber(request: ChangeMobileRequest): GatewayResult<LeadResponse> {
    return this.run('changeMobileNumber', [request], () => {
      const stored = this.leads.get(request.id);
      if (!stored) return err({ kind: 'NotFound' });
      stored.lead = { ...stored.lead, contactDetails: { ...stored.lead.contactDetails, phoneNumber: request.phoneNumber } };
      stored.progressState = 7;
      stored.application = { status: 'offer-stage' };
      return ok(this.leadResponse(request.id));
    });
  }

  async sendAffiliateEvent(event: Omit<AffiliateEventRequest, 'product'>) {
    return this.run('sendAffiliateEvent', [event], () => ok({ accepted: true as const, id: 'event-1' }));
  }

  async skipStep(leadId: string) {
    return this.run('skipStep', [leadId], () => this.advance(leadId, 10));
  }

  async continueSelling(leadId: string) {
    return this.run('continueSelling', [leadId], () => this.advance(leadId, 12));
  }

  async getRedirect(leadId: string) {
    return this.run('getRedirect', [leadId], () => {
      const stored = this.leads.get(leadId);
      if (!stored) return err({ kind: 'NotFound' as const });
      return ok({ id: leadId, progressState: 12, offerId: 'offer-9', partner: { ...this.partner } });
    });
  }

  async submitLeadStep(path: LeadStepPath, request: OfferStepRequest) {
    return this.run('submitLeadStep', [path, request], () => this.advance(request.id, 10));
  }

  async submitOfferStep(step: OfferStep, request: OfferStepRequest) {
    return this.run('submitOfferStep', [step, request], () => this.advance(request.id, 10));
  }

  async getVehicleModels() {
    return this.run('getVehicleModels', [], () => ok({ makes: [{ make: 'SEAT', models: ['Ibiza', 'León'] }] }));
  }

  async getCountryChoices() {
    return this.run('getCountryChoices', [], () => ok({ choices: [{ value: 'ES', label: 'España' }] }));
  }

  async getPositionChoices() {
    return this.run('getPositionChoices', [], () => ok({ choices: [{ value: 'employee', label: 'Employee' }] }));
  }

  async getPartnerLogos() {
    return this.run('getPartnerLogos', [], () => ok({ logos: [] }));
  }

  async validateEmail(email: string) {
    return this.run('validateEmail', [email], () =>
      ok(email.endsWith('@gmial.com') ? { email, valid: true, suggestion: email.replace('@gmial.com', '@gmail.com') } : { email, valid: true }),
    );
  }

  async getPolicies() {
    return this.run('getPolicies', [], () => ok({ policies: [{ id: 'privacy', version: '1', required: true, titleKey: 'policies>privacy' }] }));
  }

  async unsubscribe(email: string) {
    return this.run('unsubscribe', [email], () => ok({ email, unsubscribed: true as const }));
  }

  private async run<T>(method: Method, args: unknown[], behave: () => { ok: true; value: T } | { ok: false; error: LeadGatewayError }): GatewayResult<T> {
    this.calls.push({ method, args: copy(args) });
    const queue = this.failures.get(method);
    const failure = queue?.shift();
    if (failure) return err(failure);
    return behave();
  }

  private leadResponse(id: string): LeadResponse {
    const stored = this.leads.get(id) as StoredLead;
    return { id, progressState: stored.progressState, leadStatus: 1, sessionId: stored.lead.sessionId ?? null, application: stored.application };
  }

  private advance(leadId: string, progressState: number): { ok: true; value: LeadResponse } | { ok: false; error: LeadGatewayError } {
    const stored = this.leads.get(leadId);
    if (!stored) return err({ kind: 'NotFound' });
    stored.progressState = progressState;
    return ok(this.leadResponse(leadId));
  }

  private continueAnswer(id: string, urlType: string, refTransactionId: string | undefined) {
    const stored = this.leads.get(id);
    if (!stored) return err({ kind: 'NotFound' as const });
    return ok({
      id,
      urlType,
      progressState: stored.progressState,
      sessionId: stored.lead.sessionId ?? null,
      lead: copy(stored.lead),
      application: stored.application,
      ...(refTransactionId ? { refTransactionId } : {}),
    });
  }
}
