import type { Country } from '../brand/BrandConfigSchema';
import type { CalendarDate } from '../validation/CalendarDate';
import type { ValidationError } from '../validation/ValidationError';
import type { PostalCodeRule } from './postalCodeRule';

/** The sex an identifier encodes (PESEL, CNP, CURP, CCCD), as the id itself states it. */
export type EncodedSex = 'male' | 'female';

/** What a national identifier says about its holder (architecture.md rule 9: the pack reads it, shared code asks). */
export interface IdentityFacts {
  readonly birthDate: CalendarDate;
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

/** The address fields a country's applicants fill, beyond street, number, city and postal code. */
export interface AddressShape {
  /** Lead paths of the region the country asks (state, department, province), if any. */
  readonly regionLabel: 'province' | 'state' | 'department' | 'voivodeship' | 'county' | 'land' | null;
  /** Extra local parts of an address: colonia (MX), ward (VN), barangay (PH). */
  readonly extraParts: readonly ('colonia' | 'ward' | 'barangay')[];
  /** Whether the country's applicants usually know and give a postal code (CO, PH: often not; S6 `require`). */
  readonly postalCodeRequired: boolean;
}

/** The currency in the country's words (country-rules.md §x.5 / §x.6 of each country). */
export interface CurrencyFacts {
  /** ISO 4217 code. */
  readonly code: string;
  /** Decimal places shown to applicants (COP and VND: 0, country-rules.md §0 item 2, §7.5). */
  readonly displayDecimals: 0 | 2;
  /** The unit's name in the country's language, singular and plural ("euro"/"euros", "złoty"/"złotych"). */
  readonly singular: string;
  readonly plural: string;
}

/**
 * The annual cost figure a country's disclosure names (country-rules.md §1.7, §2.8, §3.7, §4.7, §5.6, §6.6, §7.6, §8.6):
 * the short name shown next to the figure and the full legal name. The pricing code reads it; the maths is the
 * same CCD Annex I equation (§9) everywhere.
 */
export interface AprDisclosure {
  /** Short label shown beside the figure: "TAE", "CAT", "RRSO", "E.A.", "DAE", "effektiver Jahreszins", "APR", "EIR". */
  readonly shortName: string;
  /** The full name in the country's language. */
  readonly fullName: string;
  /** Words the regulator requires next to the figure (MX: "sin IVA. Para fines informativos y de comparación"). */
  readonly qualifier?: string;
}

/** The sibling answers some identifiers depend on (see ValidationContext.answers). */
export interface SiblingAnswers {
  /** personalDetails.idDocumentType: which document the national-id field holds (CO, PH). */
  readonly idDocumentType?: string;
  /** incomeDetails.bankCode: the bank or e-wallet of the account number (MX, CO, VN, PH). */
  readonly bankCode?: string;
}

/**
 * Everything country-specific in one object (architecture.md rule 9; issue 11 §1). Shared code asks the pack, never
 * `if (country === …)`. Checks take the value as normalised by `normaliseIdentifier` (ids) or the pack's own
 * normalisers, and return null or the typed error; none throws.
 */
export interface CountryPack {
  readonly country: Country;

  /** The applicant's national id (personalDetails.personalCode): check digit, embedded date, length, region code. */
  checkNationalId(value: string, answers: SiblingAnswers): ValidationError | null;
  /** Birth date (and sex) encoded in a valid national id, or null when the id encodes none (DNI, cédula) or is invalid. */
  identityOf(value: string, answers: SiblingAnswers): IdentityFacts | null;
  /** Document types the applicant chooses from (personalDetails.idDocumentType; CO, PH), else empty. */
  readonly idDocumentTypes: readonly CountryOption[];

  /** Tax id (personalDetails.taxId): RFC (MX), NIT with DV (CO), Steuer-IdNr (DE); other countries: none asked. */
  checkTaxId(value: string, answers: SiblingAnswers): ValidationError | null;
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

  /** Postal-code shape and known prefixes. */
  readonly postalCode: PostalCodeRule;
  /** Regions (provinces, states, departments) as select options; empty where the country asks none. */
  readonly regions: readonly CountryOption[];
  /** The region a valid postal code belongs to, where the country's codes tell it (ES, MX, CO); else null. */
  regionOf(postalCode: string): CountryOption | null;
  readonly address: AddressShape;

  readonly currency: CurrencyFacts;
  readonly aprDisclosure: AprDisclosure;
}
