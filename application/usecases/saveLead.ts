import type { LeadResponse } from '../../domain/api/LeadResponse';
import type { DynamicFormPage } from '../../domain/lead/DynamicFormPage';
import type { Lead } from '../../domain/lead/LeadSchema';
import { attachServerErrors, type ServerFieldError } from '../../domain/flow/attachServerErrors';
import { savePage } from '../../domain/flow/savePage';
import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';
import type { Clock } from '../ports/Clock';
import type { LeadGateway, LeadGatewayError } from '../ports/LeadGateway';
import type { Logger } from '../ports/Logger';
import { withoutMarketingIds, type MarketingIdSections } from '../../domain/tracking/marketingIds';
import type { FunnelState } from '../session/FunnelState';
import type { FunnelStorage } from '../session/FunnelStorage';
import { applyProgress } from '../session/applyProgress';
import { mergeLead, pickDataPoints } from '../session/leadPaths';
import type { MarketingIds } from '../tracking/MarketingIds';
import type { OperationKeys } from '../tracking/OperationKeys';

/** docs/product.md "Error catalogue": logged, no user-facing behaviour beyond the error value. */
export const FAILED_TO_POST_LEAD = 'Failed to post lead';
export const FAILED_TO_UPDATE_LEAD = 'Failed to update lead';

/**
 * Errors after which the outcome of a create is unknown, or known to belong to an earlier attempt (a `Conflict` on the
 * key): keep its Idempotency-Key for the retry, so the funnel never makes a second lead.
 */
const OUTCOME_UNKNOWN: ReadonlySet<LeadGatewayError['kind']> = new Set(['Network', 'Timeout', 'Server', 'Conflict']);

/**
 * Why a save failed. Every kind carries `state`: the answers are kept (in memory and, minus sensitive fields, in
 * storage) so nothing is typed twice (docs/security-and-reliability.md "Offline": "keep answers, retry when back").
 * `Validation` also carries the page to show: the earliest page with errors (docs/product.md "The form flow").
 */
export type SaveLeadError =
  | (Exclude<LeadGatewayError, { kind: 'Validation' }> & { readonly state: FunnelState })
  | {
      readonly kind: 'Validation';
      readonly state: FunnelState;
      readonly selectedPath: string | null;
      /** Errors of fields no page holds (shown as a general message). */
      readonly unassigned: readonly ServerFieldError[];
    }
  | { readonly kind: 'UnknownPage'; readonly state: FunnelState; readonly path: string };

export interface SavedLeadOutcome {
  readonly state: FunnelState;
  /** True when this save created the lead (POST /v2/lead): the Lead conversion fires (docs/click-ids-and-consent.md "Which events go to which pixel"). */
  readonly created: boolean;
  readonly response: LeadResponse;
}

export interface SaveLeadDeps {
  readonly gateway: LeadGateway;
  readonly storage: FunnelStorage;
  readonly keys: OperationKeys;
  readonly clock: Clock;
  readonly logger: Logger;
  /** The brand's pages when the state has none yet (domain/flow/buildPages). */
  readonly initialPages: () => DynamicFormPage[];
  /**
   * The click ids and ad-vendor ids every save carries: the ids under marketing consent, explicit nulls without it
   * (application/tracking/MarketingIds.ts). Without it no save carries any.
   */
  readonly marketing?: MarketingIds;
}

/** The lead to send: its marketing id sections replaced by those of this save (none when there is no MarketingIds). */
const sendable = <L extends Lead>(lead: L, ids: MarketingIdSections | undefined): L => ({ ...withoutMarketingIds(lead), ...ids });

/**
 * Saves the answers of one page (docs/product.md "The form flow", docs/sessions-and-storage.md "Persistence", docs/product.md "Calls": create/update):
 * the first save creates the lead with everything known (POST /v2/lead, one Idempotency-Key per logical create kept
 * across retries and reloads), later saves send the page's data points (PUT /v3/lead); `submit` sends the last page's
 * data points to submit, all of them, creating the lead first if needed. Server field errors go to the pages that
 * hold the fields. Persisted with the write-only-when-changed rule; the stored id is the returned one.
 */
export async function saveLead(
  deps: SaveLeadDeps,
  input: {
    readonly state: FunnelState;
    readonly pagePath: string;
    readonly answers: Lead;
    readonly submit: boolean;
    /** Later pages whose pending saves travel merged with this one (application/saving/SaveQueue.ts). */
    readonly alsoPages?: readonly string[];
  },
): Promise<Result<SavedLeadOutcome, SaveLeadError>> {
  const pages = input.state.pages.length > 0 ? [...input.state.pages] : deps.initialPages();
  const answered = mergeLead(input.state.lead, input.answers);
  const ids = deps.marketing?.forLead(answered);
  // Under consent the state keeps what is sent (storage, the conversions); without it the ids stay in memory only.
  const merged: FunnelState = { ...input.state, lead: ids && deps.marketing?.granted() ? { ...answered, ...ids } : answered, pages };
  const page = pages.find((candidate) => candidate.path === input.pagePath);
  if (!page) return err({ kind: 'UnknownPage', state: merged, path: input.pagePath });

  let state = merged;
  // What storage holds as of now (the state it was last written from), so later writes store only what changed.
  let stored = input.state;
  let created = false;
  let leadId = merged.lead.id;
  let response: LeadResponse | undefined;
  // A create retried with a kept key may be answered with the lead an earlier attempt made, not with these answers.
  let retriedCreate = false;
  if (!leadId) {
    retriedCreate = deps.keys.peek('leadCreate') !== undefined;
    const idempotencyKey = await deps.keys.keyFor('leadCreate');
    const answer = await deps.gateway.createApplication(sendable(merged.lead, ids), { idempotencyKey });
    if (!answer.ok) {
      if (!OUTCOME_UNKNOWN.has(answer.error.kind)) deps.keys.release('leadCreate');
      return fail(deps, input.state, merged, answer.error, FAILED_TO_POST_LEAD);
    }
    created = true;
    leadId = answer.value.id;
    response = answer.value;
    state = { ...merged, lead: { ...merged.lead, id: leadId } };
    // The id is stored before the key goes, in one task: a page that goes away from here on (a retried create's
    // follow-up save still out) comes back to this lead, never to a second create under a new key.
    deps.storage.save(stored, state);
    stored = state;
    deps.keys.release('leadCreate');
  }
  if (!created || input.submit || retriedCreate) {
    const also = pages.filter((candidate) => input.alsoPages?.includes(candidate.path) === true);
    const paths = input.submit ? page.dataPointsToSubmit : [...page.dataPoints, ...also.flatMap((candidate) => candidate.dataPoints)];
    // Every save states the ids: granted after the create they arrive, refused or withdrawn they are cleared.
    const lead = sendable({ ...pickDataPoints(state.lead, paths), id: leadId }, ids);
    const answer = input.submit ? await deps.gateway.submitApplication(lead) : await deps.gateway.saveAnswers(lead);
    if (!answer.ok) return fail(deps, stored, state, answer.error, FAILED_TO_UPDATE_LEAD);
    response = answer.value;
  }
  const savedPages = [page.path, ...(input.alsoPages ?? [])].reduce(savePage, state.pages);
  const saved = applyProgress({ ...state, pages: savedPages }, response as LeadResponse, deps.clock.now());
  deps.storage.save(stored, saved);
  return ok({ state: saved, created, response: response as LeadResponse });
}

function fail(
  deps: SaveLeadDeps,
  before: FunnelState,
  state: FunnelState,
  error: LeadGatewayError,
  message: string,
): { ok: false; error: SaveLeadError } {
  deps.logger.error(message, { kind: error.kind, ...('status' in error ? { status: error.status } : {}) });
  if (error.kind === 'Validation') {
    const attached = attachServerErrors(state.pages, error.fieldErrors);
    const withErrors = { ...state, pages: attached.pages };
    deps.storage.save(before, withErrors);
    return err({ kind: 'Validation', state: withErrors, selectedPath: attached.selectedPath, unassigned: attached.unassigned });
  }
  deps.storage.save(before, state);
  return err({ ...error, state });
}
