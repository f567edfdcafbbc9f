import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DECIDED_STATES } from '../../domain/state/applicationStates';
import { isActionAllowed, isReadAction, pendingRoute, type LeadAction } from '../../domain/transitions/transitions';
import { leadRouteSpecOf } from '../../server/http/leadGuard';
import { TEST_DATABASES } from './support/databases';
import { PRODUCT, acceptableAnswers, createBody } from './support/leadBodies';
import { serverPerFile } from './support/startTestServer';
import { answerToUnfinishedBody, multipartStart } from './support/unfinishedBody';

interface DocOperation {
  readonly method: string;
  readonly path: string;
  readonly request?: string;
  readonly actions?: readonly LeadAction[];
}
type Doc = {
  paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { $ref: string } }> }; 'x-lead-actions'?: LeadAction[] }>>;
  components: { schemas: Record<string, { required?: string[] }> };
};
const doc = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'openapi', 'openapi.json'), 'utf8')) as Doc;

const OPERATIONS: readonly DocOperation[] = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, op]) => {
    const ref = op.requestBody?.content['application/json']?.schema.$ref;
    return { method: method.toUpperCase(), path, ...(ref ? { request: ref.split('/').pop() } : {}), ...(op['x-lead-actions'] ? { actions: op['x-lead-actions'] } : {}) };
  }),
);

/** Paths whose `{id}` is not a lead's (a policy's document). */
const OTHER_IDS: ReadonlySet<string> = new Set(['/policies/{id}']);

/** An operation names a lead when its path holds the lead's id or its body must carry one. */
const namesLead = (op: DocOperation): boolean =>
  (op.path.includes('{id}') && !OTHER_IDS.has(op.path)) || (op.request !== undefined && (doc.components.schemas[op.request]?.required ?? []).includes('id'));

/**
 * The operations that name a lead and are open on purpose (docs/states-and-routes.md "Open routes"): they are how a
 * browser without the credential proves it is the applicant's, so they cannot ask for it.
 */
const OPEN: ReadonlyMap<string, string> = new Map([
  ['POST /v3/lead/{id}/resume-code', 'sends a one-time code to the contact on file (masked); the code is the proof'],
  ['POST /v3/lead/{id}/resume-code/verify', 'the right code is what hands the browser its credential'],
]);

const keyOf = (op: DocOperation): string => `${op.method} ${op.path}`;
const LEAD_OPERATIONS = OPERATIONS.filter(namesLead);
const GUARDED = LEAD_OPERATIONS.filter((op) => !OPEN.has(keyOf(op)));
const isResume = (op: DocOperation): boolean => op.actions?.includes('resume') === true;
const isUpload = (op: DocOperation): boolean => op.path === '/lead/idUpload';
/** Actions every state with a lead takes: they cannot be out of turn. */
const takenEverywhere = (action: LeadAction): boolean => isReadAction(action) || action === 'saveConsents';
/** States the test identities put a lead in, in the order a refusing one is looked for. */
const CANDIDATE_STATES = [1, 7, 30, 10] as const;
const IDENTITY: Readonly<Record<number, string>> = { 7: 'verify', 30: 'idupload', 10: 'accept' };

/** The operation's path for lead `id` (other parameters get plausible values). */
const pathFor = (op: DocOperation, id: string): string =>
  op.path.replace('{id}', id).replace('{urlType}', 'continue').replace('{refTransactionId}', 'ref-1');

describe('the OpenAPI document names every lead operation', () => {
  it('finds the operations that name a lead, and every one is guarded or open on purpose', () => {
    expect(GUARDED.length).toBeGreaterThan(30);
    for (const key of OPEN.keys()) expect(LEAD_OPERATIONS.map(keyOf)).toContain(key);
    for (const op of GUARDED) expect([keyOf(op), op.actions?.length ?? 0]).not.toEqual([keyOf(op), 0]);
  });
});

describe.each(TEST_DATABASES)('one guard on every lead operation on $name', (database) => {
  const s = serverPerFile(database, 'lead-guard');
  const leads = new Map<number, Promise<string>>();

  /** A lead at `state` (created once per state and file; the refused calls below change nothing). */
  const leadAt = (state: number): Promise<string> => {
    const existing = leads.get(state);
    if (existing) return existing;
    const made = (async () => {
      const identity = IDENTITY[state];
      const created = await s.call('/v2/lead', { method: 'POST', body: createBody(`${identity ?? 'guard'}+${state}-${Date.now()}@example.com`) });
      const id = created.body.id as string;
      if (identity) {
        const submitted = await s.call('/v3/lead', { method: 'PUT', body: { id, product: PRODUCT, submit: true, ...acceptableAnswers } });
        expect(submitted.body.progressState).toBe(state);
      }
      return id;
    })();
    leads.set(state, made);
    return made;
  };

  /** The lead's row as the database holds it: what a refused call must leave as it was. */
  const rowOf = async (id: string) => {
    const [row] = await s.server.context.db.query<{ progress_state: number; version: number; data: unknown }>('SELECT progress_state, version, data FROM leads WHERE id = $1', [id]);
    const steps = await s.server.context.db.query('SELECT 1 FROM lead_steps WHERE lead_id = $1', [id]);
    return { ...row, steps: steps.length };
  };

  it('each guarded operation is a route that declares one of the actions the document names', () => {
    const routes = s.server.app.routes.filter((route) => route.path.startsWith('/api/'));
    const shape = (path: string) => path.replace(/\{[^}]+\}|:[A-Za-z]+/g, '{}');
    for (const op of GUARDED) {
      const found = routes.filter((route) => route.method === op.method && shape(route.path.slice('/api'.length)) === shape(op.path));
      const specs = found.map((route) => leadRouteSpecOf(route.handler)).filter((spec) => spec !== undefined);
      expect([keyOf(op), specs.length > 0]).toEqual([keyOf(op), true]);
      for (const spec of specs) expect([keyOf(op), op.actions]).toEqual([keyOf(op), expect.arrayContaining([spec.action])]);
    }
  });

  it.each(GUARDED.map((op) => [keyOf(op), op] as const))('%s: without a credential 401 before the body is read, another lead\'s 403', async (_key, op) => {
    const id = await leadAt(1);
    const other = s.cookieOf(await leadAt(7)) ?? null;
    const before = await rowOf(id);
    const path = pathFor(op, id);
    if (isResume(op)) {
      // Resume answers a browser without the credential only how to prove who it is.
      const answer = await s.call(path, { cookie: null });
      expect([answer.status, answer.body.lead, answer.body.proofRequired?.channel]).toEqual([200, { id }, 'sms']);
      expect(JSON.stringify(answer.body)).not.toContain('example.com');
    } else if (isUpload(op)) {
      const start = multipartStart(id);
      const answer = await answerToUnfinishedBody(`${s.api}${path}`, { headers: { 'Content-Type': start.contentType }, firstChunk: start.firstChunk, declaredBytes: 10 * 1024 * 1024 });
      expect(answer?.status).toBe(401);
    } else if (op.method === 'GET') {
      expect((await s.call(path, { cookie: null })).status).toBe(401);
      expect((await s.call(path, { cookie: other })).status).toBe(403);
    } else {
      // A body the server could not even parse: only a guard that answers before reading it says 401.
      const unparsable = await s.call(path, { method: op.method, rawBody: `{"id":"${id}","product":"${PRODUCT}",`, cookie: null });
      expect([unparsable.status, unparsable.body.error?.code]).toEqual([401, 'LeadCredentialRequired']);
      const unfinished = await answerToUnfinishedBody(`${s.api}${path}`, { method: op.method, headers: { 'Content-Type': 'application/json' }, firstChunk: `{"id":"${id}",`, declaredBytes: 60_000 });
      expect(unfinished?.status).toBe(401);
      const foreign = await s.call(path, { method: op.method, body: { id, product: PRODUCT }, cookie: other });
      expect([foreign.status, foreign.body.error?.code]).toEqual([403, 'LeadCredentialMismatch']);
    }
    expect(await rowOf(id)).toEqual(before);
  });

  const WRITES = GUARDED.filter((op) => !(op.actions ?? []).every(takenEverywhere));
  it.each(WRITES.map((op) => [keyOf(op), op] as const))('%s: at a state that does not take it, 409 naming the pending route, and nothing changes', async (_key, op) => {
    const actions = op.actions ?? [];
    const state = CANDIDATE_STATES.find((candidate) => actions.every((action) => !isActionAllowed(candidate, action)));
    expect(state).toBeDefined();
    const id = await leadAt(state!);
    const before = await rowOf(id);
    const path = pathFor(op, id);
    let answer: { status: number; body: any } | null;
    if (isUpload(op)) {
      const start = multipartStart(id);
      const raw = await answerToUnfinishedBody(`${s.api}${path}`, { headers: { 'Content-Type': start.contentType, Cookie: s.cookieOf(id) ?? '' }, firstChunk: start.firstChunk, declaredBytes: 10 * 1024 * 1024 });
      answer = raw && { status: raw.status, body: JSON.parse(raw.body) };
    } else {
      answer = await s.call(path, { method: op.method, body: { id, product: PRODUCT, amount: 3000 } });
    }
    expect(answer?.status).toBe(409);
    expect(answer?.body.error).toEqual({
      code: DECIDED_STATES.has(state!) ? 'ApplicationDecided' : 'StepNotPending',
      message: expect.any(String),
      pendingRoute: pendingRoute(state!),
      progressState: state,
    });
    expect(await rowOf(id)).toEqual(before);
  });
});
