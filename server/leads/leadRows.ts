import type { ApplicationResult } from '../../domain/lead/ApplicationResult';
import type { Lead } from '../../domain/lead/LeadSchema';
import type { Row } from '../db/Database';
import type { Outcome } from '../decision/Decision';
import type { LeadRecord } from './LeadRecord';

// How a lead and its consents cross into and out of SQL: shared by the lead repository's parts (LeadRepository.ts).
export const json = (value: unknown): string => JSON.stringify(value);
export const asDate = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string | Date));

export function toRecord(row: Row): LeadRecord {
  return {
    id: row.id as string,
    product: row.product as string,
    data: row.data as Lead,
    progressState: row.progress_state as number,
    leadStatus: row.lead_status as number,
    application: row.application as ApplicationResult,
    pending: (row.pending as Outcome | null) ?? null,
    sessionId: (row.session_id as string | null) ?? null,
    statusPolls: row.status_polls as number,
    submittedAt: asDate(row.submitted_at),
    expiresAt: asDate(row.expires_at),
  };
}

/** A consent as the write statements take it (jsonb_to_recordset): one entry per id, the last one given winning. */
export const consentsList = (consents: ReadonlyArray<{ id: string; accepted: boolean; version?: string | undefined }>): Array<{ id: string; accepted: boolean; version: string | null }> => [
  ...new Map(consents.map((c) => [c.id, { id: c.id, accepted: c.accepted, version: c.version ?? null }])).values(),
];
export const consentsJson = (consents: ReadonlyArray<{ id: string; accepted: boolean; version?: string | undefined }>): string => json(consentsList(consents));

/** A lead's columns as the parameters $1–$12 of the write statements. */
export const leadParams = (lead: LeadRecord, now: Date): unknown[] => [
  lead.id, lead.product, json(lead.data), lead.progressState, lead.leadStatus, json(lead.application), lead.pending ? json(lead.pending) : null,
  lead.sessionId, lead.statusPolls, now, lead.submittedAt, lead.expiresAt,
];
