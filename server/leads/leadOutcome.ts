import type { Outcome } from '../decision/Decision';
import type { LeadRecord } from './LeadRecord';

/** The lead moved to `outcome`; `pending` is cleared (its step is done). */
export const applyOutcome = (lead: LeadRecord, outcome: Outcome, then: Outcome | null = null): LeadRecord => ({
  ...lead,
  progressState: outcome.progressState,
  application: outcome.application,
  pending: then,
  statusPolls: 0,
});
