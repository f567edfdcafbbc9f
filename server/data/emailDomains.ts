/** Mail domains common among Spanish applicants; a near miss of one of these is offered as a suggestion. */
export const COMMON_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com', 'hotmail.com', 'hotmail.es', 'outlook.com', 'outlook.es', 'yahoo.com', 'yahoo.es', 'icloud.com',
  'live.com', 'msn.com', 'telefonica.net', 'movistar.es', 'orange.es', 'vodafone.es', 'gmx.es', 'protonmail.com',
];

/** Well-known disposable-mail domains (a loan applicant must be reachable later). */
export const DISPOSABLE_EMAIL_DOMAINS: readonly string[] = [
  'mailinator.com', 'guerrillamail.com', 'guerrillamail.info', 'sharklasers.com', '10minutemail.com', 'yopmail.com',
  'yopmail.fr', 'temp-mail.org', 'trashmail.com', 'getnada.com', 'dispostable.com', 'maildrop.cc', 'throwawaymail.com',
  'fakeinbox.com', 'mintemail.com', 'mohmal.com', 'emailondeck.com', 'tempmail.net',
];
