import type { Country } from '../brand/BrandConfigSchema';
import type { SiblingAnswers } from '../country/CountryPack';
import type { CalendarDate } from './CalendarDate';

/** What a field rule needs besides the value (spec §5): the brand's country, today's date and the field's settings. */
export interface ValidationContext {
  /** The brand's country: selects phone metadata, postal-code, national-id, IBAN and plate rules. */
  readonly country: Country;
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
  /** Step of number rules (amount: 100, period: 1 in spec §5). */
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
