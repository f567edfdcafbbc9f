import type { ApplicationStatus } from '../../domain/lead/ApplicationResult';
import type { Lead } from '../../domain/lead/LeadSchema';
import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';
import type { RedirectMethod } from '../../domain/state/redirectOnProgressChange';
import type { FunnelState } from '../session/FunnelState';
import { currentRoute } from '../session/applyProgress';
import { saveLead, type SaveLeadDeps, type SaveLeadError } from './saveLead';

export interface SubmitLeadInput {
  readonly state: FunnelState;
  /** The last page's path key; defaults to the page without a next page. */
  readonly pagePath?: string;
  readonly answers: Lead;
}

export interface SubmitLeadOutput {
  readonly state: FunnelState;
  /** Where the progress state leads (docs/states-and-routes.md "Application states"). */
  readonly route: string;
  /** PUSH, or REPLACE when leaving an after-offer state (docs/states-and-routes.md "Redirect on progress change"). */
  readonly method: RedirectMethod;
  readonly status: ApplicationStatus;
  /** The lead was created by this submit (single-page flows). */
  readonly created: boolean;
}

/**
 * Submits the last page (docs/product.md "The form flow": "Only the last page carries all data points to submit"): PUT /v3/lead with every
 * data point of the flow and `submit: true`, creating the lead first if it does not exist; then follows the progress
 * state to its route with the redirect rule of docs/states-and-routes.md "Redirect on progress change". Ports: as SaveStep.
 */
export class SubmitLead {
  constructor(private readonly deps: SaveLeadDeps) {}

  async execute(input: SubmitLeadInput): Promise<Result<SubmitLeadOutput, SaveLeadError>> {
    const pages = input.state.pages.length > 0 ? input.state.pages : this.deps.initialPages();
    const pagePath = input.pagePath ?? pages.find((page) => page.nextPath === null)?.path;
    if (pagePath === undefined) return err({ kind: 'UnknownPage', state: input.state, path: '' });
    const saved = await saveLead(this.deps, { state: { ...input.state, pages }, pagePath, answers: input.answers, submit: true });
    if (!saved.ok) return saved;
    const { state } = saved.value;
    return ok({
      state,
      route: currentRoute(state),
      method: state.other.routeChange?.method ?? 'PUSH',
      status: saved.value.response.application.status,
      created: saved.value.created,
    });
  }
}
