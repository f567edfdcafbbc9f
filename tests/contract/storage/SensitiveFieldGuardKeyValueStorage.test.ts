import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SensitiveFieldGuardKeyValueStorage } from '../../../adapters/storage/SensitiveFieldGuardKeyValueStorage';
import { SENSITIVE_FIELD_NAMES, isSensitiveFieldName, withoutSensitiveFields } from '../../../adapters/storage/withoutSensitiveFields';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { HOSTILE_INPUT_MS } from '../../support/hostileInputTime';

const VALID_IBAN = 'ES9121000418450200051332';

const setup = () => {
  const inner = new InMemoryKeyValueStorage();
  return { inner, storage: new SensitiveFieldGuardKeyValueStorage(inner) };
};

describe('SensitiveFieldGuardKeyValueStorage (docs/sessions-and-storage.md "What is never stored", ASVS 14.3.3)', () => {
  it('never writes the sensitive fields of a lead, keeping the rest', () => {
    const { inner, storage } = setup();
    storage.write('leadApplication', {
      personalDetails: { firstName: 'Ana', personalCode: '12345678Z' },
      incomeDetails: { monthlyIncome: 1800, iban: VALID_IBAN },
      otherDetails: { idCardNumber: 'AB123456', ibanConsent: true },
      employer: { name: 'ACME', taxRegistryCode: 'XAXX010101000' },
    });
    const raw = inner.rawText('leadApplication') ?? '';
    for (const secret of ['12345678Z', VALID_IBAN, 'AB123456', 'XAXX010101000']) expect(raw).not.toContain(secret);
    expect(storage.read('leadApplication')).toEqual({
      personalDetails: { firstName: 'Ana' },
      incomeDetails: { monthlyIncome: 1800 },
      otherDetails: { ibanConsent: true },
      employer: { name: 'ACME' },
    });
  });

  it.each(SENSITIVE_FIELD_NAMES.map((name) => [name]))('drops a property named %s (any case, any nesting, dotted paths too)', (name) => {
    const { inner, storage } = setup();
    storage.write('asyncFormData', { a: { [name]: 'secret-1' }, [`incomeDetails.${name}`]: 'secret-2', [name.toUpperCase()]: 'secret-3', keep: 'ok' });
    const raw = inner.rawText('asyncFormData') ?? '';
    expect(raw).not.toMatch(/secret-/);
    expect(raw).toContain('ok');
  });

  it('drops the value of a data-point entry that names a sensitive field', () => {
    const { inner, storage } = setup();
    storage.write('dynamicPages', [{ path: 'personal-code', dataPoints: [{ name: 'personalDetails.personalCode', value: '12345678Z' }, { name: 'firstName', value: 'Ana' }] }]);
    const raw = inner.rawText('dynamicPages') ?? '';
    expect(raw).not.toContain('12345678Z');
    expect(raw).toContain('Ana');
  });

  it('drops any string that is a valid IBAN, whatever its key, also with spaces', () => {
    const { inner, storage } = setup();
    storage.write('companyData', { note: 'ES91 2100 0418 4502 0005 1332', list: [VALID_IBAN, 'keep'] });
    expect(inner.rawText('companyData')).toBe('{"list":[null,"keep"]}');
  });

  it('removes the key when the whole value is sensitive', () => {
    const { inner, storage } = setup();
    storage.write('redirectUrl', 'kept');
    storage.write('redirectUrl', VALID_IBAN);
    expect(inner.keys()).not.toContain('redirectUrl');
  });

  it('filters reads too, so data an older release stored is not handed back', () => {
    const { inner, storage } = setup();
    inner.write('storedLoanApplication', { incomeDetails: { iban: VALID_IBAN, monthlyIncome: 1 } });
    expect(storage.read('storedLoanApplication')).toEqual({ incomeDetails: { monthlyIncome: 1 } });
  });

  it('writes nothing, and does not throw, for a value that cannot be inspected', () => {
    const { inner, storage } = setup();
    storage.write('state', { progressState: 1 });
    const hostile = Object.defineProperty({}, 'boom', { enumerable: true, get: () => { throw new Error('getter'); } });
    expect(() => storage.write('state', hostile)).not.toThrow();
    expect(inner.rawText('state')).toBe('{"progressState":1}');
  });

  it('keeps lookalike names that are not sensitive', () => {
    expect(isSensitiveFieldName('ibanConsent')).toBe(false);
    expect(isSensitiveFieldName('hasBankAccount')).toBe(false);
    expect(isSensitiveFieldName('incomeDetails>iban')).toBe(true);
  });

  it('never lets a planted sensitive value through, never throws (property)', () => {
    const sensitiveKey = fc.constantFrom(...SENSITIVE_FIELD_NAMES);
    fc.assert(
      fc.property(fc.jsonValue(), sensitiveKey, fc.string({ minLength: 1 }), (value, key, path) => {
        const secret = `SECRET-${key}-${path.length}`;
        const planted = { wrapper: value, [path]: { [key]: secret } };
        const stored = JSON.stringify(withoutSensitiveFields(planted)) ?? '';
        expect(stored).not.toContain(secret);
      }),
    );
  });

  it('is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const once = withoutSensitiveFields(value);
        expect(withoutSensitiveFields(once)).toEqual(once);
      }),
    );
  });

  it('filters a 10,000-character value without super-linear work (< 250 ms)', () => {
    const value = { blob: 'x'.repeat(10_000), nested: Array.from({ length: 200 }, (_, i) => ({ name: `f${i}`, value: i })) };
    const started = performance.now();
    withoutSensitiveFields(value);
    expect(performance.now() - started).toBeLessThan(HOSTILE_INPUT_MS);
  });
});
