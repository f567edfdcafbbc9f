import type { CalendarDate } from '../validation/CalendarDate';
import type { CountryNormalisers, SiblingAnswers } from '../validation/ValidationContext';
import type { ValidationError } from '../validation/ValidationError';
import type { Country } from './Country';
import type { PostalCodeRule } from './postalCodeRule';

export type { SiblingAnswers } from '../validation/ValidationContext';

/** The sex an identifier encodes (PESEL, CNP, CURP, CCCD), as the id itself states it. */
export type EncodedSex = 'male' | 'female';

/** What a national identifier says about its holder (docs/architecture.md house rule 9: the pack reads it, shared code asks). */
export interface IdentityFacts {
  readonly birthDate: CalendarDate;
  /** Only the year of `birthDate` is encoded (CCCD); its month and day are 1 January, not a fact. */
  readonly yearOnly?: boolean;
  readonly sex?: EncodedSex;
}

/** One select option a flow can offer (banks, e-wallets, regions, document types): the stored value and its proper name. */
export interface CountryOption {
  /** The value stored in the lead (bank code, region code, document type). */
  readonly code: string;
  /** The proper name as the country writes it (banks and regions are not translated). */
  readonly name: string;
  /** Other names in everyday use (a region's Castilian or Basque name), accepted where an applicant types the name. */
  readonly aliases?: readonly string[];
}

/** A bank or e-wallet a payout can go to; `kind` says which account number the pack expects. */
export interface PayoutOption extends CountryOption {
  readonly kind: 'bank' | 'eWallet';
}

/**
 * One field of the address step, in the order the country writes an address: the postal code (`optionalPostalCode`
 * where codes are not mandatory, PH), the city, the province as text filled from the postal code (ES: `province`) or
 * a choice of the pack's regions (`region`: MX state, CO department, VN and PH province), the local area (`suburb`: MX
 * colonia, PH barangay; `ward`: VN phường/xã), the street and the house number.
 */
export type AddressPart = 'postalCode' | 'optionalPostalCode' | 'city' | 'province' | 'region' | 'suburb' | 'ward' | 'street' | 'houseNumber';

/** How the country's applicants give their address: the address step asks these fields, in this order. */
export interface AddressShape {
  readonly parts: readonly AddressPart[];
}

/**
 * One field of the payout account, in order: the bank or e-wallet (`bankCode`, options `payoutOptions`), the account
 * type (`bankAccountType`, options `bankAccountTypes`), and the account as an IBAN (`iban`) or a number (`accountNumber`).
 */
export type PayoutAccountPart = 'bankCode' | 'bankAccountType' | 'iban' | 'accountNumber';

/**
 * The annual cost figure a country's disclosure names (docs/disclosure.md "Per country"):
 * the short name shown next to the figure and the full legal name. The pricing code reads it; the maths is the
 * same CCD Annex I equation (docs/disclosure.md "APR") everywhere.
 */
export interface AprDisclosure {
  /** Short label shown beside the figure: "TAE", "CAT", "RRSO", "E.A.", "DAE", "effektiver Jahreszins", "APR", "EIR". */
  readonly shortName: string;
  /** The full name in the country's language. */
  readonly fullName: string;
  /** Words the regulator requires next to the figure (MX: "sin IVA. Para fines informativos y de comparación"). */
  readonly qualifier?: string;
  /**
   * The monthly equivalent rate shown too: CO quotes E.A. with its monthly rate (`always`); PH's EIR is monthly for
   * loans of up to one year amortised monthly (`upToOneYear`, BSP Circular 730). Absent: the annual figure alone.
   */
  readonly monthlyRate?: 'always' | 'upToOneYear';
  /**
   * `amountFinanced`: the law names the net amount (amount less the opening fee withheld at payout) so and wants it
   * stated always (PH Truth in Lending Act). Absent: stated as the amount paid out when a fee is withheld.
   */
  readonly netAmount?: 'amountFinanced';
  /**
   * `financeCharge`: the law wants the cost of credit (interest and every fee) stated in money under that name (PH
   * Truth in Lending Act: the finance charge in pesos). Absent: the total payable states it.
   */
  readonly costOfCredit?: 'financeCharge';
  /** A tax on the cost of credit (interest and fees) that the annual figure excludes, its total stated beside it (MX IVA). */
  readonly costTax?: CostTax;
}

/** A tax charged on the interest and fees of a loan (docs/disclosure.md "Amount paid out and taxes"). */
export interface CostTax {
  /** Its name as the applicant reads it ("IVA"). */
  readonly name: string;
  /** A fraction: 0.16 = 16 %. */
  readonly rate: number;
}

/**
 * Everything country-specific in one object (docs/architecture.md house rule 9; issue 11 §1). Shared code asks the pack, never
 * `if (country === …)`. Checks take the value as normalised by `normaliseIdentifier` (ids) or the pack's own
 * normalisers, and return null or the typed error; none throws.
 */
export interface CountryPack extends CountryNormalisers {
  readonly country: Country;

  /** The applicant's national id (personalDetails.personalCode): check digit, embedded date, length, region code. */
  checkNationalId(value: string, answers: SiblingAnswers): ValidationError | null;
  /** Birth date (and sex) encoded in a valid national id, or null when the id encodes none (DNI, cédula) or is invalid. */
  identityOf(value: string, answers: SiblingAnswers): IdentityFacts | null;
  /** Document types the applicant chooses from (personalDetails.idDocumentType; CO, PH), else empty. */
  readonly idDocumentTypes: readonly CountryOption[];

  /** Tax id (personalDetails.taxId): RFC (MX), NIT with DV (CO), Steuer-IdNr (DE); other countries: none asked. */
  checkTaxId(value: string, answers: SiblingAnswers): ValidationError | null;
  /**
   * Whether the tax id agrees with the national id where the country derives one from the other (MX: the RFC's first
   * 10 characters are the CURP's name letters and birth date): TaxIdMismatch, or null when they agree, when either is
   * invalid (its own check says why) or, with the method absent, when the country's tax id says nothing of the id.
   * Both as normalised (normaliseIdentifier).
   */
  checkTaxIdAgainstNationalId?(taxId: string, nationalId: string): ValidationError | null;
  /** Identity card number (PL dowód osobisty, RO CI series + number); other countries: none asked. */
  checkIdCard(value: string): ValidationError | null;

  /** The payout account (incomeDetails.iban): IBAN of the country, CLABE, or a local account / e-wallet of `answers.bankCode`. */
  checkBankAccount(value: string, answers: SiblingAnswers): ValidationError | null;
  /** The account as stored: IBAN compacted and upper-cased (PL: NRB gets "PL"), local numbers as digits only. */
  normaliseBankAccount(value: string): string;
  /** Banks and e-wallets for incomeDetails.bankCode (empty where the IBAN names the bank). */
  readonly payoutOptions: readonly PayoutOption[];
  /** Account types for incomeDetails.bankAccountType (CO: savings / current), else empty. */
  readonly bankAccountTypes: readonly string[];
  /** The payout account's fields as the bank-account steps ask them. */
  readonly payoutAccount: readonly PayoutAccountPart[];

  /** Postal-code shape, known prefixes and stored form (the profile's `postalCode`, the same object). */
  readonly postalCode: PostalCodeRule;
  /** Regions (provinces, states, departments) as select options; empty where the country asks none. */
  readonly regions: readonly CountryOption[];
  /** The region a valid postal code belongs to, where the country's codes tell it (ES, MX, CO); else null. */
  regionOf(postalCode: string): CountryOption | null;
  /** The address step's fields. */
  readonly address: AddressShape;

  /** A vehicle's licence plate (otherDetails.vehicleLicensePlateNumber), normalised (normaliseLicencePlate). */
  checkLicencePlate(value: string): ValidationError | null;

  readonly aprDisclosure: AprDisclosure;
}
