import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlowStep } from '../../../domain/flow/FlowDefinition';
import { ES_VEHICLE_V3 } from '../../../domain/flow/flows/esVehicleV3';
import { StepFormStore } from '../../../ui/steps/StepFormStore';
import { DEFERRED_FIELD_VALIDATORS } from '../../../domain/fields/validateField';
import { lazyModule } from '../../../application/shared/lazyModule';
import { createFieldRules, FIELD_RULES } from '../../../ui/steps/fieldRules';
import { deferredValidatorsFor } from '../../../ui/steps/laterSteps';
import type { PhoneCode } from '../../../ui/steps/phoneCode';
import { ControlledImport } from '../../support/ControlledImport';
import { toLeadValue, type ValueContext } from '../../../ui/steps/formValues';
import { HOSTILE_INPUT_MS } from '../../support/hostileInputTime';

const ctx: ValueContext = { country: 'ES', intlLocale: 'es-ES', callingCode: '+34' };
const today = { y: 2026, m: 1, d: 15 };
const rules = FIELD_RULES;
const step = (path: string): FlowStep => {
  const found = ES_VEHICLE_V3.steps.find((candidate) => candidate.path === path);
  if (!found) throw new Error(path);
  return found;
};

describe('StepFormStore (docs/accessible-forms.md "When to validate": on Continue only, never clear what was typed)', () => {
  it('starts from the saved answers in the form the controls show', async () => {
    const saved = { contactDetails: { email: 'a@b.es', phoneNumber: '+34612345678' }, generalPolicies: true };
    const phone = lazyModule(() => import('../../../ui/steps/phoneCodeChunk'));
    const withPhoneCode = createFieldRules(deferredValidatorsFor, phone);
    // Before the phone code is there the national number is shown as stored; the phone field formats it on arrival.
    expect(new StepFormStore(step('initial-details'), saved, [], ctx, undefined, withPhoneCode).values['contactDetails.phoneNumber']).toBe('612345678');
    await phone.load();
    const form = new StepFormStore(step('initial-details'), saved, [], ctx, undefined, withPhoneCode);
    expect(form.values['contactDetails.email']).toBe('a@b.es');
    expect(form.values['contactDetails.phoneNumber']).toBe('612 34 56 78');
    expect(form.values.generalPolicies).toBe(true);
    expect(form.values['contactDetails.marketingConsents']).toBe(false);
  });

  it('shows money with es-ES grouping, yes/no as radios, dates as three parts', () => {
    expect(new StepFormStore(step('monthly-income'), { incomeDetails: { monthlyIncome: 12345 } }, [], ctx).values['incomeDetails.monthlyIncome']).toBe('12.345');
    expect(new StepFormStore(step('online-banking'), { incomeDetails: { usingOnlineBanking: false } }, [], ctx).values['incomeDetails.usingOnlineBanking']).toBe('no');
    expect(new StepFormStore(step('date-of-birth'), { personalDetails: { dateOfBirth: '1985-06-05' } }, [], ctx).values['personalDetails.dateOfBirth']).toEqual({ day: '5', month: '6', year: '1985' });
  });

  it('Continue with nothing answered: Required and MustBeAccepted in field order, attempts counted, nothing cleared', () => {
    const form = new StepFormStore(step('initial-details'), {}, [], ctx);
    form.setValue('contactDetails.email', 'not an email');
    expect(form.validate(rules, today, new Set(['googleCaptchaToken']))).toBe(false);
    expect(form.orderedProblems.map(({ field, problem }) => [field.name, problem.kind])).toEqual([
      ['contactDetails.email', 'InvalidFormat'],
      ['contactDetails.phoneNumber', 'Required'],
      ['generalPolicies', 'MustBeAccepted'],
    ]);
    expect(form.attempts).toBe(1);
    expect(form.values['contactDetails.email']).toBe('not an email');
    form.validate(rules, today, new Set(['googleCaptchaToken']));
    expect(form.attempts).toBe(2);
  });

  it('valid answers pass and become lead values: E.164 phone, number money, boolean yes/no, ISO date, compact IBAN', async () => {
    const initial = new StepFormStore(step('initial-details'), {}, [], ctx);
    initial.setValue('contactDetails.email', ' ana@example.es ');
    initial.setValue('contactDetails.phoneNumber', '612 34 56 78');
    initial.setValue('generalPolicies', true);
    expect(await initial.validateWhenReady(rules, today, new Set(['googleCaptchaToken']))).toBe(true);
    expect(initial.answers(rules, new Set(['googleCaptchaToken']))).toEqual({
      contactDetails: { email: 'ana@example.es', phoneNumber: '+34612345678', marketingConsents: false },
      generalPolicies: true,
    });
    const money = new StepFormStore(step('monthly-income'), {}, [], ctx);
    money.setValue('incomeDetails.monthlyIncome', '1.500');
    expect(money.answers(rules)).toEqual({ incomeDetails: { monthlyIncome: 1500 } });
    const dob = new StepFormStore(step('date-of-birth'), {}, [], ctx);
    dob.setValue('personalDetails.dateOfBirth', { day: '5', month: '6', year: '1985' });
    expect(await dob.validateWhenReady(rules, today)).toBe(true);
    expect(dob.answers(rules)).toEqual({ personalDetails: { dateOfBirth: '1985-06-05' } });
    const iban = new StepFormStore(step('bank-account'), {}, [], ctx);
    iban.setValue('incomeDetails.iban', 'es91 2100 0418 4502 0005 1332');
    expect(await iban.validateWhenReady(rules, today)).toBe(true);
    expect(iban.answers(rules)).toEqual({ incomeDetails: { iban: 'ES9121000418450200051332' } });
  });

  it('Continue on a step with on-demand rules waits for them; if they cannot load: CheckUnavailable, answer kept, retried next time', async () => {
    const chunk = new ControlledImport<{ DEFERRED_FIELD_VALIDATORS: typeof DEFERRED_FIELD_VALIDATORS }>();
    const lazyRules = createFieldRules(lazyModule(chunk.importer));
    const iban = new StepFormStore(step('bank-account'), {}, [], ctx);
    iban.setValue('incomeDetails.iban', 'ES91 2100 0418 4502 0005 1333');
    const failing = iban.validateWhenReady(lazyRules, today);
    chunk.reject();
    expect(await failing).toBe(false);
    expect(iban.problems['incomeDetails.iban']).toEqual({ kind: 'CheckUnavailable' });
    expect(iban.values['incomeDetails.iban']).toBe('ES91 2100 0418 4502 0005 1333');
    const retried = iban.validateWhenReady(lazyRules, today);
    chunk.resolve({ DEFERRED_FIELD_VALIDATORS });
    expect(await retried).toBe(false);
    expect(iban.problems['incomeDetails.iban']).toEqual({ kind: 'InvalidChecksum' });
    iban.setValue('incomeDetails.iban', 'ES91 2100 0418 4502 0005 1332');
    expect(await iban.validateWhenReady(lazyRules, today)).toBe(true);
    expect(chunk.calls).toBe(2);
  });

  it('Continue on step 1 waits for the phone code (not in the first step); if it cannot load: CheckUnavailable, number kept as typed', async () => {
    const phoneChunk = new ControlledImport<PhoneCode>();
    const lazyRules = createFieldRules(deferredValidatorsFor, lazyModule(phoneChunk.importer));
    const form = new StepFormStore(step('initial-details'), {}, [], ctx);
    form.setValue('contactDetails.email', 'ana@example.es');
    form.setValue('contactDetails.phoneNumber', '912 34 56 78');
    form.setValue('generalPolicies', true);
    const skip = new Set(['googleCaptchaToken']);
    const failing = form.validateWhenReady(lazyRules, today, skip);
    phoneChunk.reject();
    expect(await failing).toBe(false);
    expect(form.problems).toEqual({ 'contactDetails.phoneNumber': { kind: 'CheckUnavailable' } });
    expect(form.answers(lazyRules, skip).contactDetails?.phoneNumber).toBe('912 34 56 78');
    const retried = form.validateWhenReady(lazyRules, today, skip);
    phoneChunk.resolve(await import('../../../ui/steps/phoneCodeChunk'));
    expect(await retried).toBe(false);
    // A fixed line: the applicant's own phone must be a mobile (SMS verification).
    expect(form.problems).toEqual({ 'contactDetails.phoneNumber': { kind: 'PhoneNotMobile' } });
    form.setValue('contactDetails.phoneNumber', '612 34 56 78');
    expect(await form.validateWhenReady(lazyRules, today, skip)).toBe(true);
    expect(form.answers(lazyRules, skip).contactDetails?.phoneNumber).toBe('+34612345678');
    expect(phoneChunk.calls).toBe(2);
  });

  it('an optional field left empty is sent as null (a cleared answer is cleared on the server)', () => {
    const form = new StepFormStore(step('flat-number'), { contactDetails: { flatNumber: '2B' } }, [], ctx);
    form.setValue('contactDetails.flatNumber', '');
    expect(form.validate(rules, today)).toBe(true);
    expect(form.answers(rules)).toEqual({ contactDetails: { flatNumber: null } });
  });

  it('income payday: 31 passes and 32 fails (one unit over the flow bound)', () => {
    const form = new StepFormStore(step('income-payday'), {}, [], ctx);
    form.setValue('incomeDetails.incomePayday', '31');
    expect(form.validate(rules, today)).toBe(true);
    form.setValue('incomeDetails.incomePayday', '32');
    expect(form.validate(rules, today)).toBe(false);
    expect(form.problems['incomeDetails.incomePayday']?.kind).toBe('AboveMaximum');
  });

  it('server errors show on the page; codes without a message read as InvalidFormat', () => {
    const form = new StepFormStore(step('personal-code'), {}, [{ fieldName: 'personalDetails.personalCode', code: 'InvalidChecksum' }], ctx);
    expect(form.problems['personalDetails.personalCode']?.kind).toBe('InvalidChecksum');
    form.showServerErrors([{ fieldName: 'personalDetails.personalCode', code: 'SomethingNew', message: 'server text' }]);
    expect(form.problems['personalDetails.personalCode']).toEqual({ kind: 'InvalidFormat' });
    expect(form.attempts).toBe(1);
  });

  it('converting typed text never throws and is fast, whatever is typed', () => {
    const fields = ES_VEHICLE_V3.steps.flatMap((candidate) => candidate.fields);
    fc.assert(
      fc.property(fc.constantFrom(...fields), fc.string({ maxLength: 64 }), (field, text) => {
        toLeadValue(field, text, ctx, rules);
      }),
    );
    const long = '9'.repeat(10_000);
    const started = performance.now();
    for (const field of fields) toLeadValue(field, long, ctx, rules);
    expect(performance.now() - started).toBeLessThan(HOSTILE_INPUT_MS * fields.length);
  });
});

describe('problemFromServer (docs/product.md "Error catalogue": the ui shows its own message for a server code it knows)', () => {
  it('every code with a message in the validation texts keeps its kind; an unknown code reads as InvalidFormat', async () => {
    const { problemFromServer } = await import('../../../ui/steps/StepFormStore');
    const { validation } = (await import('../../../locales/es/validation.json')).default as unknown as { validation: Record<string, unknown> };
    // Per-field messages (`fields`) are not codes.
    for (const code of Object.keys(validation).filter((key) => key !== 'CheckUnavailable' && typeof validation[key] === 'string')) {
      expect(problemFromServer({ fieldName: 'contactDetails.email', code }).kind, code).toBe(code);
    }
    expect(problemFromServer({ fieldName: 'contactDetails.email', code: 'SomethingNew' }).kind).toBe('InvalidFormat');
  });
});
