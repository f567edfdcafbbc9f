/** Mail domains common among the brands' applicants (ES, MX, CO, DE, PL, RO, VN, PH); a near miss of one is offered as a suggestion. */
export const COMMON_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com', 'hotmail.com', 'hotmail.es', 'outlook.com', 'outlook.es', 'yahoo.com', 'yahoo.es', 'icloud.com',
  'live.com', 'msn.com', 'telefonica.net', 'movistar.es', 'orange.es', 'vodafone.es', 'gmx.es', 'protonmail.com',
  'yahoo.com.mx', 'hotmail.com.mx', 'prodigy.net.mx', 'outlook.com.mx',
  'yahoo.com.co', 'hotmail.co', 'une.net.co',
  'web.de', 'gmx.de', 'gmx.net', 't-online.de', 'freenet.de',
  'wp.pl', 'o2.pl', 'tlen.pl', 'onet.pl', 'interia.pl', 'op.pl', 'gazeta.pl', 'poczta.fm',
  'yahoo.ro',
  'yahoo.com.vn',
  'yahoo.com.ph',
];

/** Well-known disposable-mail domains (a loan applicant must be reachable later). */
export const DISPOSABLE_EMAIL_DOMAINS: readonly string[] = [
  'mailinator.com', 'guerrillamail.com', 'guerrillamail.info', 'sharklasers.com', '10minutemail.com', 'yopmail.com',
  'yopmail.fr', 'temp-mail.org', 'trashmail.com', 'getnada.com', 'dispostable.com', 'maildrop.cc', 'throwawaymail.com',
  'fakeinbox.com', 'mintemail.com', 'mohmal.com', 'emailondeck.com', 'tempmail.net',
];
