import type { FieldError } from '../../domain/api/FieldErrorResponse';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import type { Lead } from '../../domain/lead/LeadSchema';
import type { CalendarDate } from '../../domain/validation/CalendarDate';
import type { FieldRule } from '../../domain/validation/FieldRule';
import type { ValidationContext } from '../../domain/validation/ValidationContext';
import { validateField } from '../../domain/validation/validateField';
import { readPath } from '../../domain/lead/dottedPaths';

/** One checked answer: its dotted lead path, the shared rule (domain/validation/validateField) and the rule's settings. */
interface CheckedField {
  readonly path: string;
  readonly rule: FieldRule;
  readonly settings?: (brand: BrandConfig) => Partial<Pick<ValidationContext, 'min' | 'max' | 'step'>>;
}

const money = (path: string): CheckedField => ({ path, rule: 'money' });

/**
 * The answers the server checks (spec §5), held as data: the contact data it uses, ids and bank data, money and loan
 * terms against the brand's limits (spec §9). The date of birth is checked as a date only (ages 0–150): an under-age
 * applicant is the decision engine's rejection, not a form error. Free-text answers (names, streets, employer) are only
 * length-checked by LeadSchema and stored verbatim: the funnel checks their patterns, and the API keeps any string as data.
 */
export const CHECKED_FIELDS: readonly CheckedField[] = [
  { path: 'contactDetails.email', rule: 'email' },
  { path: 'contactDetails.phoneNumber', rule: 'phone' },
  { path: 'contactDetails.postalCode', rule: 'postalCode' },
  { path: 'employer.postalCode', rule: 'postalCode' },
  { path: 'personalDetails.personalCode', rule: 'nationalId' },
  { path: 'personalDetails.dateOfBirth', rule: 'dateOfBirth', settings: () => ({ min: 0, max: 150 }) },
  { path: 'incomeDetails.iban', rule: 'iban' },
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


/** `date` as the calendar day in UTC. */
export const calendarDateOf = (date: Date): CalendarDate => ({ y: date.getUTCFullYear(), m: date.getUTCMonth() + 1, d: date.getUTCDate() });

/**
 * Field errors of a lead body (create, or the part an update sends): every checked answer that is present. Absent and
 * null answers are not checked (null clears a field; completeness is the funnel's concern until submit).
 */
export function validateLeadAnswers(lead: Lead, brand: BrandConfig, today: CalendarDate): FieldError[] {
  const errors: FieldError[] = [];
  for (const field of CHECKED_FIELDS) {
    const value = readPath(lead, field.path);
    if (value === undefined || value === null) continue;
    const ctx: ValidationContext = { country: brand.country, today, required: false, ...field.settings?.(brand) };
    const error = validateField(field.rule, value, ctx);
    if (error) errors.push({ field: field.path, code: error.kind, message: `${field.path} is invalid: ${error.kind}`, ...(error.params ? { params: { ...error.params } } : {}) });
  }
  return errors;
}
