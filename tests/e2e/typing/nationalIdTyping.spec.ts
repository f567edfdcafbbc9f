import { describeIdentifierTyping } from './identifierTyping';
import { NATIONAL_IDS } from './identifierValues';

/**
 * Exact input, proven by typing (docs/formatted-input.md): the national id each country's flow asks (DNI/NIE, PESEL,
 * CNP, CURP, CCCD, cédula, PhilSys), random valid ones typed key by key in real Chromium; the id the funnel sends and
 * the API stores must be the one typed, normalised. TYPING_RUNS sets the runs per country (default 4).
 */
describeIdentifierTyping({ name: 'national id', path: 'personalDetails.personalCode', steps: ['personal-code'], values: NATIONAL_IDS });
