import { IdempotencyKeys } from './idempotencyKeys';
import { LeadSteps } from './leadSteps';
import { LeadTable } from './leadTable';
import { LeadWrites } from './leadWrites';
import { SessionsAndConsents } from './sessionsAndConsents';

export type { AnswersSave, LeadCreate, LeadWriteExtras, SavedLeadState } from './leadWrites';
export { consentsOf } from './sessionsAndConsents';

/**
 * SQL of the lead tables, the one object the routes use; every function takes the connection or transaction to run
 * on. Its parts, by concern: the leads table row by row (leadTable.ts), the one-statement writes (leadWrites.ts), the
 * Idempotency-Keys (idempotencyKeys.ts), sessions and consents (sessionsAndConsents.ts), offer-stage steps
 * (leadSteps.ts); verification and resume codes live in verificationCodes.ts and resumeCodes.ts.
 */
export const LeadRepository = { ...LeadTable, ...LeadWrites, ...IdempotencyKeys, ...SessionsAndConsents, ...LeadSteps };
