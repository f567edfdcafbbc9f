import { parsePhoneNumberFromString } from 'libphonenumber-js';

const BULLET = '•';

/** `+34612345678` → `+34 6•• ••• •78`: the first and last two digits, enough to recognise the number, not to read it. */
export function maskPhoneNumber(phone: string): string {
  const parsed = parsePhoneNumberFromString(phone);
  const national = parsed ? String(parsed.nationalNumber) : phone.replace(/\D/g, '');
  const shown = [...national].map((digit, i) => (i === 0 || i >= national.length - 2 ? digit : BULLET)).join('');
  const grouped = shown.match(/.{1,3}/g)?.join(' ') ?? shown;
  return parsed ? `+${parsed.countryCallingCode} ${grouped}` : grouped;
}

/** `ana@example.com` → `a•••@example.com`: the first letter and the domain. */
export function maskEmailAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return BULLET.repeat(3);
  return `${email[0]}${BULLET.repeat(3)}${email.slice(at)}`;
}

/** A destination as a log or a screen may show it. */
export const maskDestination = (channel: 'sms' | 'email', destination: string): string => (channel === 'sms' ? maskPhoneNumber(destination) : maskEmailAddress(destination));
