import type { FieldError } from '../../domain/api/FieldErrorResponse';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import type { Lead } from '../../domain/lead/LeadSchema';
import type { CalendarDate } from '../../domain/validation/CalendarDate';
import type { FieldRule } from '../../domain/validation/FieldRule';
import type { ValidationContext } from '../../domain/validation/ValidationContext';
import { validateField } from '../../domain/fields/validateField';
import { normaliseField } from '../../domain/validation/normaliseField';
import { isRecord } from '../../domain/kernel/isRecord';
import { checkAddressConsistency } from '../../domain/country/checkAddress';
import { checkIdentityConsistency, checkTaxIdConsistency } from '../../domain/country/checkIdentity';
import { isDisposableEmail } from '../lookups/validateEmail';
import type { CountryPack, SiblingAnswers } from '../../domain/country/CountryPack';
import { requireCountryPack } from '../../domain/country/countryPacks';

/** One checked answer: its dotted lead path, the shared rule (domain/validation/validateField) and the rule's settings. */
interface CheckedField {
  readonly path: string;
  readonly rule: FieldRule;
  readonly settings?: (brand: BrandConfig) => Partial<Pick<ValidationContext, 'min' | 'max' | 'step'>>;
  /** Accepted values from the brand country's pack (a choice); the field is checked only where the pack lists some. */
  readonly packOptions?: (pack: CountryPack) => readonly string[];
}

const codes = (options: readonly { readonly code: string }[]): readonly string[] => options.map((option) => option.code);

const money = (path: string): CheckedField => ({ path, rule: 'money' });

/**
 * The answers the server checks (docs/validation-by-country.md "Dates and age"), held as data: the contact data it uses, ids and bank data (asked of the
 * brand country's pack, domain/country), money and loan terms against the brand's limits (docs/validation-by-country.md "Amount and period"). The date of birth
 * and the national id hold an applicant to 18–100 in every brand (TooYoung { min: 18 }, TooOld { max: 100 }); the
 * decision engine keeps its own age policy on top, read from the same identity (domain/country/applicantIdentity.ts). Free-text answers (names, streets, employer) are only
 * length-checked by LeadSchema and stored verbatim: the funnel checks their patterns, and the API keeps any string as data.
 */
export const CHECKED_FIELDS: readonly CheckedField[] = [
  { path: 'contactDetails.email', rule: 'email' },
  { path: 'contactDetails.phoneNumber', rule: 'phone' },
  { path: 'contactDetails.postalCode', rule: 'postalCode' },
  { path: 'employer.postalCode', rule: 'postalCode' },
  { path: 'personalDetails.idDocumentType', rule: 'choice', packOptions: (pack) => codes(pack.idDocumentTypes) },
  { path: 'personalDetails.personalCode', rule: 'nationalId' },
  { path: 'personalDetails.dateOfBirth', rule: 'dateOfBirth' },
  { path: 'personalDetails.taxId', rule: 'taxId' },
  { path: 'otherDetails.idCardNumber', rule: 'idCard' },
  { path: 'incomeDetails.bankCode', rule: 'choice', packOptions: (pack) => codes(pack.payoutOptions) },
  { path: 'incomeDetails.bankAccountType', rule: 'choice', packOptions: (pack) => pack.bankAccountTypes },
  // The lead's one payout account: an IBAN, a CLABE or a local account number, as the country uses (issue 11 §1).
  { path: 'incomeDetails.iban', rule: 'bankAccount' },
  { path: 'amount', rule: 'amount', settings: (b) => ({ min: b.loan.amount.min, max: b.loan.amount.max, step: b.loan.amount.step }) },
  { path: 'period', rule: 'period', settings: (b) => ({ min: b.loan.period.min, max: b.loan.period.max, step: b.loan.period.step }) },
  { path: 'otherDetails.overdueDebtAmount', rule: 'overdueDebt', settings: (b) => ({ max: b.limits.overdueDebtMax }) },
  { path: 'expenses.totalDebtAmount', rule: 'totalDebt', settings: (b) => ({ min: b.limits.totalDebt.min, max: b.limits.totalDebt.max }) },
  money('incomeDetails.monthlyIncome'),
  money('incomeDetails.monthlyExtraIncome'),
  money('incomeDetails.spouseMonthlyIncome'),
  money('expenses.monthlyExpenses'),
  money('expenses.monthlyCreditCommitments'),
  money('expenses.rentAmount'),
  money('expenses.mortgageAmount'),
  money('expenses.monthlyMortgageAmount'),
];


/** The dotted paths of CHECKED_FIELDS split once (readPath splits on every call; this runs on every save). */
const CHECKED_SEGMENTS: ReadonlyMap<string, readonly string[]> = new Map(CHECKED_FIELDS.map((field) => [field.path, field.path.split('.')]));

/** The value at `segments` in `lead` (as readPath), undefined where a section is missing or not an object. */
function readSegments(lead: Lead, segments: readonly string[]): unknown {
  let current: unknown = lead;
  for (const segment of segments) current = isRecord(current) ? current[segment] : undefined;
  return current;
}

/**
 * The lead as it is stored: each checked answer normalised as the funnel stores it (domain/validation/normaliseField.ts
 * with the brand country's pack), so a body from any client keeps one form ("IBAN ES91 2100 …" → "ES9121000418450200051332").
 * Returns `lead` itself when nothing changes; never mutates it.
 */
export function normaliseLeadAnswers(lead: Lead, brand: BrandConfig): Lead {
  const pack = requireCountryPack(brand.country);
  let result: Lead = lead;
  for (const field of CHECKED_FIELDS) {
    const segments = CHECKED_SEGMENTS.get(field.path) as readonly string[];
    const value = readSegments(result, segments);
    if (typeof value !== 'string') continue;
    const normalised = normaliseField(field.rule, value, pack);
    if (normalised !== value) result = withValue(result, segments, normalised) as Lead;
  }
  return result;
}

/** A copy of `record` with `value` at `segments` (every section on the way copied, none mutated). */
function withValue(record: Record<string, unknown>, segments: readonly string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = segments as [string, ...string[]];
  const inner = record[head];
  return { ...record, [head]: rest.length === 0 ? value : withValue(isRecord(inner) ? inner : {}, rest, value) };
}

/** `date` as the calendar day in UTC. */
export const calendarDateOf = (date: Date): CalendarDate => ({ y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() });

const fieldError = (path: string, error: { readonly kind: string; readonly params?: Readonly<Record<string, string | number>> }): FieldError => ({
  field: path,
  code: error.kind,
  message: `${path} is invalid: ${error.kind}`,
  ...(error.params ? { params: { ...error.params } } : {}),
});

/** The sibling answers the country's identifiers depend on (ValidationContext.answers), as the lead holds them. */
export function siblingAnswersOf(lead: Lead): SiblingAnswers {
  const idDocumentType = lead.personalDetails?.idDocumentType;
  const bankCode = lead.incomeDetails?.bankCode;
  return { ...(typeof idDocumentType === 'string' ? { idDocumentType } : {}), ...(typeof bankCode === 'string' ? { bankCode } : {}) };
}

/**
 * Cross-field errors of a (merged) lead: a date of birth that contradicts the birth date inside the national id is
 * BirthDateMismatch on both personalDetails.dateOfBirth and personalDetails.personalCode (issue 11 §4); a province
 * that is not the postal code's is RegionMismatch on contactDetails.province (issue 15 item 5); a tax id that contradicts
 * the national id (MX: RFC against CURP) is TaxIdMismatch on personalDetails.taxId.
 */
export function validateConsistency(lead: Lead, brand: BrandConfig): FieldError[] {
  const pack = requireCountryPack(brand.country);
  return [...checkIdentityConsistency(lead, pack), ...checkTaxIdConsistency(lead, pack), ...checkAddressConsistency(lead, pack)].map(({ path, error }) => fieldError(path, error));
}

/**
 * The answers validateConsistency reads, per section (checkIdentityConsistency: the national id, its document type and
 * the date of birth; checkTaxIdConsistency: the tax id and the national id; checkAddressConsistency: the postal code and the province). Kept beside it: a new cross-field
 * rule must list its answers here (tests/unit/server/crossCheckedAnswers.test.ts checks the claim below).
 */
export const CROSS_CHECKED_ANSWERS: Readonly<Record<'personalDetails' | 'contactDetails', readonly string[]>> = {
  personalDetails: ['personalCode', 'idDocumentType', 'dateOfBirth', 'taxId'],
  contactDetails: ['postalCode', 'province'],
};

/**
 * Whether merging `patch` (mergeLead) can change what validateConsistency finds: it sets, clears or replaces a
 * cross-checked answer or the section holding one. When false, the merged lead's cross-checks are the stored lead's,
 * which passed them when it was written, so the update route may store the patch without reading the lead first.
 */
export function touchesCrossCheckedAnswers(patch: Lead): boolean {
  for (const [section, keys] of Object.entries(CROSS_CHECKED_ANSWERS)) {
    const value: unknown = (patch as Record<string, unknown>)[section];
    if (value === undefined) continue;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return true;
    if (keys.some((key) => (value as Record<string, unknown>)[key] !== undefined)) return true;
  }
  return false;
}

/**
 * Field errors of a lead body (create, or the part an update sends): every checked answer that is present, then the
 * cross-field checks over the body. Absent and null answers are not checked (null clears a field; completeness is
 * the funnel's concern until submit). Identifiers that depend on another answer (document type, bank) read it from
 * the same body; the update route repeats the cross-check on the merged lead.
 */
export function validateLeadAnswers(lead: Lead, brand: BrandConfig, today: CalendarDate): FieldError[] {
  const pack = requireCountryPack(brand.country);
  const answers = siblingAnswersOf(lead);
  const errors: FieldError[] = [];
  for (const field of CHECKED_FIELDS) {
    const value = readSegments(lead, CHECKED_SEGMENTS.get(field.path) as readonly string[]);
    if (value === undefined || value === null) continue;
    const options = field.packOptions?.(pack);
    if (options !== undefined && options.length === 0) continue;
    const ctx: ValidationContext = { country: brand.country, today, required: false, answers, ...(options ? { options } : {}), ...field.settings?.(brand) };
    const error = validateField(field.rule, value, ctx);
    if (error) errors.push(fieldError(field.path, error));
  }
  const email = lead.contactDetails?.email;
  if (typeof email === 'string' && !errors.some((error) => error.field === 'contactDetails.email') && isDisposableEmail(email)) {
    errors.push(fieldError('contactDetails.email', { kind: 'DisposableDomain' }));
  }
  const flagged = new Set(errors.map((error) => error.field));
  // A field with its own error is not also called inconsistent.
  for (const error of validateConsistency(lead, brand)) if (!flagged.has(error.field)) errors.push(error);
  return errors;
}
