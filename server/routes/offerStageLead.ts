import type { Context } from 'hono';
import { EarlyResponse, leadNotFound } from '../http/apiResponses';
import type { LeadRecord } from '../leads/LeadRecord';
import { LeadRepository } from '../leads/LeadRepository';
import { applyOutcome } from '../leads/leadOutcome';
import type { ServerContext } from '../ServerContext';
import type { Queryable } from '../db/Database';

/** The lead `id` of this brand's product, locked for the transaction; answers 404 (EarlyResponse) when there is none. */
export async function lockedLead(ctx: ServerContext, tx: Queryable, c: Context, id: string): Promise<LeadRecord> {
  const found = await LeadRepository.find(tx, id, ctx.brand.product, ctx.now(), true);
  if (!found) throw new EarlyResponse(leadNotFound(c));
  return found;
}

/** A lead waiting in an offer-stage step moves to what its decision set to follow (by default accepted), and is saved. */
export async function completeOfferStep(ctx: ServerContext, tx: Queryable, lead: LeadRecord): Promise<LeadRecord> {
  const next = lead.application.status === 'offer-stage' && lead.pending ? applyOutcome(lead, lead.pending) : lead;
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
