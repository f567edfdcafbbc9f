import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFERRED_FIELD_RULES, isDeferredFieldRule, isPhoneFieldRule } from '../../../../domain/validation/deferredFieldRules';
import { DEFERRED_FIELD_VALIDATORS } from '../../../../domain/fields/validateField';
import { FIELD_RULES, type FieldRule } from '../../../../domain/validation/FieldRule';
import type { CountryNormalisers, ValidationContext } from '../../../../domain/validation/ValidationContext';
import { requireCountryPack } from '../../../../domain/country/countryPacks';
import { toLeadValue } from '../../../../ui/steps/formValues';
import { F } from '../../../../domain/flow/catalogue/fields';
import { validateField } from '../../../../domain/fields/validateField';
import { lazyModule } from '../../../../application/kernel/lazyModule';
import { createFieldRules } from '../../../../ui/steps/fieldRules';
import type { PhoneCode } from '../../../../ui/steps/phoneCode';
import { PHONE_FIELD_VALIDATORS } from '../../../../domain/phone/phoneFieldValidators';
import { toE164 } from '../../../../domain/phone/toE164';
import { formatPhoneNumber } from '../../../../domain/phone/formatPhoneNumber';
import { LATER_CONTROLS, needsLaterCode } from '../../../../ui/steps/laterSteps';
import { ES_VEHICLE_V3 } from '../../../../domain/flow/flows/esVehicleV3';
import { GENERIC_V3 } from '../../../../domain/flow/flows/genericV3';
import { ControlledImport, flushPromises } from '../../../support/ControlledImport';

const ctx: ValidationContext = { country: 'ES', today: { y: 2026, m: 1, d: 15 }, required: true };
const VALID_IBAN = 'ES91 2100 0418 4502 0005 1332';
type Deferred = { DEFERRED_FIELD_VALIDATORS: typeof DEFERRED_FIELD_VALIDATORS; normalisers?: CountryNormalisers };

type Phone = Pick<PhoneCode, 'PHONE_FIELD_VALIDATORS' | 'toE164' | 'formatPhoneNumber'>;
const PHONE: Phone = { PHONE_FIELD_VALIDATORS, toE164, formatPhoneNumber };

const setup = () => {
  const chunk = new ControlledImport<Deferred>();
  const phoneChunk = new ControlledImport<Phone>();
  return { chunk, phoneChunk, rules: createFieldRules(lazyModule(chunk.importer), lazyModule(phoneChunk.importer)) };
};

describe('the ui field rules: core validators bundled, deferred ones on demand (first-step budget)', () => {
  it('an IBAN is validated only once the chunk has resolved: CheckUnavailable before, never a pass', async () => {
    const { chunk, rules } = setup();
    expect(rules.validateField('bankAccount', VALID_IBAN, ctx)).toEqual({ kind: 'CheckUnavailable' });
    expect(rules.validateField('bankAccount', 'ES00 nonsense', ctx)).toEqual({ kind: 'CheckUnavailable' });
    expect(chunk.calls).toBe(1);
    chunk.resolve({ DEFERRED_FIELD_VALIDATORS });
    await flushPromises();
    expect(rules.validateField('bankAccount', VALID_IBAN, ctx)).toBeNull();
    expect(rules.validateField('bankAccount', 'ES9121000418450200051333', ctx)?.kind).toBe('InvalidChecksum');
  });

  it('stores an IBAN typed from a bank statement, "IBAN ES91 2100 0418 4502 0005 1332", as ES9121000418450200051332: the country pack normalises it', async () => {
    const { chunk, rules } = setup();
    const typed = 'IBAN ES91 2100 0418 4502 0005 1332';
    const valueContext = { country: 'ES' as const, intlLocale: 'es-ES', callingCode: '+34' };
    expect(rules.validateField('bankAccount', typed, ctx)).toEqual({ kind: 'CheckUnavailable' });
    chunk.resolve({ DEFERRED_FIELD_VALIDATORS, normalisers: requireCountryPack('ES') });
    await flushPromises();
    expect(rules.validateField('bankAccount', typed, ctx)).toBeNull();
    expect(rules.normaliseField('bankAccount', typed, 'ES')).toBe('ES9121000418450200051332');
    expect(toLeadValue(F.iban, typed, valueContext, rules)).toBe('ES9121000418450200051332');
  });

  it('whenReady waits for the chunk before answering true; core rules need no chunk', async () => {
    const { chunk, phoneChunk, rules } = setup();
    expect(await rules.whenReady?.(['email', 'name', 'accepted'])).toBe(true);
    expect(chunk.calls).toBe(0);
    expect(phoneChunk.calls).toBe(0);
    let ready: boolean | undefined;
    void rules.whenReady?.(['name', 'bankAccount']).then((answer) => (ready = answer));
    await flushPromises();
    expect(ready).toBeUndefined();
    chunk.resolve({ DEFERRED_FIELD_VALIDATORS });
    await flushPromises();
    expect(ready).toBe(true);
  });

  it('readyNow says, without waiting, whether whenReady would answer true at once (an instant Continue: issue 14)', async () => {
    const { chunk, phoneChunk, rules } = setup();
    expect(rules.readyNow?.(['email', 'name', 'accepted'], 'ES')).toBe(true);
    expect(rules.readyNow?.(['name', 'bankAccount'], 'ES')).toBe(false);
    expect(rules.readyNow?.(['phone'], 'ES')).toBe(false);
    void rules.whenReady?.(['bankAccount', 'phone'], 'ES');
    chunk.resolve({ DEFERRED_FIELD_VALIDATORS });
    await flushPromises();
    expect(rules.readyNow?.(['name', 'bankAccount'], 'ES')).toBe(true);
    expect(rules.readyNow?.(['bankAccount', 'phone'], 'ES')).toBe(false);
    phoneChunk.resolve(PHONE);
    await flushPromises();
    expect(rules.readyNow?.(['bankAccount', 'phone'], 'ES')).toBe(true);
  });

  it('a rejected import: whenReady answers false, the rule says CheckUnavailable, and the next use retries', async () => {
    const { chunk, rules } = setup();
    const ready = rules.whenReady?.(['nationalId']);
    chunk.reject();
    expect(await ready).toBe(false);
    expect(rules.validateField('nationalId', '12345678Z', ctx)).toEqual({ kind: 'CheckUnavailable' });
    expect(chunk.calls).toBe(2);
    chunk.resolve({ DEFERRED_FIELD_VALIDATORS });
    await flushPromises();
    expect(rules.validateField('nationalId', '12345678Z', ctx)).toBeNull();
  });

  it('empty answers and core rules are judged at once; any use prefetches the chunk (Continue on step 1)', () => {
    const { chunk, phoneChunk, rules } = setup();
    expect(rules.validateField('bankAccount', '', ctx)).toEqual({ kind: 'Required' });
    expect(rules.validateField('bankAccount', '  ', { ...ctx, required: false })).toBeNull();
    expect(rules.validateField('phone', '', ctx)).toEqual({ kind: 'Required' });
    expect(rules.validateField('email', 'ana@example.es', ctx)).toBeNull();
    // Each use starts its chunk's load, so the next Continue finds it there.
    expect(chunk.calls).toBe(1);
    expect(phoneChunk.calls).toBe(1);
  });

  it('a phone is validated, converted and formatted only once the phone chunk has resolved; whenReady waits for that chunk alone', async () => {
    const { chunk, phoneChunk, rules } = setup();
    expect(rules.validateField('phone', '912345678', { ...ctx, mobileOnly: true })).toEqual({ kind: 'CheckUnavailable' });
    expect(rules.phoneToE164('612 34 56 78', 'ES')).toBeNull();
    expect(rules.formatPhoneNational('+34612345678', 'ES')).toBeNull();
    expect(phoneChunk.calls).toBe(1);
    let ready: boolean | undefined;
    void rules.whenReady?.(['email', 'phone']).then((answer) => (ready = answer));
    await flushPromises();
    expect(ready).toBeUndefined();
    phoneChunk.resolve(PHONE);
    await flushPromises();
    expect(ready).toBe(true);
    expect(rules.validateField('phone', '912345678', { ...ctx, mobileOnly: true })).toEqual({ kind: 'PhoneNotMobile' });
    expect(rules.validateField('phone', '612345678', { ...ctx, mobileOnly: true })).toBeNull();
    expect(rules.phoneToE164('612 34 56 78', 'ES')).toBe('+34612345678');
    expect(rules.formatPhoneNational('+34612345678', 'ES')).toBe('612 34 56 78');
    // The phone needs only its own chunk: the later-step chunk was prefetched by the use, never awaited.
    chunk.reject();
    expect(await rules.whenReady?.(['phone'])).toBe(true);
  });

  it('a phone chunk that fails: whenReady answers false, CheckUnavailable, and the next use retries', async () => {
    const { phoneChunk, rules } = setup();
    const ready = rules.whenReady?.(['phone']);
    phoneChunk.reject();
    expect(await ready).toBe(false);
    expect(rules.validateField('phone', '612345678', ctx)).toEqual({ kind: 'CheckUnavailable' });
    expect(phoneChunk.calls).toBe(2);
    phoneChunk.resolve(PHONE);
    await flushPromises();
    expect(rules.validateField('phone', '612345678', ctx)).toBeNull();
  });

  it('once loaded, answers exactly as the domain validateField for every rule (property)', async () => {
    const { chunk, phoneChunk, rules } = setup();
    void rules.whenReady?.(['bankAccount', 'phone']);
    chunk.resolve({ DEFERRED_FIELD_VALIDATORS });
    phoneChunk.resolve(PHONE);
    await flushPromises();
    const value = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom(VALID_IBAN, '28013', '1985-06-05', 'ES', '1234BCD', 5000, true), fc.anything());
    fc.assert(
      fc.property(fc.constantFrom(...FIELD_RULES), value, fc.boolean(), (rule: FieldRule, input, required) => {
        const context = { ...ctx, required, options: ['ES', 'a'] };
        expect(rules.validateField(rule, input, context)).toEqual(validateField(rule, input, context));
      }),
      { numRuns: 3000 },
    );
  });

  it.each([ES_VEHICLE_V3, GENERIC_V3])('$flowId: the first step uses core controls and rules only, its modal core rules', (flow) => {
    const [first] = flow.steps;
    const shown = (first?.fields ?? []).filter((field) => field.control !== 'captcha');
    expect(shown.filter(needsLaterCode).map((field) => field.name)).toEqual([]);
    // The modal's amount is asked by the loan modal (its own slider), so only its rule counts.
    expect((first?.modal?.fields ?? []).filter((field) => isDeferredFieldRule(field.rule) || isPhoneFieldRule(field.rule))).toEqual([]);
  });

  it('the deferred rules are the identifier, table, calendar and country ones; the phone and checkbox controls are core (the phone rule has its own chunk)', () => {
    expect([...DEFERRED_FIELD_RULES].sort()).toEqual(['bankAccount', 'country', 'dateOfBirth', 'futureDate', 'idCard', 'licencePlate', 'nationalId', 'pastDate', 'postalCode', 'taxId']);
    expect(LATER_CONTROLS.has('tel')).toBe(false);
    expect(LATER_CONTROLS.has('checkbox')).toBe(false);
  });
});
