import fc from 'fast-check';
import { composeIBAN } from 'ibantools';
import type { Country } from '../../../domain/brand/BrandConfigSchema';
import { birthDatesBetween, cccdOf, cnpOf, curpOf, peselOf } from '../../support/nationalIdMothers';

/**
 * Random VALID identifiers of the brand countries, built with their own check digits here and in
 * tests/support/nationalIdMothers.ts (not with the app's checkers, so a checker that refused a valid one would fail the
 * typing test too): what the applicant types (letters may be lower-case) and what the lender must receive (as
 * domain/validation/normaliseIdentifier.ts and the IBAN normaliser store it: compact, upper-case). Holders are born
 * 1956–1999, so every age rule (18 to 100) accepts them.
 */
export interface IdentifierValue {
  readonly typed: string;
  readonly stored: string;
}

const digits = (n: number): fc.Arbitrary<string> => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: n, maxLength: n });
const letters = (n: number, alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'): fc.Arbitrary<string> => fc.string({ unit: fc.constantFrom(...alphabet), minLength: n, maxLength: n });
const birthDate = birthDatesBetween(1956, 1999);
/** Some applicants type letters in lower case; the lender gets them upper-cased. */
const anyCase = (text: string): fc.Arbitrary<string> =>
  fc.array(fc.boolean(), { minLength: text.length, maxLength: text.length }).map((lower) => [...text].map((c, i) => (lower[i] ? c.toLowerCase() : c)).join(''));
const typedAsWritten = (stored: fc.Arbitrary<string>): fc.Arbitrary<IdentifierValue> => stored.chain((value) => anyCase(value).map((typed) => ({ typed, stored: value })));

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
/** Spanish DNI (8 digits + letter of the number mod 23) or NIE (X/Y/Z → 0/1/2, 7 digits, letter). */
const spanishId = fc.oneof(
  digits(8).map((n) => `${n}${DNI_LETTERS[Number(n) % 23]}`),
  fc.tuple(fc.constantFrom('X', 'Y', 'Z'), digits(7)).map(([prefix, n]) => `${prefix}${n}${DNI_LETTERS[Number(`${'XYZ'.indexOf(prefix)}${n}`) % 23]}`),
);

const pesel = fc.tuple(birthDate, fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 9 })).map(([date, serial, sex]) => peselOf(date, serial, sex));
const cnp = fc.tuple(birthDate, fc.boolean(), fc.integer({ min: 1, max: 46 }), fc.integer({ min: 1, max: 999 })).map(([date, female, county, serial]) => cnpOf(date, female, county, serial));

const CURP_STATES = ['AS', 'BC', 'CH', 'DF', 'GR', 'JC', 'MC', 'NL', 'OC', 'PL', 'QT', 'SP', 'VZ', 'YN', 'ZS', 'NE'];
/** Mexican CURP born before 2000 (a digit in position 17). */
const curp = fc
  .tuple(letters(4), birthDate, fc.boolean(), fc.constantFrom(...CURP_STATES), letters(3, 'BCDFGHJKLMNPQRSTVWXYZ'), fc.integer({ min: 0, max: 9 }))
  .map(([name, date, female, state, consonants, differentiator]) => curpOf(name, date, female, state, consonants, differentiator));

const CCCD_PROVINCES = ['001', '031', '048', '079', '092', '038', '040', '056', '066', '089'];
const cccd = fc.tuple(birthDate, fc.boolean(), fc.constantFrom(...CCCD_PROVINCES), fc.integer({ min: 0, max: 999_999 })).map(([date, female, province, serial]) => cccdOf(date.y, female, province, serial));

/** Colombian cédula de ciudadanía: 6–10 digits, no leading zero (the fixture's document type is CC). */
const cedula = fc.tuple(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 5, max: 9 })).chain(([first, rest]) => digits(rest).map((tail) => `${first}${tail}`));
/** Philippine PhilSys card number: 16 digits (the fixture's document type is philsys). */
const philsys = digits(16);

/** Spanish DC (mod 11 with weights 1,2,4,8,5,10,9,7,3,6), the national check digits inside the IBAN. */
const mod11Digit = (text: string): number => {
  const r = 11 - ([...text].reduce((total, d, i) => total + Number(d) * ([1, 2, 4, 8, 5, 10, 9, 7, 3, 6][i] ?? 0), 0) % 11);
  return r === 11 ? 0 : r === 10 ? 1 : r;
};
const spanishBban = fc.tuple(digits(8), digits(10)).map(([bankBranch, account]) => `${bankBranch}${mod11Digit(`00${bankBranch}`)}${mod11Digit(account)}${account}`);
/** Polish sort code with its check digit (weights 3,9,7,1,3,9,7), then the account. */
const polishBban = fc.tuple(digits(7), digits(16)).map(([sortCode, account]) => {
  const sum = [...sortCode].reduce((total, d, i) => total + Number(d) * ([3, 9, 7, 1, 3, 9, 7][i] ?? 0), 0);
  return `${sortCode}${(10 - (sum % 10)) % 10}${account}`;
});
const romanianBban = fc.tuple(letters(4), letters(16, '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ')).map(([bank, rest]) => `${bank}${rest}`);
/** The mod-97 check digits by ibantools (composeIBAN). */
const iban = (country: string, bban: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  bban.map((b) => {
    const composed = composeIBAN({ countryCode: country, bban: b });
    if (composed === null) throw new Error(`ibantools composed no ${country} IBAN from ${b}`);
    return composed;
  });

/** Mexican CLABE: a bank code (main banks), plaza and account, check digit with weights 3,7,1. */
const CLABE_BANKS = ['002', '012', '014', '021', '030', '036', '044', '072', '127', '137'];
const clabe = fc.tuple(fc.constantFrom(...CLABE_BANKS), digits(14)).map(([bank, rest]) => {
  const first17 = `${bank}${rest}`;
  const sum = [...first17].reduce((total, d, i) => total + ((Number(d) * ([3, 7, 1][i % 3] ?? 0)) % 10), 0);
  return `${first17}${(10 - (sum % 10)) % 10}`;
});

/** The national id (personalDetails.personalCode) each country asks, as its fixture's document type has it. */
export const NATIONAL_IDS: Readonly<Partial<Record<Country, fc.Arbitrary<IdentifierValue>>>> = {
  ES: typedAsWritten(spanishId),
  PL: typedAsWritten(pesel),
  RO: typedAsWritten(cnp),
  MX: typedAsWritten(curp),
  VN: typedAsWritten(cccd),
  CO: typedAsWritten(cedula),
  PH: typedAsWritten(philsys),
};

/** The local account numbers of CO, VN and PH: their shape depends on the bank chosen beside them, and none has a check digit. */
const LOCAL_ACCOUNT = { notTyped: 'a local account number: plain digits whose length depends on the bank chosen beside it, no formatting' } as const;

/** The payout account (incomeDetails.iban) where it is an IBAN or a CLABE. */
export const PAYOUT_ACCOUNTS: Readonly<Partial<Record<Country, fc.Arbitrary<IdentifierValue> | typeof LOCAL_ACCOUNT>>> = {
  ES: typedAsWritten(iban('ES', spanishBban)),
  DE: typedAsWritten(iban('DE', digits(18))),
  PL: typedAsWritten(iban('PL', polishBban)),
  RO: typedAsWritten(iban('RO', romanianBban)),
  MX: typedAsWritten(clabe),
  CO: LOCAL_ACCOUNT,
  VN: LOCAL_ACCOUNT,
  PH: LOCAL_ACCOUNT,
};
