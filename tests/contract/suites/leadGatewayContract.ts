import { describe, expect, it } from 'vitest';
import type { GatewayResult, LeadGateway, LeadGatewayError } from '../../../application/ports/LeadGateway';
import type { Lead } from '../../../domain/lead/LeadSchema';
import { TEST_IDENTITIES } from '../../../domain/api/TestIdentities';
import type { Result } from '../../../domain/kernel/Result';
import { pendingRoute } from '../../../domain/transitions/transitions';

// Longer than 300 lines: the LeadGateway port's one contract: every method's promise in the one suite an integrator runs.

/**
 * What the contract needs besides the gateway. A backend that sends real SMS cannot pass the mobile-verification
 * cases unless its test deployment has a fixed code per test identity, as the reference API does.
 */
export interface LeadGatewayContractHarness {
  /** A gateway on a backend with the test identities of domain/api/TestIdentities.ts switched on. */
  readonly gateway: LeadGateway;
  /** The SMS code the backend accepts for this lead's mobile (the reference API: always `1234`). */
  readonly verificationCode: (leadId: string) => string | Promise<string>;
  /** Moves the backend's clock on, past a resend cooldown or a lockout (its test deployment needs a settable clock). */
  readonly passTime: (seconds: number) => void | Promise<void>;
}

/** An id no backend holds (a well-formed UUID, as most backends issue). */
const UNKNOWN_ID = '00000000-0000-4000-8000-00000000dead';

let sequence = 0;
/** Unique per call (and per run), so suites may share one backend and its database between tests and runs. */
const unique = (label: string): string => `${label}-${Date.now().toString(36)}-${(sequence += 1)}-${Math.random().toString(36).slice(2, 8)}`;

/** The first step's answers (docs/product.md "Screens and routes": initial details) of a test identity: the part before `+` forces the decision. */
export const firstStepAnswers = (identity = 'ana'): Lead => ({
  amount: 2500,
  period: 60,
  sessionId: '0b9f0a53-5a6e-4c2e-9e8f-0c1a2b3c4d5e',
  generalPolicies: true,
  contactDetails: { email: `${identity}+${unique('c')}@example.com`, phoneNumber: '+34612345678', marketingConsents: false },
});

const value = <T>(result: Result<T, LeadGatewayError>): T => {
  if (!result.ok) throw new Error(`expected a value, got ${JSON.stringify(result.error)}`);
  return result.value;
};
const failure = async <T>(call: GatewayResult<T>): Promise<LeadGatewayError> => {
  const result = await call;
  if (result.ok) throw new Error(`expected a failure, got ${JSON.stringify(result.value)}`);
  return result.error;
};
/** Valid answers of the vehicle screen (domain/offer/offerScreenDefinitions.ts) on a Spanish brand. */
const VEHICLE = { vehicle: { make: 'Seat', model: 'León', year: 2019, licencePlate: '1234BCD', guaranteeConsent: true } };

const fieldErrorsOf = (error: LeadGatewayError): Array<[string, string]> => (error.kind === 'Validation' ? error.fieldErrors.map((e) => [e.field, e.code]) : []);

/**
 * The behaviour the funnel relies on from any LeadGateway (application/ports/LeadGateway.ts). Run it against your own
 * adapter and a test deployment of your backend:
 *
 * ```ts
 * describeLeadGatewayContract('MyLeadGateway', async () => ({ gateway: createMyGateway(…), verificationCode: () => '1234' }));
 * ```
 *
 * `setup` runs before each test; the tests make their own applications (unique e-mail addresses and idempotency keys),
 * so one backend can serve every test.
 */
export function describeLeadGatewayContract(label: string, setup: () => LeadGatewayContractHarness | Promise<LeadGatewayContractHarness>): void {
  describe(`LeadGateway contract: ${label}`, () => {
    const created = async (gateway: LeadGateway, identity = 'ana'): Promise<string> =>
      value(await gateway.createApplication(firstStepAnswers(identity), { idempotencyKey: unique('key') })).id;
    const submitted = async (gateway: LeadGateway, identity: string): Promise<string> => {
      const id = await created(gateway, identity);
      value(await gateway.submitApplication({ id }));
      return id;
    };

    describe('application', () => {
      it('create answers the new id, an in-progress application and a pre-offer progress state', async () => {
        const { gateway } = await setup();
        const answer = value(await gateway.createApplication(firstStepAnswers(), { idempotencyKey: unique('key') }));
        expect(answer.id).toMatch(/\S/);
        expect(answer.application.status).toBe('in-progress');
        expect(answer.progressState).toBe(1);
      });

      it('the same idempotency key answers the same application, even with other answers (a retry after a lost answer)', async () => {
        const { gateway } = await setup();
        const answers = firstStepAnswers();
        const key = unique('key');
        const first = value(await gateway.createApplication(answers, { idempotencyKey: key }));
        const again = value(await gateway.createApplication(answers, { idempotencyKey: key }));
        expect(again.id).toBe(first.id);
        const other = value(await gateway.createApplication(answers, { idempotencyKey: unique('key') }));
        expect(other.id).not.toBe(first.id);
        const corrected = { ...answers, amount: 3000, contactDetails: { ...answers.contactDetails, email: `corrected-${key}@example.com` } };
        expect(value(await gateway.createApplication(corrected, { idempotencyKey: key })).id).toBe(first.id);
      });

      it('saving answers merges them into the saved ones (nested objects field by field) and decides nothing', async () => {
        const { gateway } = await setup();
        const answers = firstStepAnswers();
        const id = value(await gateway.createApplication(answers, { idempotencyKey: unique('key') })).id;
        value(await gateway.saveAnswers({ id, personalDetails: { firstName: 'Ana' } }));
        const saved = value(await gateway.saveAnswers({ id, personalDetails: { lastName: 'López' }, period: 48 }));
        expect(saved.application.status).toBe('in-progress');
        const resumed = value(await gateway.resumeApplication({ id, urlType: 'continue' }));
        expect(resumed.lead.personalDetails).toMatchObject({ firstName: 'Ana', lastName: 'López' });
        expect(resumed.lead.contactDetails?.email).toBe(answers.contactDetails?.email);
        expect(resumed.lead).toMatchObject({ amount: 2500, period: 48 });
      });

      it('invalid answers are a Validation error naming each field by its dotted lead path', async () => {
        const { gateway } = await setup();
        const answers = firstStepAnswers();
        const invalid = { ...answers, contactDetails: { ...answers.contactDetails, email: 'not-an-address' } };
        expect(fieldErrorsOf(await failure(gateway.createApplication(invalid, { idempotencyKey: unique('key') }))).map(([field]) => field)).toContain('contactDetails.email');
        const id = await created(gateway);
        const onSave = await failure(gateway.saveAnswers({ id, contactDetails: { email: 'still not' } }));
        expect(onSave.kind).toBe('Validation');
        expect(fieldErrorsOf(onSave).map(([field]) => field)).toContain('contactDetails.email');
      });

      it('an unknown application id is NotFound for save, submit, resume and status (from a browser holding an application)', async () => {
        const { gateway } = await setup();
        await created(gateway);
        expect((await failure(gateway.saveAnswers({ id: UNKNOWN_ID, amount: 2000 }))).kind).toBe('NotFound');
        expect((await failure(gateway.submitApplication({ id: UNKNOWN_ID }))).kind).toBe('NotFound');
        expect((await failure(gateway.resumeApplication({ id: UNKNOWN_ID, urlType: 'continue' }))).kind).toBe('NotFound');
        expect((await failure(gateway.readStatus(UNKNOWN_ID))).kind).toBe('NotFound');
      });

      it('resume answers the saved answers, the session id and the progress state, and echoes the link type and transaction', async () => {
        const { gateway } = await setup();
        const answers = firstStepAnswers();
        const id = value(await gateway.createApplication(answers, { idempotencyKey: unique('key') })).id;
        const resumed = value(await gateway.resumeApplication({ id, urlType: 'email', refTransactionId: 'tx-42' }));
        expect(resumed).toMatchObject({ id, urlType: 'email', refTransactionId: 'tx-42', sessionId: answers.sessionId, progressState: 1 });
        expect(resumed.lead).toMatchObject({ amount: 2500, contactDetails: { email: answers.contactDetails?.email, phoneNumber: answers.contactDetails?.phoneNumber } });
        expect(resumed.application.status).toBe('in-progress');
      });
    });

    describe('submit decides by test identity (domain/api/TestIdentities.ts)', () => {
      it.each(TEST_IDENTITIES.filter((row) => !row.prefix.startsWith('redirect-')).map((row) => [row.prefix, row.progressState, row.outcome] as const))(
        '%s+… → progress state %i, %s',
        async (prefix, progressState, outcome) => {
          const { gateway } = await setup();
          const id = await created(gateway, prefix);
          const answer = value(await gateway.submitApplication({ id }));
          expect([answer.progressState, answer.application.status]).toEqual([progressState, outcome]);
          const status = value(await gateway.readStatus(id));
          expect(status.progressState).toBe(progressState);
        },
      );

      it('a redirected application names its partner target; any other application has none (Conflict)', async () => {
        const { gateway } = await setup();
        const redirected = await submitted(gateway, 'redirect');
        const redirect = value(await gateway.getPartnerRedirect(redirected));
        expect(redirect.progressState).toBe(12);
        expect(redirect.partner.url).toMatch(/^https:\/\//);
        const accepted = await submitted(gateway, 'accept');
        expect((await failure(gateway.getPartnerRedirect(accepted))).kind).toBe('Conflict');
      });

      it('a second submit keeps the first decision', async () => {
        const { gateway } = await setup();
        const id = await submitted(gateway, 'reject');
        const again = value(await gateway.submitApplication({ id }));
        expect([again.progressState, again.application.status]).toEqual([13, 'rejected']);
      });

      it.each(['accept', 'thankyou', 'redirect', 'reject'])('a decided application (%s) is closed: a change, a new mobile number, an offer step are StepNotPending naming its result; reading still works', async (identity) => {
        const { gateway } = await setup();
        const id = await submitted(gateway, identity);
        const decided = value(await gateway.readStatus(id)).progressState;
        // The code is the backend's own word (ApplicationDecided on the reference API); the kind is the contract.
        for (const refused of [
          await failure(gateway.saveAnswers({ id, amount: 9000 })),
          await failure(gateway.submitApplication({ id, personalDetails: { firstName: 'Eva' } })),
          await failure(gateway.changeMobileNumber(id, '699111222')),
          await failure(gateway.submitOfferStageStep(id, 'policy', { consents: { creditBureau: true, precontractInformation: true } })),
        ]) {
          expect(refused).toMatchObject({ kind: 'StepNotPending' });
          if (refused.kind === 'StepNotPending' && refused.pendingRoute !== undefined) expect(refused.pendingRoute).toBe(pendingRoute(decided));
        }
        const resumed = value(await gateway.resumeApplication({ id, urlType: 'continue' }));
        expect(resumed.lead.amount).toBe(2500);
        expect(resumed.lead.contactDetails?.phoneNumber).toMatch(/612345678$/);
        expect(value(await gateway.readStatus(id)).progressState).toBe(decided);
      });

      it('a checking application shows its decision (accepted) after two status reads', async () => {
        const { gateway } = await setup();
        const id = await submitted(gateway, 'checking');
        const states = [];
        for (let poll = 0; poll < 3; poll += 1) states.push(value(await gateway.readStatus(id)).progressState);
        expect(states).toEqual([6, 6, 10]);
      });
    });

    describe('mobile verification', () => {
      it('a wrong code is Validation WrongCode on "code"; the right one moves the application on (accepted)', async () => {
        const { gateway, verificationCode } = await setup();
        const id = await submitted(gateway, 'verify');
        const code = await verificationCode(id);
        const wrong = code === '9999' ? '8888' : '9999';
        expect(fieldErrorsOf(await failure(gateway.verifyMobile(id, wrong)))).toEqual([['code', 'WrongCode']]);
        const verified = value(await gateway.verifyMobile(id, code));
        expect([verified.progressState, verified.application.status]).toEqual([10, 'accepted']);
      });

      it('the fifth wrong code spends the code: it and every later attempt are TooManyAttempts until a new code is sent', async () => {
        const { gateway, verificationCode, passTime } = await setup();
        const id = await submitted(gateway, 'verify');
        const code = await verificationCode(id);
        const wrong = code === '9999' ? '8888' : '9999';
        for (let attempt = 0; attempt < 4; attempt += 1) expect(fieldErrorsOf(await failure(gateway.verifyMobile(id, wrong)))).toEqual([['code', 'WrongCode']]);
        expect(fieldErrorsOf(await failure(gateway.verifyMobile(id, wrong)))).toEqual([['code', 'TooManyAttempts']]);
        expect(fieldErrorsOf(await failure(gateway.verifyMobile(id, code)))).toEqual([['code', 'TooManyAttempts']]);
        await passTime(60);
        const sent = value(await gateway.resendMobileCode(id));
        expect(sent.sent).toBe(true);
        expect(value(await gateway.verifyMobile(id, await verificationCode(id))).progressState).toBe(10);
      });

      it('resend answers the masked number (last three digits shown) and counts the codes sent', async () => {
        const { gateway, passTime } = await setup();
        const id = await submitted(gateway, 'verify');
        await passTime(60);
        const first = value(await gateway.resendMobileCode(id));
        await passTime(60);
        const second = value(await gateway.resendMobileCode(id));
        expect(first.maskedPhoneNumber).toMatch(/\*+678$/);
        expect(first.maskedPhoneNumber).not.toContain('612345');
        expect(second.sentCount).toBe(first.sentCount + 1);
        expect(second.progressState).toBe(7);
      });

      it('a resend straight after a code is sent (by the decision or a resend) is Validation ResendTooSoon on "code", saying when to ask again', async () => {
        const { gateway, passTime } = await setup();
        const id = await submitted(gateway, 'verify');
        expect(fieldErrorsOf(await failure(gateway.resendMobileCode(id)))).toEqual([['code', 'ResendTooSoon']]);
        await passTime(60);
        value(await gateway.resendMobileCode(id));
        const refusal = await failure(gateway.resendMobileCode(id));
        expect(fieldErrorsOf(refusal)).toEqual([['code', 'ResendTooSoon']]);
        expect(refusal.kind === 'Validation' && Number(refusal.fieldErrors[0]?.params?.retryAfterSeconds)).toBeGreaterThan(0);
      });

      it('wrong codes add up across resends: the tenth locks the application, right code and resend included', async () => {
        const { gateway, verificationCode, passTime } = await setup();
        const id = await submitted(gateway, 'verify');
        const code = await verificationCode(id);
        const wrong = code === '9999' ? '8888' : '9999';
        for (let attempt = 0; attempt < 5; attempt += 1) await gateway.verifyMobile(id, wrong);
        await passTime(60);
        value(await gateway.resendMobileCode(id));
        for (let attempt = 0; attempt < 4; attempt += 1) expect(fieldErrorsOf(await failure(gateway.verifyMobile(id, wrong)))).toEqual([['code', 'WrongCode']]);
        expect(fieldErrorsOf(await failure(gateway.verifyMobile(id, wrong)))).toEqual([['code', 'TooManyAttempts']]);
        expect(fieldErrorsOf(await failure(gateway.verifyMobile(id, code)))).toEqual([['code', 'TooManyAttempts']]);
        await passTime(60);
        expect(fieldErrorsOf(await failure(gateway.resendMobileCode(id)))).toEqual([['code', 'TooManyAttempts']]);
      });

      it('a new mobile number is stored on the application; a landline is Validation', async () => {
        const { gateway } = await setup();
        const id = await submitted(gateway, 'verify');
        const changed = value(await gateway.changeMobileNumber(id, '699111222'));
        expect(changed.progressState).toBe(7);
        expect(value(await gateway.resumeApplication({ id, urlType: 'continue' })).lead.contactDetails?.phoneNumber).toMatch(/699111222$/);
        expect((await failure(gateway.changeMobileNumber(id, '912345678'))).kind).toBe('Validation');
      });
    });

    describe('offer stage', () => {
      it('the step an application waits for moves it to what its decision left pending (accepted)', async () => {
        const { gateway } = await setup();
        const id = await submitted(gateway, 'vehicle');
        const answer = value(await gateway.submitOfferStageStep(id, 'vehicle', VEHICLE));
        expect([answer.progressState, answer.application.status]).toEqual([10, 'accepted']);
      });

      it('an out-of-turn step is StepNotPending naming the pending screen, and the application stays where it is', async () => {
        const { gateway } = await setup();
        const id = await submitted(gateway, 'verify');
        for (const refused of [
          await failure(gateway.submitOfferStageStep(id, 'customer-debts', { debts: { totalAmount: 0, overdueAmount: 0, inCollection: false } })),
          await failure(gateway.submitOfferStageStep(id, 'vehicle', VEHICLE)),
          await failure(gateway.skipOfferStep(id)),
          await failure(gateway.saveAnswers({ id, amount: 3000 })),
        ]) {
          expect(refused).toMatchObject({ kind: 'StepNotPending' });
          if (refused.kind === 'StepNotPending' && refused.pendingRoute !== undefined) expect(refused.pendingRoute).toBe('/mobile-verification');
        }
        expect(value(await gateway.readStatus(id)).progressState).toBe(7);
        const upload = await submitted(gateway, 'idupload');
        expect(await failure(gateway.verifyMobile(upload, '1234'))).toMatchObject({ kind: 'StepNotPending' });
        expect(value(await gateway.readStatus(upload)).progressState).toBe(30);
      });

      it('a skip is taken only where a state documents one (the id upload: to thank you, never accepted)', async () => {
        const { gateway } = await setup();
        const vehicle = await submitted(gateway, 'vehicle');
        expect(await failure(gateway.skipOfferStep(vehicle))).toMatchObject({ kind: 'StepNotPending' });
        const rejected = await submitted(gateway, 'reject');
        expect(await failure(gateway.skipOfferStep(rejected))).toMatchObject({ kind: 'StepNotPending' });
        const upload = await submitted(gateway, 'idupload');
        const skipped = value(await gateway.skipOfferStep(upload));
        expect([skipped.progressState, skipped.application.status]).toEqual([11, 'completed']);
      });

      it('continue selling hands a rejected application to a partner (redirected); an accepted one refuses it', async () => {
        const { gateway } = await setup();
        const rejected = await submitted(gateway, 'reject');
        const handed = value(await gateway.continueSelling(rejected));
        expect([handed.progressState, handed.application.status]).toEqual([12, 'redirected']);
        expect(value(await gateway.getPartnerRedirect(rejected)).partner.url).toMatch(/^https:\/\//);
        const accepted = await submitted(gateway, 'accept');
        expect(await failure(gateway.continueSelling(accepted))).toMatchObject({ kind: 'StepNotPending' });
        expect(value(await gateway.readStatus(accepted)).progressState).toBe(10);
      });

      it('offer-stage calls on an unknown application are NotFound (from a browser holding an application)', async () => {
        const { gateway } = await setup();
        await created(gateway);
        expect((await failure(gateway.submitOfferStageStep(UNKNOWN_ID, 'payment', {}))).kind).toBe('NotFound');
        expect((await failure(gateway.skipOfferStep(UNKNOWN_ID))).kind).toBe('NotFound');
        expect((await failure(gateway.getPartnerRedirect(UNKNOWN_ID))).kind).toBe('NotFound');
      });
    });

    describe('lookups', () => {
      it('a Spanish postal code answers its province; a code without one is a failure the funnel ignores', async () => {
        const { gateway } = await setup();
        const found = value(await gateway.lookUpPostcode('28013'));
        expect(found.postalCode).toBe('28013');
        expect(found.province).toMatch(/\S/);
        expect(['Validation', 'NotFound']).toContain((await failure(gateway.lookUpPostcode('99999'))).kind);
      });

      it('an e-mail check says valid, suggests the common domain of a near miss, and refuses a malformed address', async () => {
        const { gateway } = await setup();
        expect(value(await gateway.validateEmail('ana@gmail.com'))).toMatchObject({ valid: true });
        expect(value(await gateway.validateEmail('ana@gmial.com')).suggestion).toBe('ana@gmail.com');
        expect(value(await gateway.validateEmail('ana.example.com')).valid).toBe(false);
      });

      it('reference data: countries, positions, policies, vehicle models, company names', async () => {
        const { gateway } = await setup();
        expect(value(await gateway.getCountryChoices()).choices.length).toBeGreaterThan(0);
        expect(value(await gateway.getPositionChoices()).choices.length).toBeGreaterThan(0);
        expect(value(await gateway.getPolicies()).policies.length).toBeGreaterThan(0);
        expect(value(await gateway.getVehicleModels()).makes.length).toBeGreaterThan(0);
        expect(Array.isArray(value(await gateway.lookUpCompany('banco')).companies)).toBe(true);
        expect(Array.isArray(value(await gateway.getPartnerLogos()).logos)).toBe(true);
      });
    });

    describe('customer', () => {
      it('consents given with the answers and saved later are answered as the latest per type', async () => {
        const { gateway } = await setup();
        const id = await created(gateway);
        expect(value(await gateway.getCustomerConsents(id)).consents).toContainEqual(expect.objectContaining({ id: 'general', accepted: true }));
        const saved = value(await gateway.saveCustomerConsents(id, { consents: [{ id: 'marketing', accepted: true }] }));
        expect(saved.consents).toContainEqual(expect.objectContaining({ id: 'marketing', accepted: true }));
        expect(value(await gateway.getCustomerConsents(id)).consents).toContainEqual(expect.objectContaining({ id: 'marketing', accepted: true }));
        expect((await failure(gateway.getCustomerConsents(UNKNOWN_ID))).kind).toBe('NotFound');
      });

      it('unsubscribing is idempotent; a malformed address is Validation on "email"', async () => {
        const { gateway } = await setup();
        const email = `${unique('u')}@example.com`;
        expect(value(await gateway.unsubscribe(email))).toEqual({ email, unsubscribed: true });
        expect(value(await gateway.unsubscribe(email)).unsubscribed).toBe(true);
        expect(fieldErrorsOf(await failure(gateway.unsubscribe('nobody'))).map(([field]) => field)).toEqual(['email']);
      });

      it('an affiliate event is accepted', async () => {
        const { gateway } = await setup();
        expect(value(await gateway.sendAffiliateEvent({ event: 'landing', attribute: 'partnerA' })).accepted).toBe(true);
      });
    });
  });
}
