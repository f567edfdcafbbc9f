import { describeIdentifierTyping } from './identifierTyping';
import { PAYOUT_ACCOUNTS } from './identifierValues';

/**
 * Exact input, proven by typing (docs/formatted-input.md): the payout account where it is an IBAN (grouped in fours as
 * typed by the IBAN field) or a CLABE, random valid ones typed key by key in real Chromium; the account the funnel sends
 * and the API stores must be the one typed, compact and upper-case. TYPING_RUNS sets the runs per country (default 4).
 */
describeIdentifierTyping({
  name: 'IBAN or CLABE',
  path: 'incomeDetails.iban',
  steps: ['bank-account', 'banking-details', 'clabe'],
  values: PAYOUT_ACCOUNTS,
});
