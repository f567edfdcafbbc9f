import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFERRED_FIELD_RULES, isDeferredFieldRule } from '../../../../domain/validation/deferredFieldRules';
import { DEFERRED_FIELD_VALIDATORS } from '../../../../domain/validation/deferredFieldValidators';
import { FIELD_RULES, type FieldRule } from '../../../../domain/validation/FieldRule';
import type { ValidationContext } from '../../../../domain/validation/ValidationContext';
import { validateField } from '../../../../domain/validation/validateField';
import { lazyModule } from '../../../../ui/kit/lazyModule';
import { createFieldRules } from '../../../../ui/steps/fieldRules';
import { LATER_CONTROLS, needsLaterCode } from '../../../../ui/steps/laterSteps';
import { ES_VEHICLE_V3 } from '../../../../domain/flow/flows/esVehicleV3';
import { GENERIC_V3 } from '../../../../domain/flow/flows/genericV3';
import { ControlledImport, flushPromises } from '../../../support/ControlledImport';

const ctx: ValidationContext = { country: 'ES', today: { y: 2026, m: 1, d: 15 }, required: true };
const VALID_IBAN = 'ES91 2100 0418 4502 0005 1332';
type Deferred = { DEFERRED_FIELD_VALIDATORS: typeof DEFERRED_FIELD_VALIDATORS };

const setup = () => {
  const chunk = new ControlledImport<Deferred>();
  return { chunk, rules: createFieldRules(lazyModule(chunk.importer)) };
};

describe('the ui field rules: core validators bundled, deferred ones on demand (issue 6)', () => {
  it('an IBAN is validated only once the chunk has resolved: CheckUnavailable before, never a pass', async () => {
    const { chunk, rules } = setup();
    expect(rules.validateField('iban', VALID_IBAN, ctx)).toEqual({ kind: 'CheckUnavailable' });
    expect(rules.validateField('iban', 'ES00 nonsense', ctx)).toEqual({ kind: 'CheckUnavailable' });
    expect(chunk.calls).toBe(1);
    chunk.resolve({ DEFERRED_FIELD_VALIDATORS });
    await flushPromises();
    expect(rules.validateField('iban', VALID_IBAN, ctx)).toBeNull();
    expect(rules.validateField('iban', 'ES9121000418450200051333', ctx)?.kind).toBe('InvalidChecksum');
  });

  it('whenReady waits for the chunk before answering true; core rules need no chunk', async () => {
    const { chunk, rules } = setup();
    expect(await rules.whenReady?.(['email', 'phone', 'accepted'])).toBe(true);
    expect(chunk.calls).toBe(0);
    let ready: boolean | undefined;
    void rules.whenReady?.(['name', 'iban']).then((answer) => (ready = answer));
    await flushPromises();
    expect(ready).toBeUndefined();
    chunk.resolve({ DEFERRED_FIELD_VALIDATORS });
    await flushPromises();
    expect(ready).toBe(true);
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
    const { chunk, rules } = setup();
    expect(rules.validateField('iban', '', ctx)).toEqual({ kind: 'Required' });
    expect(rules.validateField('iban', '  ', { ...ctx, required: false })).toBeNull();
    expect(rules.validateField('email', 'ana@example.es', ctx)).toBeNull();
    expect(rules.validateField('phone', '912345678', { ...ctx, mobileOnly: true })).toEqual({ kind: 'PhoneNotMobile' });
    expect(chunk.calls).toBe(1);
  });

  it('once loaded, answers exactly as the domain validateField for every rule (property)', async () => {
    const { chunk, rules } = setup();
    void rules.whenReady?.(['iban']);
    chunk.resolve({ DEFERRED_FIELD_VALIDATORS });
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
    expect((first?.modal?.fields ?? []).filter((field) => isDeferredFieldRule(field.rule))).toEqual([]);
  });

  it('the deferred rules are the identifier, table, calendar and country ones; the phone and checkbox controls are core', () => {
    expect([...DEFERRED_FIELD_RULES].sort()).toEqual(['country', 'dateOfBirth', 'futureDate', 'iban', 'licencePlate', 'nationalId', 'pastDate', 'postalCode']);
    expect(LATER_CONTROLS.has('tel')).toBe(false);
    expect(LATER_CONTROLS.has('checkbox')).toBe(false);
  });
});
