import type { Lead } from '../../domain/lead/LeadSchema';
import type { Result } from '../../domain/kernel/Result';
import { ok } from '../../domain/kernel/Result';
import type { FunnelState } from '../session/FunnelState';
import { saveLead, type SaveLeadDeps, type SaveLeadError } from './saveLead';

export interface SaveStepInput {
  readonly state: FunnelState;
  /** Path key of the page saved (docs/product.md "Screens and routes"), e.g. "initial-details". */
  readonly pagePath: string;
  /** The page's answers as a partial lead (dotted paths laid out as sections). */
  readonly answers: Lead;
  /** Later pages saved in the same request: pending saves merged by the save queue (application/saving/SaveQueue.ts). */
  readonly alsoPages?: readonly string[];
}

export interface SaveStepOutput {
  readonly state: FunnelState;
  /** This save created the lead (POST /v2/lead). */
  readonly created: boolean;
  /** The page that follows in the flow, or null after the last. */
  readonly nextPath: string | null;
}

/**
 * Saves a step of the v3 flow (docs/product.md "The form flow"): creates the lead on the first save
 * (POST /v2/lead, product identifier added by the gateway), updates it afterwards (PUT /v3/lead), attaches server
 * field errors to their pages (earliest selected), clears the saved page's errors and applies the persistence rules
 * of docs/sessions-and-storage.md "Persistence". Ports: LeadGateway, KeyValueStorage (FunnelStorage, OperationKeys), IdGenerator, Clock, Logger.
 */
export class SaveStep {
  constructor(private readonly deps: SaveLeadDeps) {}

  async execute(input: SaveStepInput): Promise<Result<SaveStepOutput, SaveLeadError>> {
    const saved = await saveLead(this.deps, { ...input, submit: false });
    if (!saved.ok) return saved;
    const page = saved.value.state.pages.find((candidate) => candidate.path === input.pagePath);
    return ok({ state: saved.value.state, created: saved.value.created, nextPath: page?.nextPath ?? null });
  }
}
