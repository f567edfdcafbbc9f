import type { Country } from '../../domain/brand/BrandConfigSchema';
import type { FieldDefinition } from '../../domain/flow/FlowDefinition';
import { parseNumber } from '../../domain/validation/parseNumber';
import type { DateParts } from '../kit/dateParts';
import { formatAmount, parseMoneyInput } from '../kit/formatMoney';
import type { FieldRules } from './fieldRulesContract';

/** What a form control holds while the applicant types: text, a tick, or the three parts of a date. */
export type FormValue = string | boolean | DateParts;

/** The brand facts a conversion needs. */
export interface ValueContext {
  readonly country: Country;
  readonly intlLocale: string;
  /** Country calling code with '+', e.g. "+34" (docs/validation-by-country.md "Amount and period": phone prefix). */
  readonly callingCode: string;
}

const EMPTY_DATE: DateParts = { day: '', month: '', year: '' };

const isDateControl = (field: FieldDefinition): boolean => field.control === 'date' || field.control === 'dateOfBirth';

const withoutCallingCode = (value: string, callingCode: string): string => (value.startsWith(callingCode) ? value.slice(callingCode.length) : value);

/**
 * The control's value for a stored lead value (what the applicant sees when coming back to a step). `phone` formats a
 * saved number once the phone code is there (ui/steps/fieldRules.ts).
 */
export function toFormValue(field: FieldDefinition, value: unknown, ctx: ValueContext, phone?: Pick<FieldRules, 'formatPhoneNational'>): FormValue {
  if (field.control === 'checkbox') return value === true;
  if (isDateControl(field)) {
    const match = typeof value === 'string' ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
    return match ? { year: match[1] ?? '', month: String(Number(match[2])), day: String(Number(match[3])) } : EMPTY_DATE;
  }
  if (value === undefined || value === null) return '';
  if (field.control === 'yesNo') return value === true ? 'yes' : value === false ? 'no' : String(value);
  if (field.control === 'money' && typeof value === 'number') return formatAmount(value, ctx.intlLocale);
  if (field.control === 'tel' && typeof value === 'string') {
    // Decision: a saved number is shown in the country's national format when the phone code is there (coming back to
    // a step); before it has loaded, and for a value that does not parse, as stored without the prefix, and the phone
    // field formats it when the code arrives (ui/kit/PhoneField.tsx).
    return phone?.formatPhoneNational(value, ctx.country) ?? withoutCallingCode(value, ctx.callingCode);
  }
  return String(value);
}

const pad = (text: string, length: number): string => text.trim().padStart(length, '0');

/**
 * The value a validator judges and the lead stores (dates as `YYYY-MM-DD`, money and integers as numbers, yes/no as
 * booleans, identifiers normalised, phones in E.164 when they parse). Text that does not convert is passed on as
 * typed, so the validator names the problem and nothing the applicant typed is lost.
 */
export function toLeadValue(field: FieldDefinition, value: FormValue, ctx: ValueContext, rules: Pick<FieldRules, 'normaliseField' | 'phoneToE164'>): unknown {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'object') {
    const { day, month, year } = value;
    if (day.trim() === '' && month.trim() === '' && year.trim() === '') return '';
    return `${year.trim()}-${pad(month, 2)}-${pad(day, 2)}`;
  }
  const text = value;
  if (text.trim() === '') return '';
  switch (field.control) {
    case 'money':
      return parseMoneyInput(text, ctx.intlLocale) ?? text;
    case 'integer':
      return parseNumber(text.replace(/[\s-]/g, '')) ?? text;
    case 'yesNo':
      return text === 'yes' ? true : text === 'no' ? false : text;
    case 'tel':
      return rules.phoneToE164(text, ctx.country) ?? text;
    default:
      return rules.normaliseField(field.rule, text, ctx.country);
  }
}

/** The empty value of a control, before any answer. */
export function emptyFormValue(field: FieldDefinition): FormValue {
  if (field.control === 'checkbox') return false;
  if (isDateControl(field)) return EMPTY_DATE;
  return '';
}
