import type { ApplicationResult } from '../../domain/lead/ApplicationResult';
import type { AffiliateEventRequest, CustomerConsents } from '../../domain/api/CustomerContract';
import type { ContinueLeadResponse } from '../../domain/api/ContinueLeadResponse';
import type { FieldError } from '../../domain/api/FieldErrorResponse';
import type { LeadResponse } from '../../domain/api/LeadResponse';
import type { LeadStatusResponse } from '../../domain/api/LeadStatusResponse';
import type { ResendCodeResponse } from '../../domain/api/MobileVerificationContract';
import type { OfferStageStep } from '../../domain/api/OfferStepRequest';
import { REFERENCE_VERIFICATION_CODE, TEST_IDENTITIES } from '../../domain/api/TestIdentities';
import type { Country } from '../../domain/brand/BrandConfigSchema';
import type { Lead } from '../../domain/lead/LeadSchema';
import { checkPhone } from '../../domain/phone/checkPhone';
import { err, ok } from '../../domain/kernel/Result';
import { provinceForPostalCode } from '../../domain/country/es/spanishProvinces';
import type { ResumeCodeResponse, VerifyResumeCodeResponse } from '../../domain/api/ResumeCodeContract';
import type { GatewayResult, LeadGateway, LeadGatewayError, SavedLead } from '../../application/ports/LeadGateway';
import { checkCode, MOBILE_CODE_LIMITS, NO_CODES_SENT, sendCode, type CodeCounters } from '../../server/leads/mobileCodePolicy';
import { DECIDED_STATES, MOBILE_VERIFICATION_STATE, THANK_YOU_STATE } from '../../domain/state/applicationStates';
import { isActionAllowed, nextState, pendingRoute, type LeadAction } from '../../domain/transitions/transitions';

// Longer than 300 lines: a fake of the whole LeadGateway port, each method beside the state it reads and the refusals the API gives.

type Method = keyof LeadGateway;

/** The masked mobile the fake's resume codes "go" to. */
export const RESUME_MASKED_TARGET = '+34 6•• ••• •78';

/** A recorded call: the method and its arguments, deep-copied at call time. */
export interface GatewayCall {
  readonly method: Method;
  readonly args: readonly unknown[];
}

interface StoredLead {
  lead: Lead;
  progressState: number;
  application: ApplicationResult;
  submitted: boolean;
  /** Status polls a checking lead has answered. */
  polls: number;
  /** The mobile-code limits' counters (server/leads/mobileCodePolicy.ts); undefined until the first code is sent. */
  code: CodeCounters | undefined;
  codesSent: number;
  consents: Map<string, { id: string; accepted: boolean; version?: string }>;
}

/** What a submitted lead is decided as (the reference API decides by test identity; here a test sets it). */
export interface Decision {
  readonly progressState: number;
  readonly application: ApplicationResult;
}

/** Like the reference API's defaults (server/decision/DecisionConfig.ts). */
const CHECKING_POLLS = 2;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Answer<T> = { ok: true; value: T } | { ok: false; error: LeadGatewayError };

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
/** Key order does not matter, as for the server's canonical JSON. */
const canonical = (value: unknown): string =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? `{${Object.keys(value)
        .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
        .sort()
        .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
        .join(',')}}`
    : Array.isArray(value)
      ? `[${value.map(canonical).join(',')}]`
      : JSON.stringify(value);
const validation = (...fieldErrors: FieldError[]): { ok: false; error: LeadGatewayError } => err({ kind: 'Validation', status: 422, fieldErrors });
const accepted = (id: string): Decision => ({ progressState: 10, application: { status: 'accepted', offerId: `offer-${id}` } });

/**
 * A working lead API in memory that passes the same contract as the real one
 * (tests/contract/suites/leadGatewayContract.ts): create honours the Idempotency-Key (same key → the same lead, whatever
 * the answers), saving merges without deciding, submit decides by the test identities of
 * domain/api/TestIdentities.ts (else by `decision`), status answers `statusSequence` when set, the mobile code is
 * `1234` under the reference API's limits (server/leads/mobileCodePolicy.ts, on the fake's clock `nowMs`, moved by
 * `passTime`), and every call is held to the transition table (domain/transitions/transitions.ts) as the reference API
 * holds it: a step the lead's state does not take is `StepNotPending` naming the pending route, an offer step leads to
 * what the decision left pending (accepted). `failNext(method, error…)`
 * makes the next calls of a method fail (network, 5xx, 422 …) before the normal behaviour resumes, and `calls`
 * records every call for assertions. The same object passes for any `LeadGateway` in tests (and in the container swap test).
 */
export class InMemoryLeadGateway implements LeadGateway {
  readonly calls: GatewayCall[] = [];
  readonly leads = new Map<string, StoredLead>();
  /** Idempotency-Key → lead id and the answers it was first sent with: one lead per logical create. */
  readonly idempotencyKeys = new Map<string, { id: string }>();
  /** What a submit without a test identity decides; accepted (10) unless a test says otherwise. */
  decision: Decision = { progressState: 10, application: { status: 'accepted', offerId: 'offer-1' } };
  /** Answers of `readStatus`, in turn; the last one repeats. Empty: the stored lead's own state. */
  statusSequence: Decision[] = [];
  /** The partner of `getPartnerRedirect` and of redirected decisions. */
  partner: { name: string; url?: string } = { name: 'Partner', url: 'https://partner.example/offer' };
  /** The brand's country, for the mobile number check of `changeMobileNumber`. */
  country: Country = 'ES';
  /** The fake's clock for the mobile-code limits (epoch ms); `passTime` moves it on. */
  nowMs = Date.parse('2026-06-15T12:00:00.000Z');
  private readonly failures = new Map<Method, LeadGatewayError[]>();
  /** Leads this "browser" holds no credential for: resume answers `proofRequired` until a resume code is verified. */
  readonly withoutCredential = new Set<string>();
  /** Resume-code counters per lead (the mobile-code limits, server/leads/mobileCodePolicy.ts). */
  private readonly resumeCodes = new Map<string, CodeCounters>();

  /** Moves the fake's clock on (to pass a resend cooldown or a lockout). */
  passTime(seconds: number): this {
    this.nowMs += seconds * 1000;
    return this;
  }
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
    this.leads.set(lead.id, {
      lead: copy(lead),
      progressState,
      application,
      submitted: application.status !== 'in-progress',
      polls: 0,
      code: undefined,
      codesSent: progressState === MOBILE_VERIFICATION_STATE ? 1 : 0,
      consents: new Map(),
    });
  }

  async createApplication(answers: Lead, options: { readonly idempotencyKey: string }): GatewayResult<LeadResponse> {
    return this.run('createApplication', [answers, options], () => {
      const { id: _ignored, ...body } = copy(answers);
      const invalid = this.invalidAnswers(body);
      if (invalid) return invalid;
      const existing = this.idempotencyKeys.get(options.idempotencyKey);
      // A known key answers its original lead whatever the body now says (a retry after a lost answer).
      if (existing !== undefined) return ok(this.leadResponse(existing.id));
      this.counter += 1;
      const id = `lead-${this.counter}`;
      this.seed({ ...body, id }, 1);
      this.recordConsents(id, body);
      this.idempotencyKeys.set(options.idempotencyKey, { id });
      return ok(this.leadResponse(id));
    });
  }

  async saveAnswers(lead: SavedLead): GatewayResult<LeadResponse> {
    return this.run('saveAnswers', [lead], () => this.merge(lead, false));
  }

  async submitApplication(lead: SavedLead): GatewayResult<LeadResponse> {
    return this.run('submitApplication', [lead], () => this.merge(lead, true));
  }

  async resumeApplication(request: { readonly id: string; readonly urlType: string; readonly refTransactionId?: string }): GatewayResult<ContinueLeadResponse> {
    return this.run('resumeApplication', [request], () => {
      const stored = this.leads.get(request.id);
      if (!stored) return err({ kind: 'NotFound' });
      if (this.withoutCredential.has(request.id)) {
        return ok<ContinueLeadResponse>({ id: request.id, urlType: request.urlType, progressState: 14, sessionId: null, lead: { id: request.id }, application: { status: 'in-progress' }, proofRequired: { channel: 'sms', maskedTarget: RESUME_MASKED_TARGET } });
      }
      return ok({
        id: request.id,
        urlType: request.urlType,
        progressState: stored.progressState,
        sessionId: stored.lead.sessionId ?? null,
        lead: copy(stored.lead),
        application: stored.application,
        ...(request.refTransactionId ? { refTransactionId: request.refTransactionId } : {}),
      });
    });
  }

  async sendResumeCode(leadId: string): GatewayResult<ResumeCodeResponse> {
    return this.run('sendResumeCode', [leadId], () => {
      if (!this.leads.has(leadId)) return err({ kind: 'NotFound' });
      const sent = sendCode(this.resumeCodes.get(leadId) ?? NO_CODES_SENT, this.nowMs, MOBILE_CODE_LIMITS);
      if (sent.kind === 'locked') return validation({ field: 'code', code: 'TooManyAttempts', message: 'locked', params: { retryAfterSeconds: sent.retryAfterSeconds } });
      if (sent.kind === 'too-soon') return validation({ field: 'code', code: 'ResendTooSoon', message: 'too soon', params: { retryAfterSeconds: sent.retryAfterSeconds } });
      this.resumeCodes.set(leadId, sent.counters);
      return ok({ id: leadId, channel: 'sms' as const, maskedTarget: RESUME_MASKED_TARGET, nextResendInSeconds: sent.nextSendInSeconds });
    });
  }

  async verifyResumeCode(leadId: string, code: string): GatewayResult<VerifyResumeCodeResponse> {
    return this.run('verifyResumeCode', [leadId, code], () => {
      if (!this.leads.has(leadId)) return err({ kind: 'NotFound' });
      const counters = this.resumeCodes.get(leadId);
      if (!counters) return validation({ field: 'code', code: 'TooManyAttempts', message: 'no code sent', params: { retryAfterSeconds: 0 } });
      const outcome = checkCode(counters, code === REFERENCE_VERIFICATION_CODE, this.nowMs, MOBILE_CODE_LIMITS);
      if (outcome.kind === 'too-many') {
        this.resumeCodes.set(leadId, outcome.counters);
        return validation({ field: 'code', code: 'TooManyAttempts', message: 'too many wrong codes', params: { retryAfterSeconds: outcome.retryAfterSeconds } });
      }
      if (outcome.kind === 'wrong') {
        this.resumeCodes.set(leadId, outcome.counters);
        return validation({ field: 'code', code: 'WrongCode', message: 'wrong code', params: { attemptsLeft: outcome.attemptsLeft } });
      }
      // Spent: the next check needs a new code.
      this.resumeCodes.set(leadId, { ...counters, attempts: MOBILE_CODE_LIMITS.wrongCodesPerCode });
      this.withoutCredential.delete(leadId);
      return ok({ id: leadId, verified: true as const });
    });
  }

  async readStatus(leadId: string): GatewayResult<LeadStatusResponse> {
    return this.run('readStatus', [leadId], () => {
      const stored = this.leads.get(leadId);
      if (!stored) return err({ kind: 'NotFound' });
      const refused = this.refuse(stored, 'readStatus');
      if (refused) return refused;
      const next = this.statusSequence.length > 1 ? this.statusSequence.shift() : this.statusSequence[0];
      if (next) {
        stored.progressState = next.progressState;
        stored.application = next.application;
      } else if (stored.application.status === 'checking') {
        // A checking lead shows its decision after the reference API's number of polls.
        stored.polls += 1;
        if (stored.polls > CHECKING_POLLS) this.decide(stored, accepted(leadId));
      }
      return ok({ id: leadId, progressState: stored.progressState, application: stored.application });
    });
  }

  async verifyMobile(leadId: string, code: string): GatewayResult<LeadResponse> {
    return this.run('verifyMobile', [leadId, code], () => {
      const stored = this.leads.get(leadId);
      if (!stored) return err({ kind: 'NotFound' });
      const refused = this.refuse(stored, 'verifyMobile');
      if (refused) return refused;
      // As the reference API: a lead never sent a code gets its first one at its first attempt.
      const sent = sendCode(NO_CODES_SENT, this.nowMs, MOBILE_CODE_LIMITS);
      const counters = stored.code ?? (sent.kind === 'sent' ? sent.counters : NO_CODES_SENT);
      const outcome = checkCode(counters, code === REFERENCE_VERIFICATION_CODE, this.nowMs, MOBILE_CODE_LIMITS);
      if (outcome.kind !== 'verified') stored.code = outcome.counters;
      if (outcome.kind === 'too-many') return validation({ field: 'code', code: 'TooManyAttempts', message: 'too many wrong codes', params: { retryAfterSeconds: outcome.retryAfterSeconds, reason: outcome.locked ? 'locked' : 'spent' } });
      if (outcome.kind === 'wrong') return validation({ field: 'code', code: 'WrongCode', message: 'wrong code', params: { attemptsLeft: outcome.attemptsLeft } });
      this.advance(leadId, stored, 'verifyMobile');
      return ok(this.leadResponse(leadId));
    });
  }

  async resendMobileCode(leadId: string): GatewayResult<ResendCodeResponse> {
    return this.run('resendMobileCode', [leadId], () => {
      const stored = this.leads.get(leadId);
      if (!stored) return err({ kind: 'NotFound' });
      const refused = this.refuse(stored, 'resendMobileCode');
      if (refused) return refused;
      const phone = stored.lead.contactDetails?.phoneNumber;
      if (!phone) return validation({ field: 'contactDetails.phoneNumber', code: 'Required', message: 'no phone number' });
      const sent = this.sendCode(stored, true);
      if (!sent.ok) return sent;
      const masked = `${phone.slice(0, 3)}${'*'.repeat(Math.max(0, phone.length - 6))}${phone.slice(-3)}`;
      return ok({ id: leadId, sent: true, maskedPhoneNumber: masked, sentCount: stored.codesSent, progressState: stored.progressState, nextResendInSeconds: sent.value });
    });
  }

  async changeMobileNumber(leadId: string, phoneNumber: string): GatewayResult<LeadResponse> {
    return this.run('changeMobileNumber', [leadId, phoneNumber], () => {
      const stored = this.leads.get(leadId);
      if (!stored) return err({ kind: 'NotFound' });
      const refused = this.refuse(stored, 'changeMobileNumber');
      if (refused) return refused;
      if (checkPhone(phoneNumber, this.country, { mobileOnly: true })) return validation({ field: 'phoneNumber', code: 'InvalidFormat', message: 'not a mobile number' });
      const sent = this.sendCode(stored, false);
      if (!sent.ok) return sent;
      stored.lead = { ...stored.lead, contactDetails: { ...stored.lead.contactDetails, phoneNumber } };
      stored.progressState = nextState(stored.progressState, 'changeMobileNumber') ?? stored.progressState;
      return ok(this.leadResponse(leadId));
    });
  }

  /** A new code if the limits allow one now (answers the seconds before the next), else the API's refusal. */
  private sendCode(stored: StoredLead, cooldown: boolean): Answer<number> {
    const outcome = sendCode(stored.code ?? NO_CODES_SENT, this.nowMs, MOBILE_CODE_LIMITS, cooldown);
    if (outcome.kind !== 'sent') {
      const retryAfterSeconds = outcome.retryAfterSeconds;
      if (outcome.kind === 'locked') return validation({ field: 'code', code: 'TooManyAttempts', message: 'locked', params: { retryAfterSeconds, reason: 'locked' } });
      return validation({ field: 'code', code: 'ResendTooSoon', message: 'no new code yet', params: { retryAfterSeconds } });
    }
    stored.code = outcome.counters;
    stored.codesSent += 1;
    return ok(outcome.nextSendInSeconds);
  }

  async submitOfferStageStep(leadId: string, step: OfferStageStep, data: Readonly<Record<string, unknown>>): GatewayResult<LeadResponse> {
    // A partner's offer declined (PartnerChoice `decision: 'decline'`) ends at thank you; anything else goes on.
    return this.run('submitOfferStageStep', [leadId, step, data], () => this.step(leadId, step, { declined: data.decision === 'decline' }));
  }

  async skipOfferStep(leadId: string): GatewayResult<LeadResponse> {
    return this.run('skipOfferStep', [leadId], () => this.step(leadId, 'skip'));
  }

  async continueSelling(leadId: string): GatewayResult<LeadResponse> {
    return this.run('continueSelling', [leadId], () => this.step(leadId, 'continueSelling'));
  }

  async getPartnerRedirect(leadId: string) {
    return this.run('getPartnerRedirect', [leadId], () => {
      const stored = this.leads.get(leadId);
      if (!stored) return err({ kind: 'NotFound' as const });
      const refused = this.refuse(stored, 'readRedirect');
      if (refused) return refused;
      if (stored.application.status !== 'redirected') return err({ kind: 'Conflict' as const, code: 'NotRedirected' });
      return ok({ id: leadId, progressState: 12, offerId: stored.application.offerId ?? 'offer-9', partner: { ...this.partner } });
    });
  }

  async lookUpPostcode(postalCode: string) {
    return this.run('lookUpPostcode', [postalCode], () => {
      // Like the reference API: a code without a province is a field error on postalCode.
      const province = /^\d{5}$/.test(postalCode) ? provinceForPostalCode(postalCode) : null;
      return province
        ? ok({ postalCode, country: 'ES', province: province.name, provinceKey: province.key })
        : validation({ field: 'postalCode', code: 'UnknownProvince', message: 'no province' });
    });
  }

  async lookUpCompany(name: string) {
    return this.run('lookUpCompany', [name], () => ok({ companies: [{ name: `${name} S.L.` }] }));
  }

  async getCustomerConsents(leadId: string) {
    return this.run('getCustomerConsents', [leadId], () => {
      const stored = this.leads.get(leadId);
      if (!stored) return err({ kind: 'NotFound' as const });
      const refused = this.refuse(stored, 'readConsents');
      if (refused) return refused;
      return ok({ consents: [...stored.consents.values()].sort((a, b) => a.id.localeCompare(b.id)).map(copy) });
    });
  }

  async saveCustomerConsents(leadId: string, consents: CustomerConsents) {
    return this.run('saveCustomerConsents', [leadId, consents], () => {
      const stored = this.leads.get(leadId);
      if (!stored) return err({ kind: 'NotFound' as const });
      const refused = this.refuse(stored, 'saveConsents');
      if (refused) return refused;
      for (const consent of consents.consents) stored.consents.set(consent.id, copy(consent));
      return ok({ consents: [...stored.consents.values()].sort((a, b) => a.id.localeCompare(b.id)).map(copy) });
    });
  }

  async sendAffiliateEvent(event: Omit<AffiliateEventRequest, 'product'>) {
    return this.run('sendAffiliateEvent', [event], () => ok({ accepted: true as const, id: 'event-1' }));
  }

  async getTestDataPoints() {
    return this.run('getTestDataPoints', [], () => ok({ dataPoints: { amount: 2500, period: 60 } }));
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
      ok(
        !EMAIL.test(email)
          ? { email, valid: false, reason: 'InvalidFormat' as const }
          : email.endsWith('@gmial.com')
            ? { email, valid: true, suggestion: email.replace('@gmial.com', '@gmail.com') }
            : email.endsWith('@mailinator.com')
              ? { email, valid: false, reason: 'DisposableDomain' as const }
              : { email, valid: true },
      ),
    );
  }

  async getPolicies() {
    return this.run('getPolicies', [], () => ok({ policies: [{ id: 'privacy', version: '1', required: true, titleKey: 'policies>privacy', url: '/api/policies/privacy' }, { id: 'news', version: '1', required: false, titleKey: 'policies>news' }] }));
  }

  async unsubscribe(email: string) {
    return this.run('unsubscribe', [email], () =>
      EMAIL.test(email.trim()) ? ok({ email: email.trim(), unsubscribed: true as const }) : validation({ field: 'email', code: 'InvalidFormat', message: 'not an email' }),
    );
  }

  private async run<T>(method: Method, args: unknown[], behave: () => Answer<T>): GatewayResult<T> {
    this.calls.push({ method, args: copy(args) });
    const queue = this.failures.get(method);
    const failure = queue?.shift();
    if (failure) return err(failure);
    return behave();
  }

  /** The one answer the fake checks like the server does, so callers meet a dotted-path field error. */
  private invalidAnswers(lead: Lead): { ok: false; error: LeadGatewayError } | null {
    const email = lead.contactDetails?.email;
    return typeof email === 'string' && !EMAIL.test(email) ? validation({ field: 'contactDetails.email', code: 'InvalidFormat', message: 'not an email' }) : null;
  }

  private merge(lead: SavedLead, submit: boolean): Answer<LeadResponse> {
    const invalid = this.invalidAnswers(lead);
    if (invalid) return invalid;
    const stored = this.leads.get(lead.id);
    if (!stored) return err({ kind: 'NotFound' });
    const merged = deepMerge(stored.lead, copy(lead)) as Lead;
    // A state that takes no answers refuses them; a call that changes nothing (a retried submit) answers the application.
    const refused = this.refuse(stored, submit ? 'submit' : 'saveAnswers');
    if (refused) return canonical(merged) === canonical(stored.lead) ? ok(this.leadResponse(lead.id)) : refused;
    stored.lead = merged;
    this.recordConsents(lead.id, lead);
    // Saving keeps the progress state, as the reference API does; only the first submit decides.
    if (submit && !stored.submitted) {
      stored.submitted = true;
      this.decide(stored, this.decisionFor(lead.id, stored.lead));
    }
    return ok(this.leadResponse(lead.id));
  }

  /** The test identity's outcome (domain/api/TestIdentities.ts), else the scripted `decision`. */
  private decisionFor(id: string, lead: Lead): Decision {
    const email = lead.contactDetails?.email ?? '';
    const local = email.slice(0, email.lastIndexOf('@')).toLowerCase();
    const prefix = local.includes('+') ? local.slice(0, local.indexOf('+')) : null;
    const identity = TEST_IDENTITIES.find((row) => row.prefix === prefix);
    if (!identity) return this.decision;
    if (identity.outcome === 'accepted') return accepted(id);
    if (identity.outcome === 'redirected') return this.redirected(id);
    return { progressState: identity.progressState, application: { status: identity.outcome } };
  }

  private redirected(id: string): Decision {
    return { progressState: 12, application: { status: 'redirected', offerId: `offer-${id}`, partner: { ...this.partner } } };
  }

  private decide(stored: StoredLead, decision: Decision): void {
    stored.progressState = decision.progressState;
    stored.application = decision.application;
    // As the reference API: the decision that asks for verification sends the first code.
    if (decision.progressState === MOBILE_VERIFICATION_STATE) this.sendCode(stored, false);
  }

  private recordConsents(id: string, lead: Lead): void {
    const stored = this.leads.get(id);
    if (!stored) return;
    if (typeof lead.generalPolicies === 'boolean') stored.consents.set('general', { id: 'general', accepted: lead.generalPolicies });
    const marketing = lead.contactDetails?.marketingConsents;
    if (typeof marketing === 'boolean') stored.consents.set('marketing', { id: 'marketing', accepted: marketing });
  }

  /** The table's refusal of `action` at the lead's state, as the reference API answers it (409), or null (also for the offer-stage port fakes). */
  refuse(stored: StoredLead, action: LeadAction): { ok: false; error: LeadGatewayError } | null {
    if (isActionAllowed(stored.progressState, action)) return null;
    const code = DECIDED_STATES.has(stored.progressState) ? 'ApplicationDecided' : 'StepNotPending';
    const route = pendingRoute(stored.progressState);
    return err({ kind: 'StepNotPending', code, progressState: stored.progressState, ...(route === null ? {} : { pendingRoute: route }) });
  }

  /** An offer-stage action, held to the table and moved where its row leads. */
  private step(leadId: string, action: LeadAction, options: { declined?: boolean } = {}): Answer<LeadResponse> {
    const stored = this.leads.get(leadId);
    if (!stored) return err({ kind: 'NotFound' });
    const refused = this.refuse(stored, action);
    if (refused) return refused;
    this.advance(leadId, stored, action, options);
    return ok(this.leadResponse(leadId));
  }

  /**
   * Moves the lead as the table's row says: what the decision left pending is accepted (the reference API's default),
   * the pre-offer employment details are decided by `decision`, thank you completes, continue selling redirects.
   */
  private advance(leadId: string, stored: StoredLead, action: LeadAction, options: { declined?: boolean } = {}): void {
    const to = nextState(stored.progressState, action, { pending: 10, decision: this.decision.progressState, declined: options.declined === true });
    if (to === null || to === stored.progressState) return;
    if (to === 10) this.decide(stored, accepted(leadId));
    else if (to === 12) this.decide(stored, this.redirected(leadId));
    else if (to === THANK_YOU_STATE) this.decide(stored, { progressState: THANK_YOU_STATE, application: { status: 'completed' } });
    else if (to === this.decision.progressState && action === 'employment-details') this.decide(stored, this.decision);
    else stored.progressState = to;
  }

  private leadResponse(id: string): LeadResponse {
    const stored = this.leads.get(id) as StoredLead;
    return { id, progressState: stored.progressState, leadStatus: 1, sessionId: stored.lead.sessionId ?? null, application: stored.application };
  }
}
