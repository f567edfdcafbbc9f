import type { FieldDefinition } from '../../domain/flow/FlowDefinition';
import { formatPhoneNumber } from '../../domain/phone/formatPhoneNumber';
import type { TranslateFn } from '../kit/Translate';
import { formatMoney } from '../kit/formatMoney';
import { groupIban } from '../kit/groupIban';
import type { StepKeys } from './flowText';
import type { ValueContext } from './formValues';

/** An answer as the check-your-answers page shows it (translated option, formatted money, date, phone, IBAN). */
export function displayValue(field: FieldDefinition, value: unknown, ctx: ValueContext & { currency: string }, t: TranslateFn, keys: StepKeys): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value === 'boolean') return t(value ? 'common^fields>yes' : 'common^fields>no');
  if (field.control === 'money' && typeof value === 'number') return formatMoney(value, ctx.intlLocale, ctx.currency);
  if ((field.control === 'radio' || field.control === 'select') && field.options && typeof value === 'string') return field.optionNames?.[value] ?? t(keys.option(field.name, value));
  if (field.rule === 'country' && typeof value === 'string') return new Intl.DisplayNames([ctx.intlLocale], { type: 'region', fallback: 'code' }).of(value) ?? value;
  if ((field.control === 'date' || field.control === 'dateOfBirth') && typeof value === 'string') {
    const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
    if (match) return new Intl.DateTimeFormat(ctx.intlLocale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  }
  if (field.control === 'tel' && typeof value === 'string') {
    // The phone core's international format ("+34 612 34 56 78"): the review page needs no as-you-type formatter.
    const national = value.startsWith(ctx.callingCode) ? value.slice(ctx.callingCode.length) : value;
    return formatPhoneNumber(value, ctx.country, 'INTERNATIONAL') ?? `${ctx.callingCode} ${national}`;
  }
  if (field.control === 'iban' && typeof value === 'string') return groupIban(value);
  return String(value);
}
