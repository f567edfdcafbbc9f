import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveBrandConfig } from '../../domain/brand/resolveBrandConfig';
import { checkPostalCode } from '../../domain/country/postalCodeRule';
import { catalogueStep } from '../../domain/flow/catalogue';
import { normaliseIdentifier } from '../../domain/validation/normaliseIdentifier';
import { checkRut } from './checkRut';
import { CL_PACK } from './clPack';
import { CL_PROFILE } from './clProfile';
import brand from './brands/cl-credito/brand.json';

/** The check character of a RUT body, computed as the law states it (weights 2–7 from the right). */
function checkCharacter(body: string): string {
  const sum = [...body].reverse().reduce((total, digit, index) => total + Number(digit) * ((index % 6) + 2), 0);
  const rest = 11 - (sum % 11);
  return rest === 11 ? '0' : rest === 10 ? 'K' : String(rest);
}

describe('the Chilean RUT', () => {
  it.each([
    ['12.345.678-5', null],
    ['12345678-5', null],
    ['7.654.321-6', null],
    ['12.345.678-4', 'InvalidChecksum'],
    ['1.234-5', 'LengthOutOfRange'],
    ['12.345.678-X', 'InvalidFormat'],
  ])('%s → %s', (typed, kind) => {
    expect(checkRut(normaliseIdentifier(typed))?.kind ?? null).toBe(kind);
  });

  it('accepts every body with its own check character (K included) and refuses every other character', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1_000_000, max: 99_999_999 }), fc.constantFrom(...'0123456789K'), (number, other) => {
        const body = String(number);
        const check = checkCharacter(body);
        expect(CL_PACK.checkNationalId(`${body}${check}`, {})).toBeNull();
        if (other !== check) expect(CL_PACK.checkNationalId(`${body}${other}`, {})).toEqual({ kind: 'InvalidChecksum' });
      }),
    );
  });

  it('encodes no birth date (the date of birth is asked), and is the tax id too', () => {
    expect(CL_PACK.identityOf('123456785', {})).toBeNull();
    expect(CL_PACK.checkTaxId('123456785', {})).toBeNull();
  });
});

describe('the rest of the Chilean pack', () => {
  it('pays out to a bank and an account of 6–20 digits, no IBAN', () => {
    expect(CL_PACK.checkBankAccount(CL_PACK.normaliseBankAccount('1234-5678'), { bankCode: '012' })).toBeNull();
    expect(CL_PACK.checkBankAccount('12', {})).toEqual({ kind: 'LengthOutOfRange', params: { min: 6, max: 20 } });
    expect(catalogueStep('bank-account', CL_PACK).fields.map((field) => field.name)).toEqual(['incomeDetails.bankCode', 'incomeDetails.iban']);
  });

  it('asks the address as Chileans give it: optional postal code, region, comuna, street and number', () => {
    const fields = catalogueStep('address-information', CL_PACK).fields;
    expect(fields.map((field) => field.name)).toEqual(['contactDetails.postalCode', 'contactDetails.province', 'contactDetails.municipality', 'contactDetails.street', 'contactDetails.houseNumber']);
    expect(fields[0]?.required).toBe(false);
    expect(fields[1]?.options).toHaveLength(16);
    expect(checkPostalCode('7500000', CL_PACK.postalCode)).toBeNull();
    expect(checkPostalCode('750000', CL_PACK.postalCode)).toEqual({ kind: 'InvalidFormat' });
  });

  it('names the CAE and shows pesos without decimals', () => {
    expect(CL_PACK.aprDisclosure).toEqual({ shortName: 'CAE', fullName: 'Carga anual equivalente' });
    expect(CL_PROFILE.currency).toEqual({ code: 'CLP', displayDecimals: 0, singular: 'peso', plural: 'pesos' });
    expect(CL_PACK.postalCode).toBe(CL_PROFILE.postalCode);
  });

  it('is switched on only where examples/countries.ts is the build’s list: the product registry refuses a Chilean brand', () => {
    const resolved = resolveBrandConfig('cl-credito', brand);
    expect(resolved.ok).toBe(false);
    expect(!resolved.ok && resolved.error.issues).toEqual(['country: "CL" is not a country of the registry (domain/country/countries.ts)']);
  });
});
