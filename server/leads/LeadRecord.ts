import type { ApplicationResult } from '../../domain/lead/ApplicationResult';
import type { LeadResponse } from '../../domain/api/LeadResponse';
import type { Lead } from '../../domain/lead/LeadSchema';
import type { Outcome } from '../decision/Decision';

/** A stored lead: its answers (without id), where it stands, and what follows its current offer-stage step. */
export interface LeadRecord {
  readonly id: string;
  readonly product: string;
  readonly data: Lead;
  readonly progressState: number;
  readonly leadStatus: number;
  readonly application: ApplicationResult;
  readonly pending: Outcome | null;
  readonly sessionId: string | null;
  readonly statusPolls: number;
  readonly submittedAt: Date | null;
  readonly expiresAt: Date | null;
}

/** The answer of create, update and the state-changing calls (domain/api/LeadResponse.ts). */
export function toLeadResponse(lead: Pick<LeadRecord, 'id' | 'progressState' | 'leadStatus' | 'sessionId' | 'expiresAt' | 'application'>): LeadResponse {
  return {
    id: lead.id,
    progressState: lead.progressState,
    leadStatus: lead.leadStatus,
    sessionId: lead.sessionId,
    expiresAt: lead.expiresAt ? lead.expiresAt.toISOString() : null,
    application: lead.application,
  };
}

/**
 * Merges an update into stored answers (domain/api/UpdateLeadRequest.ts): sections merge field by field, a present
 * field replaces (null clears), an absent one is kept; arrays and scalars are replaced whole.
 */
export function mergeLead(stored: Lead, patch: Lead): Lead {
  const out: Record<string, unknown> = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) continue;
    const previous = out[key];
    const isSection = value !== null && typeof value === 'object' && !Array.isArray(value);
    const wasSection = previous !== null && typeof previous === 'object' && !Array.isArray(previous);
    out[key] = isSection && wasSection ? { ...(previous as object), ...stripUndefined(value as Record<string, unknown>) } : value;
  }
  return out as Lead;
}

const stripUndefined = (o: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
