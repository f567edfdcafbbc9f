import { isValidIBAN } from 'ibantools';
import type { FieldError } from '../../domain/api/FieldErrorResponse';
import type { BrandConfig, NumberRange } from '../../domain/brand/BrandConfigSchema';
import type { Lead } from '../../domain/lead/LeadSchema';
import { checkPhone } from '../../domain/phone/checkPhone';
import { lookupSpanishPostcode } from '../lookups/lookupSpanishPostcode';

/** Email shape of spec §5 ("standard address pattern, case insensitive"). */
const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const error = (field: string, code: string, message: string, params?: Record<string, string | number>): FieldError => ({
  field,
  code,
  message,
  ...(params ? { params } : {}),
});

function checkRange(field: string, value: number, range: NumberRange): FieldError | null {
  const params = { min: range.min, max: range.max, step: range.step };
  if (value < range.min) return error(field, 'BelowMinimum', `Must be at least ${range.min}`, params);
  if (value > range.max) return error(field, 'AboveMaximum', `Must be at most ${range.max}`, params);
  // Integer arithmetic avoids float drift on steps like 0.5.
  const steps = (value - range.min) / range.step;
  if (Math.abs(steps - Math.round(steps)) > 1e-9) return error(field, 'NotAStep', `Must be in steps of ${range.step}`, params);
  return null;
}

/** Spanish DNI/NIE control letter (country-rules.md §1.1). */
export function isValidSpanishId(value: string): boolean {
  const id = value.replace(/[\s-]/g, '').toUpperCase();
  const m = /^([XYZ]\d{7}|\d{8})([A-Z])$/.exec(id);
  if (!m?.[1] || !m[2]) return false;
  const digits = m[1].replace(/^X/, '0').replace(/^Y/, '1').replace(/^Z/, '2');
  return DNI_LETTERS[Number(digits) % 23] === m[2];
}

function isCalendarDate(value: string): boolean {
  const m = CALENDAR_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/**
 * The server's own checks of the answers it processes (spec §5): contact data it uses (email, phone, Spanish postal
 * code), money and loan terms against the brand's limits (spec §9), the date of birth, the Spanish national id and
 * the IBAN checksum. Free-text answers (names, streets) are only length-checked by LeadSchema and stored verbatim:
 * the funnel checks their patterns, and the API must keep any string as data. Null clears a field and is not checked.
 */
export function validateLeadAnswers(lead: Lead, brand: BrandConfig): FieldError[] {
  const errors: FieldError[] = [];
  const push = (e: FieldError | null): void => {
    if (e) errors.push(e);
  };
  const email = lead.contactDetails?.email;
  if (typeof email === 'string' && !EMAIL.test(email.trim())) push(error('contactDetails.email', 'InvalidFormat', 'Not an email address'));
  const phone = lead.contactDetails?.phoneNumber;
  if (typeof phone === 'string') {
    const phoneError = checkPhone(phone, brand.country);
    if (phoneError) push(error('contactDetails.phoneNumber', phoneError.kind, 'Not a valid phone number'));
  }
  if (brand.country === 'ES') {
    for (const field of ['contactDetails', 'employer'] as const) {
      const code = lead[field]?.postalCode;
      if (typeof code !== 'string') continue;
      const found = lookupSpanishPostcode(code);
      if (!found.ok) push(error(`${field}.postalCode`, found.error, 'Not a Spanish postal code'));
    }
    const personalCode = lead.personalDetails?.personalCode;
    if (typeof personalCode === 'string' && !isValidSpanishId(personalCode)) {
      push(error('personalDetails.personalCode', 'InvalidChecksum', 'Not a valid DNI/NIE'));
    }
  }
  if (typeof lead.amount === 'number') push(checkRange('amount', lead.amount, brand.loan.amount));
  if (typeof lead.period === 'number') push(checkRange('period', lead.period, brand.loan.period));
  const dob = lead.personalDetails?.dateOfBirth;
  if (typeof dob === 'string' && !isCalendarDate(dob)) push(error('personalDetails.dateOfBirth', 'InvalidDate', 'Not a YYYY-MM-DD date'));
  const overdue = lead.otherDetails?.overdueDebtAmount;
  if (typeof overdue === 'number') {
    if (overdue < 0) push(error('otherDetails.overdueDebtAmount', 'BelowMinimum', 'Must not be negative', { min: 0 }));
    else if (overdue > brand.limits.overdueDebtMax) {
      push(error('otherDetails.overdueDebtAmount', 'AboveMaximum', `Must be at most ${brand.limits.overdueDebtMax}`, { max: brand.limits.overdueDebtMax }));
    }
  }
  const totalDebt = lead.expenses?.totalDebtAmount;
  if (typeof totalDebt === 'number') {
    const { min, max } = brand.limits.totalDebt;
    if (totalDebt < min) push(error('expenses.totalDebtAmount', 'BelowMinimum', `Must be at least ${min}`, { min, max }));
    else if (totalDebt > max) push(error('expenses.totalDebtAmount', 'AboveMaximum', `Must be at most ${max}`, { min, max }));
  }
  for (const [field, value] of [
    ['incomeDetails.monthlyIncome', lead.incomeDetails?.monthlyIncome],
    ['incomeDetails.monthlyExtraIncome', lead.incomeDetails?.monthlyExtraIncome],
    ['expenses.monthlyExpenses', lead.expenses?.monthlyExpenses],
    ['expenses.monthlyCreditCommitments', lead.expenses?.monthlyCreditCommitments],
    ['expenses.rentAmount', lead.expenses?.rentAmount],
    ['expenses.mortgageAmount', lead.expenses?.mortgageAmount],
  ] as const) {
    if (typeof value === 'number' && value < 0) push(error(field, 'BelowMinimum', 'Must not be negative', { min: 0 }));
  }
  const iban = lead.incomeDetails?.iban;
  if (typeof iban === 'string' && iban.trim() !== '' && !isValidIBAN(iban.replace(/\s/g, '').toUpperCase())) {
    push(error('incomeDetails.iban', 'InvalidChecksum', 'Not a valid IBAN'));
  }
  return errors;
}
