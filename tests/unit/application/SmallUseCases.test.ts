import { describe, expect, it } from 'vitest';
import { ChangeMobileNumber } from '../../../application/usecases/ChangeMobileNumber';
import { ChooseLoan } from '../../../application/usecases/ChooseLoan';
import { ClearState } from '../../../application/usecases/ClearState';
import { COMPANY_QUERY_MIN_LENGTH, LookUpCompany } from '../../../application/usecases/LookUpCompany';
import { LookUpPostcode } from '../../../application/usecases/LookUpPostcode';
import { LoadReferenceData } from '../../../application/usecases/LoadReferenceData';
import { ResendMobileCode } from '../../../application/usecases/ResendMobileCode';
import { SubmitOfferStep } from '../../../application/usecases/SubmitOfferStep';
import { Unsubscribe } from '../../../application/usecases/Unsubscribe';
import { ValidateEmail } from '../../../application/usecases/ValidateEmail';
import { VerifyMobile } from '../../../application/usecases/VerifyMobile';
import { aBrand, aLead, aSavedState } from '../../support/leadMother';
import { esPages, harness } from './support/harness';

describe('ChooseLoan (docs/validation-by-country.md "Amount and period": amount steps of 100, period steps of 1; docs/validation-by-country.md "Amount and period": limits 1000–20000)', () => {
  const setUp = () => {
    const h = harness();
    return { ...h, chooseLoan: new ChooseLoan(h.storage, aBrand()) };
  };

  it.each([
    [1000, 60, null, null],
    [20000, 96, null, null],
    [900, 60, 'BelowMinimum', null],
    [20100, 60, 'AboveMaximum', null],
    [1050, 60, 'NotAStep', null],
    [2500, 11, null, 'BelowMinimum'],
    [2500, 97, null, 'AboveMaximum'],
    [2500, 12.5, null, 'InvalidFormat'],
  ])('amount %i, period %i → amount error %s, period error %s', async (amount, period, amountKind, periodKind) => {
    const { chooseLoan } = setUp();
    const result = await chooseLoan.execute({ state: aSavedState(), amount, period });
    if (amountKind === null && periodKind === null) {
      expect(result.ok && result.value.state.lead).toMatchObject({ amount, period, periodScale: 'months' });
      return;
    }
    if (result.ok || result.error.kind !== 'InvalidInput') throw new Error('expected InvalidInput');
    expect(result.error.errors.amount?.kind ?? null).toBe(amountKind);
    expect(result.error.errors.period?.kind ?? null).toBe(periodKind);
  });

  it('saves the loan application to storage (docs/sessions-and-storage.md "Persistence": "One specific action")', async () => {
    const { chooseLoan, memory } = setUp();
    await chooseLoan.execute({ state: aSavedState(), amount: 3000, period: 24 });
    expect(memory.read('storedLoanApplication')).toEqual({ v: 1, data: { amount: 3000, period: 24, periodScale: 'months' } });
  });
});

describe('ClearState (docs/sessions-and-storage.md "Clearing the state": "The clear-state action")', () => {
  it('sets progress 0, empties the result, strips stale fields, resets the pages and forgets the operation keys', async () => {
    const h = harness();
    await h.keys.keyFor('leadCreate');
    const pages = esPages().map((page) => (page.path === 'name' ? { ...page, errors: [{ fieldName: 'personalDetails.firstName', code: 'Required' }] } : page));
    const state = aSavedState('lead-1', 10, {
      lead: aLead({ id: 'lead-1', generalPolicies: true, policies: ['privacy'], otherDetails: { ibanConsent: true, loanPurpose: 'OTHER' } }),
      pages,
      result: { status: 'accepted' },
    });
    const result = await new ClearState(h.storage, h.keys, esPages).execute({ state });
    if (!result.ok) throw new Error('unexpected');
    const cleared = result.value.state;
    expect(cleared.other.progressState).toBe(0);
    expect(cleared.result).toBeNull();
    expect(cleared.lead.id).toBeUndefined();
    expect(cleared.lead.generalPolicies).toBeUndefined();
    expect(cleared.lead.otherDetails).toEqual({ loanPurpose: 'OTHER' });
    expect(cleared.pages.every((page) => page.errors.length === 0)).toBe(true);
    expect(h.keys.peek('leadCreate')).toBeUndefined();
    expect(h.memory.read('lid')).toBeUndefined();
  });
});

describe('lookups and email checks', () => {
  it('LookUpPostcode answers a malformed code locally and looks up a valid one', async () => {
    const h = harness();
    const lookUp = new LookUpPostcode(h.gateway, 'ES');
    const bad = await lookUp.execute({ postalCode: '2800' });
    expect(!bad.ok && bad.error.kind).toBe('InvalidInput');
    expect(h.gateway.calls).toHaveLength(0);
    const good = await lookUp.execute({ postalCode: ' 28001 ' });
    expect(good.ok && good.value.province).toBe('Madrid');
    expect(h.gateway.callsOf('lookUpPostcode')[0]?.args).toEqual(['28001']);
  });

  it('LookUpPostcode passes a lookup failure on', async () => {
    const h = harness();
    h.gateway.failNext('lookUpPostcode', { kind: 'NotFound' });
    const result = await new LookUpPostcode(h.gateway, 'ES').execute({ postalCode: '08001' });
    expect(!result.ok && result.error.kind).toBe('NotFound');
  });

  it(`LookUpCompany asks nothing under ${COMPANY_QUERY_MIN_LENGTH} characters`, async () => {
    const h = harness();
    const lookUp = new LookUpCompany(h.gateway);
    expect(await lookUp.execute({ name: ' a ' })).toEqual({ ok: true, value: { companies: [] } });
    expect(h.gateway.calls).toHaveLength(0);
    const found = await lookUp.execute({ name: 'ac' });
    expect(found.ok && found.value.companies[0]?.name).toBe('ac S.L.');
    const tooLong = await lookUp.execute({ name: 'x'.repeat(256) });
    expect(!tooLong.ok && tooLong.error.kind).toBe('InvalidInput');
  });

  it('ValidateEmail checks the pattern first, then asks the API (suggestion offered, not applied)', async () => {
    const h = harness();
    const validate = new ValidateEmail(h.gateway);
    const bad = await validate.execute({ email: 'not-an-email' });
    expect(!bad.ok && bad.error.kind).toBe('InvalidInput');
    const typo = await validate.execute({ email: 'ana@gmial.com' });
    expect(typo.ok && typo.value.suggestion).toBe('ana@gmail.com');
  });

  it('Unsubscribe sends a well-formed address and refuses a malformed one', async () => {
    const h = harness();
    const unsubscribe = new Unsubscribe(h.gateway);
    expect(await unsubscribe.execute({ email: ' ana@example.es ' })).toEqual({ ok: true, value: { email: 'ana@example.es', unsubscribed: true } });
    const bad = await unsubscribe.execute({ email: 'ana@' });
    expect(!bad.ok && bad.error.kind).toBe('InvalidInput');
    expect(h.gateway.callsOf('unsubscribe')).toHaveLength(1);
  });

  it('Unsubscribe passes a network failure on as a value', async () => {
    const h = harness();
    h.gateway.failNext('unsubscribe', { kind: 'Network' });
    const result = await new Unsubscribe(h.gateway).execute({ email: 'ana@example.es' });
    expect(result).toEqual({ ok: false, error: { kind: 'Network' } });
  });
});

describe('mobile verification (docs/product.md "Calls")', () => {
  const setUp = () => {
    const h = harness();
    h.gateway.seed({ ...aLead(), id: 'lead-1' }, 7, { status: 'offer-stage' });
    return h;
  };

  it('VerifyMobile follows the new progress state on the right code', async () => {
    const h = setUp();
    const result = await new VerifyMobile(h.gateway, h.storage, h.clock).execute({ state: aSavedState('lead-1', 7), code: '12 34' });
    expect(result.ok && result.value.route).toBe('/accepted');
    expect(result.ok && result.value.state.other.routeChange?.method).toBe('REPLACE');
  });

  it('VerifyMobile passes a wrong code on as a field error of "code", and refuses a malformed code without a call', async () => {
    const h = setUp();
    const verify = new VerifyMobile(h.gateway, h.storage, h.clock);
    const wrong = await verify.execute({ state: aSavedState('lead-1', 7), code: '9999' });
    expect(!wrong.ok && wrong.error.kind === 'Validation' && wrong.error.fieldErrors[0]?.code).toBe('WrongCode');
    expect(h.gateway.callsOf('verifyMobile')[0]?.args).toEqual(['lead-1', '9999']);
    const malformed = await verify.execute({ state: aSavedState('lead-1', 7), code: '12' });
    expect(!malformed.ok && malformed.error.kind).toBe('InvalidInput');
    expect(h.gateway.callsOf('verifyMobile')).toHaveLength(1);
  });

  it('ResendMobileCode needs a lead and passes the answer on', async () => {
    const h = setUp();
    const resend = new ResendMobileCode(h.gateway);
    const sent = await resend.execute({ state: aSavedState('lead-1', 7) });
    expect(sent.ok && sent.value.maskedPhoneNumber).toBe('612***678');
    const none = await resend.execute({ state: { ...aSavedState(), lead: aLead() } });
    expect(!none.ok && none.error.kind).toBe('NoLead');
  });

  it('ChangeMobileNumber accepts a Spanish mobile, stores it and returns to verification; refuses a landline', async () => {
    const h = setUp();
    const change = new ChangeMobileNumber(h.gateway, h.storage, h.clock, 'ES');
    const landline = await change.execute({ state: aSavedState('lead-1', 15), phoneNumber: '912345678' });
    expect(!landline.ok && landline.error.kind).toBe('InvalidInput');
    const result = await change.execute({ state: aSavedState('lead-1', 15), phoneNumber: '699111222' });
    if (!result.ok) throw new Error(result.error.kind);
    expect(result.value.state.lead.contactDetails?.phoneNumber).toBe('699111222');
    expect(result.value.route).toBe('/mobile-verification');
  });
});

describe('SubmitOfferStep (docs/product.md "Calls": offer-stage calls)', () => {
  const setUp = () => {
    const h = harness();
    h.gateway.seed({ ...aLead(), id: 'lead-1' }, 30, { status: 'offer-stage' });
    return { ...h, useCase: new SubmitOfferStep(h.gateway, h.storage, h.clock) };
  };

  it.each([
    [{ kind: 'step', step: 'documentId' } as const, 'submitOfferStageStep', ['lead-1', 'documentId', { documentType: 'DNI', id: 'forged' }], '/accepted'],
    [{ kind: 'skip' } as const, 'skipOfferStep', ['lead-1'], '/thank-you'],
  ])('%j calls %s and follows the answered state', async (action, method, args, route) => {
    const { useCase, gateway } = setUp();
    const result = await useCase.execute({ state: aSavedState('lead-1', 30), action, data: { documentType: 'DNI', id: 'forged' } });
    expect(result.ok && result.value.route).toBe(route);
    expect(result.ok && result.value.state.other.routeChange?.method).toBe('REPLACE');
    expect(gateway.calls.map((call) => [call.method, ...call.args])).toEqual([[method, ...args]]);
  });

  it('a step the lead does not wait for is refused (StepNotPending naming its screen) and the state is kept', async () => {
    const { useCase } = setUp();
    const result = await useCase.execute({ state: aSavedState('lead-1', 30), action: { kind: 'step', step: 'payment' }, data: {} });
    expect(!result.ok && result.error).toMatchObject({ kind: 'StepNotPending', pendingRoute: '/id-upload', progressState: 30 });
  });

  it('continue selling hands a rejected lead to a partner (the redirected screen)', async () => {
    const { useCase, gateway } = setUp();
    gateway.seed({ ...aLead(), id: 'lead-1' }, 13, { status: 'rejected' });
    const result = await useCase.execute({ state: aSavedState('lead-1', 13), action: { kind: 'continueSelling' } });
    expect(result.ok && result.value.route).toBe('/redirected');
  });

  it('refuses a step outside the API list, and needs a lead', async () => {
    const { useCase, gateway } = setUp();
    const unknown = await useCase.execute({ state: aSavedState('lead-1', 30), action: { kind: 'step', step: 'nope' as 'payment' } });
    expect(!unknown.ok && unknown.error.kind).toBe('InvalidInput');
    const none = await useCase.execute({ state: { ...aSavedState(), lead: aLead() }, action: { kind: 'skip' } });
    expect(!none.ok && none.error.kind).toBe('NoLead');
    expect(gateway.calls).toHaveLength(0);
  });
});

describe('LoadReferenceData (docs/product.md "Calls": lookups)', () => {
  it.each([
    ['countries', 'getCountryChoices'],
    ['positions', 'getPositionChoices'],
    ['partnerLogos', 'getPartnerLogos'],
    ['vehicleModels', 'getVehicleModels'],
    ['policies', 'getPolicies'],
    ['testDataPoints', 'getTestDataPoints'],
  ] as const)('%s → %s', async (kind, method) => {
    const h = harness();
    const result = await new LoadReferenceData(h.gateway).execute({ kind });
    expect(result.ok).toBe(true);
    expect(h.gateway.calls.map((call) => call.method)).toEqual([method]);
  });

  it('passes a failure on as its value', async () => {
    const h = harness();
    h.gateway.failNext('getTestDataPoints', { kind: 'NotFound' });
    expect(await new LoadReferenceData(h.gateway).execute({ kind: 'testDataPoints' })).toEqual({ ok: false, error: { kind: 'NotFound' } });
  });
});
