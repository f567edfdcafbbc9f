import { THANK_YOU_STATE } from '../../domain/state/applicationStates';
import { transitionFor, type LeadAction } from '../../domain/transitions/transitions';
import type { Queryable } from '../db/Database';
import type { Outcome } from '../decision/Decision';
import { EarlyResponse } from '../http/apiResponses';
import type { LeadRecord } from '../leads/LeadRecord';
import { LeadRepository } from '../leads/LeadRepository';
import { applyOutcome } from '../leads/leadOutcome';
import type { ServerContext } from '../ServerContext';

/** What a fixed target of the table means for the lead's result; states the table leads to by number only. */
function fixedOutcome(lead: LeadRecord, state: number): LeadRecord {
  // Thank you: the applicant declined a partner's offer, or left the documents for later; nothing is pending any more.
  if (state === THANK_YOU_STATE) return applyOutcome(lead, { progressState: THANK_YOU_STATE, application: { status: 'completed' } });
  // Any other fixed target (a new mobile number, 15 → 7) moves the step and keeps what the decision left pending.
  return { ...lead, progressState: state };
}

/** How an action ends: declined (a partner's offer), and the decision made now for a `decision` target. */
export interface AdvanceOptions {
  readonly declined?: boolean;
  readonly decision?: () => Outcome & { readonly then?: Outcome };
}

/**
 * The lead after `action` succeeded, by the transition table (domain/transitions/transitions.ts) and nothing else: the
 * same lead, its pending outcome (pending cleared), the decision made now, or the table's fixed state.
 */
export function advance(lead: LeadRecord, action: LeadAction, options: AdvanceOptions = {}): LeadRecord {
  const entry = transitionFor(lead.progressState, action);
  if (!entry) return lead;
  const target = options.declined && entry.declined !== undefined ? entry.declined : entry.to;
  if (typeof target === 'number') return fixedOutcome(lead, target);
  switch (target) {
    case 'pending':
      return lead.pending ? applyOutcome(lead, lead.pending) : lead;
    case 'decision': {
      const decision = options.decision?.();
      return decision ? applyOutcome(lead, decision, decision.then ?? null) : lead;
    }
    case 'same':
    case 'page':
      return lead;
  }
}

/** Saves `next` when it differs from `lead` and answers it. */
export async function saveAdvanced(ctx: ServerContext, tx: Queryable, lead: LeadRecord, next: LeadRecord): Promise<LeadRecord> {
  if (next !== lead) await LeadRepository.save(tx, next, ctx.now());
  return next;
}

/** Runs `work` in a transaction; an EarlyResponse thrown inside rolls it back and is answered instead. */
export async function inTransaction(ctx: ServerContext, work: (tx: Queryable) => Promise<Response>): Promise<Response> {
  try {
    return await ctx.db.transaction(work);
  } catch (error) {
    if (error instanceof EarlyResponse) return error.response;
    throw error;
  }
}

