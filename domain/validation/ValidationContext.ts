import type { CountryCode } from 'libphonenumber-js/core';
import type { CalendarDate } from './CalendarDate';

/** The sibling answers some identifiers depend on (see ValidationContext.answers). */
export interface SiblingAnswers {
  /** personalDetails.idDocumentType: which document the national-id field holds (CO, PH). */
  readonly idDocumentType?: string;
  /** incomeDetails.bankCode: the bank or e-wallet of the account number (MX, CO, VN, PH). */
  readonly bankCode?: string;
}

/** How a country writes the values whose stored form is its own (its pack, domain/country/CountryPack.ts). */
export interface CountryNormalisers {
  /** The postal code as stored (PL: "01224" → "01-224"). */
  normalisePostalCode(value: string): string;
  /** The payout account as stored: the IBAN compacted, labels and separators out; local numbers as digits. */
  normaliseBankAccount(value: string): string;
}

/** What a field rule needs besides the value (docs/validation-by-country.md "How a field is checked"): the brand's country, today's date and the field's settings. */
export interface ValidationContext {
  /** The brand's country (its ISO code): selects phone metadata, postal-code, national-id, IBAN and plate rules. */
  readonly country: CountryCode;
  /** Today in the applicant's calendar, read from the Clock port by the caller. */
  readonly today: CalendarDate;
  /** An empty value (undefined, null, '' or blanks) is Required when true, valid when false. */
  readonly required: boolean;
  /** Accepted values of choice and country fields. */
  readonly options?: readonly string[];
  /** Lower bound of number rules; the minimum age for dateOfBirth. */
  readonly min?: number;
  /** Upper bound of number rules; the maximum age for dateOfBirth. */
  readonly max?: number;
  /** Step of number rules (amount: 100, period: 1 in docs/validation-by-country.md "Amount and period"). */
  readonly step?: number;
  /** Phone rule: accept mobiles only (the applicant's own phone, verified by SMS). */
  readonly mobileOnly?: boolean;
  /**
   * Other answers of the same lead that a country's identifier depends on (issue 11): the chosen id document type
   * (CO, PH: which number the national-id field holds) and the chosen bank or e-wallet (CO, PH: which account number
   * the payout field holds). Absent: the identifier is checked against every shape the country accepts. The server
   * fills it from the lead; a form may fill it from the step's other fields.
   */
  readonly answers?: SiblingAnswers;
}
