import type { Context } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { StepNotPendingResponse } from '../../domain/api/StepNotPendingResponse';
import { DECIDED_STATES } from '../../domain/state/applicationStates';
import { isActionAllowed, pendingRoute, type LeadAction } from '../../domain/transitions/transitions';
import type { Database, Queryable } from '../db/Database';
import { batchedCredentialLookups, type FindByCredential } from '../leads/batchedStatements';
import type { HeldByCredential } from '../leads/leadTable';
import type { LeadRecord } from '../leads/LeadRecord';
import { credentialHash } from '../leads/LeadCredentials';
import { LeadRepository } from '../leads/LeadRepository';
import type { ServerContext } from '../ServerContext';
import { EarlyResponse, apiError, leadNotFound } from './apiResponses';
import { leadSessionToken } from './leadCredential';
import { readJsonBody, unstorableValues } from './readJsonBody';

/** Where a route names its lead: the path's `:id`, the JSON body's `id`, or a multipart form's `id` field. */
export type LeadIdSource = 'path' | 'body' | 'form';

/** What a lead route declares; the guard does the rest (docs/states-and-routes.md "The guard"). */
export interface LeadRouteSpec {
  /** The table's action (domain/transitions/transitions.ts) the route performs. */
  readonly action: LeadAction;
  /** The action when the JSON body decides it (PUT /v3/lead: a save or a submit); `action` otherwise. */
  readonly actionOf?: (body: Readonly<Record<string, unknown>>, lead: LeadRecord) => LeadAction;
  readonly idIn: LeadIdSource;
  /**
   * The answer to a request without this lead's credential, instead of 401/403 (resume: only how to prove who one is);
   * null falls back to 401/403.
   */
  readonly withoutCredential?: (c: Context, lead: LeadRecord) => Promise<Response | null>;
}

/** What the guard hands the route: the lead the credential opens (read before the body) and the action it takes. */
export interface GuardedLead {
  readonly lead: LeadRecord;
  readonly action: LeadAction;
}

/** The key under which a guarded handler carries its declaration, so a test can list every guarded route. */
export const LEAD_ROUTE = Symbol.for('leadRoute');

export type LeadRouteHandler = ((c: Context) => Promise<Response>) & { readonly [LEAD_ROUTE]: LeadRouteSpec };

/** Whether a router handler is a guarded lead route (also when Hono wrapped it in a sub-app's error handler), and its declaration. */
export function leadRouteSpecOf(handler: unknown): LeadRouteSpec | undefined {
  if (typeof handler !== 'function') return undefined;
  const own = (handler as Partial<LeadRouteHandler>)[LEAD_ROUTE];
  return own ?? leadRouteSpecOf((handler as { __COMPOSED_HANDLER?: unknown }).__COMPOSED_HANDLER);
}

/** Whether the request goes to a guarded lead route: its guard, not a middleware before it, reads the body. */
export const isLeadRouteRequest = (c: Context): boolean => matchedRoutes(c).some((route) => leadRouteSpecOf(route.handler) !== undefined);

const WITH_BODY: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const credentialRequired = (c: Context): Response =>
  apiError(c, 401, 'LeadCredentialRequired', 'This lead can be read or changed only from the browser session that holds it');
const credentialMismatch = (c: Context): Response => apiError(c, 403, 'LeadCredentialMismatch', 'The credential of this browser session opens another lead');

/**
 * 409 for an action the lead's state does not take (domain/transitions/transitions.ts): `StepNotPending`, or
 * `ApplicationDecided` once decided (10–13), naming the route of the step the lead waits for and its state.
 */
export function stepNotPending(c: Context, lead: LeadRecord): Response {
  const decided = DECIDED_STATES.has(lead.progressState);
  const message = decided ? 'This application has been decided and can no longer be changed' : 'This lead waits for another step';
  const answer: StepNotPendingResponse = {
    error: { code: decided ? 'ApplicationDecided' : 'StepNotPending', message, pendingRoute: pendingRoute(lead.progressState), progressState: lead.progressState },
  };
  return c.json(answer, 409);
}

/**
 * One credential reader per database, shared by every guarded route: the look-ups that arrive together go as one
 * statement (batchedStatements.ts), as plain saves do on PostgreSQL. On the embedded database too: its queue sends
 * waiting statements in one call, but each is still parsed and planned, and 64 look-ups in one statement cost less.
 */
const credentialReaders = new WeakMap<Database, FindByCredential>();

function credentialReader(db: Database): FindByCredential {
  let reader = credentialReaders.get(db);
  if (!reader) {
    reader = batchedCredentialLookups(db);
    credentialReaders.set(db, reader);
  }
  return reader;
}

/** How the request's `lead_session` cookie stands: none (or unknown), the credential of a lead that has expired, or a live lead. */
async function heldLead(c: Context, ctx: ServerContext): Promise<HeldByCredential> {
  const token = leadSessionToken(c);
  return token === null ? { kind: 'none' } : credentialReader(ctx.db)({ tokenHash: credentialHash(token), product: ctx.brand.product, now: ctx.now() });
}

/** 403 when `id` names another live lead than the one the credential opens, 404 when it names none. */
export async function refuseOtherLead(c: Context, ctx: ServerContext, id: string): Promise<Response> {
  return (await LeadRepository.find(ctx.db, id, ctx.brand.product, ctx.now())) ? credentialMismatch(c) : leadNotFound(c);
}

/** Whether `id` could name a lead: at most 64 characters of text the database can hold. */
const isStorableId = (id: string): boolean => id.length <= 64 && unstorableValues(id).length === 0;

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The one guard of every route that reads or changes a lead (docs/architecture.md house rule 13), in this order:
 * 1. the credential, before any body is read: 401 `LeadCredentialRequired` without one (404 for an unknown lead named
 *    in the path, or a credential whose lead has expired), 403 `LeadCredentialMismatch` with another lead's (a body's
 *    `id` is compared once the JSON body, at most 64 KB, is read; a form's by the route, after the table);
 * 2. the transition table: 409 (stepNotPending) when the lead's state does not take the action; a document upload is
 *    held to it before its bytes are read;
 * 3. the JSON body's gate (readJsonBody.ts: 400 malformed, 422 a value the database cannot hold, read once), then the
 *    route's own validation (422), then its work, which locks the lead and asks the table again (lockedLead).
 */
export function leadRoute(ctx: ServerContext, spec: LeadRouteSpec, handler: (c: Context, guarded: GuardedLead) => Promise<Response>): LeadRouteHandler {
  const guarded = async (c: Context): Promise<Response> => {
    const held = await heldLead(c, ctx);
    let lead: LeadRecord;
    if (spec.idIn === 'path') {
      const id = c.req.param('id') ?? '';
      if (held.kind === 'lead' && held.lead.id === id) lead = held.lead;
      else {
        const named = await LeadRepository.find(ctx.db, id, ctx.brand.product, ctx.now());
        if (!named) return leadNotFound(c);
        const instead = spec.withoutCredential ? await spec.withoutCredential(c, named) : null;
        return instead ?? (held.kind === 'lead' ? credentialMismatch(c) : credentialRequired(c));
      }
    } else {
      if (held.kind === 'none') return credentialRequired(c);
      if (held.kind === 'gone') return leadNotFound(c);
      lead = held.lead;
    }
    let action = spec.action;
    if (spec.idIn === 'body') {
      const body = await readJsonBody(c);
      if (!body.ok) return body.response;
      const value = isRecord(body.value) ? body.value : {};
      // An id no lead can have (too long, or text the database cannot hold) is the route's validation to refuse (422).
      if (typeof value.id === 'string' && value.id !== lead.id && isStorableId(value.id)) return refuseOtherLead(c, ctx, value.id);
      action = spec.actionOf?.(value, lead) ?? spec.action;
    }
    if (!isActionAllowed(lead.progressState, action)) return stepNotPending(c, lead);
    // Every JSON body of a lead route is read here, past the credential and the table (a form's is the route's).
    if (spec.idIn !== 'form' && WITH_BODY.has(c.req.method)) {
      const body = await readJsonBody(c);
      if (!body.ok) return body.response;
    }
    return handler(c, { lead, action });
  };
  return Object.assign(guarded, { [LEAD_ROUTE]: spec });
}

/**
 * The lead `id` of this brand's product, locked for the transaction, asked again whether its state takes `action`
 * (a concurrent request may have moved it since the guard looked): 404 or 409 (EarlyResponse) otherwise.
 */
export async function lockedLead(ctx: ServerContext, tx: Queryable, c: Context, id: string, action: LeadAction): Promise<LeadRecord> {
  const found = await LeadRepository.find(tx, id, ctx.brand.product, ctx.now(), true);
  if (!found) throw new EarlyResponse(leadNotFound(c));
  if (!isActionAllowed(found.progressState, action)) throw new EarlyResponse(stepNotPending(c, found));
  return found;
}
