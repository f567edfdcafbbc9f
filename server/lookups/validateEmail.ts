import type { EmailValidationResponse } from '../../domain/api/LookupResponses';
import { COMMON_EMAIL_DOMAINS, DISPOSABLE_EMAIL_DOMAINS } from '../data/emailDomains';

const EMAIL = /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/i;
const MAX_EMAIL = 254;

/** docs/validation-by-country.md "Email": "Email: standard address pattern, case insensitive", at most 254 characters (RFC 5321). */
export const isEmailAddress = (email: string): boolean => email.length <= MAX_EMAIL && EMAIL.test(email);

/** Edit distance, capped: only near misses (≤ 2 edits) matter for a suggestion. */
function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length] ?? 3;
}

/** Whether the address is at a disposable-mail domain: an applicant must stay reachable (issue 15 item 5). */
export const isDisposableEmail = (email: string): boolean => DISPOSABLE_EMAIL_DOMAINS.includes(email.slice(email.lastIndexOf('@') + 1).trim().toLowerCase());

/** `/email/validate/{email}`: format, disposable domains, and a suggestion for a near-miss of a common domain. */
export function validateEmail(input: string): EmailValidationResponse {
  const email = input.trim();
  if (email.length > MAX_EMAIL) return { email, valid: false, reason: 'TooLong' };
  if (!EMAIL.test(email)) return { email, valid: false, reason: 'InvalidFormat' };
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1).toLowerCase();
  if (DISPOSABLE_EMAIL_DOMAINS.includes(domain)) return { email, valid: false, reason: 'DisposableDomain' };
  if (COMMON_EMAIL_DOMAINS.includes(domain)) return { email, valid: true };
  // Short domains sit close together (o2.pl, wp.pl): one edit only below 8 characters, so no suggestion replaces a real domain.
  const allowed = domain.length >= 8 ? 2 : 1;
  const near = COMMON_EMAIL_DOMAINS.find((d) => distance(domain, d) <= allowed);
  return near ? { email, valid: true, suggestion: `${local}@${near}` } : { email, valid: true };
}
