import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiPaths } from '../../domain/api/ApiPaths';
import { IDEMPOTENCY_KEY_HEADER } from '../../domain/api/CreateLeadRequest';
import { camelKeys, snakeKeys, snakePath } from './snakeCase';

export interface RestBackendOptions {
  /**
   * The reference lead API this backend stores through (server/createServer.ts `app.fetch`, called in-process): its
   * repository, validation and decision engine are reused, not copied.
   */
  readonly reference: (request: Request) => Response | Promise<Response>;
  /** The reference API's base path, e.g. `/api`. */
  readonly apiBase: string;
  /** Where this backend is mounted, e.g. `/rest`: the path the applicant's lead cookie is scoped to. */
  readonly mountPath: string;
  /** The product every application of this backend belongs to (the REST API does not ask the client for it). */
  readonly product: string;
}

/**
 * An example of a lender backend shaped unlike the reference API (examples/rest-backend/README.md):
 *
 * | call | request | answer |
 * |---|---|---|
 * | create | `POST /applications` `{ answers }` + `Idempotency-Key` | 201 the application |
 * | save answers | `PATCH /applications/{id}` `{ answers }` | 200 the application |
 * | submit | `POST /applications/{id}/submission` `{ answers }` | 200 the application with its decision |
 * | resume | `GET /applications/{id}?link={urlType}&transaction={refTransactionId}` | 200 answers, stage and result |
 * | status | `GET /applications/{id}/status` | 200 stage and result |
 *
 * Bodies are snake_case. Failures are `{ problem: 'not_found' | 'idempotency_key_reused' | … }` (409 `step_not_pending`
 * and `application_decided` with `pending_route` and `progress_state`) or, for invalid answers,
 * 422 `{ problems: [{ path: 'contact_details.email', reason: 'InvalidFormat' }] }`.
 */
export function restBackendRoutes(options: RestBackendOptions): Hono {
  const app = new Hono();

  /** One call of the reference API; its answer translated to this backend's shape. */
  const forward = async (c: Context, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> => {
    // The applicant's lead credential (the reference API's httpOnly cookie, docs/integrating.md) travels both ways: this
    // backend stands where the API stood, so the cookie is scoped to its own path instead of the API's.
    const cookie = c.req.header('Cookie');
    const response = await options.reference(
      new Request(`http://reference.invalid${options.apiBase}${path}`, {
        method,
        headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(cookie ? { Cookie: cookie } : {}), ...headers },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      }),
    );
    for (const line of response.headers.getSetCookie()) c.header('Set-Cookie', line.replace(/;\s*Path=[^;]*/i, `; Path=${options.mountPath}`), { append: true });
    const answer: unknown = await response.json().catch(() => null);
    const status = response.status as ContentfulStatusCode;
    if (response.ok) return c.json(snakeKeys(answer) as object, status);
    return c.json(problemOf(response.status, answer), status === 422 && isIdempotencyReuse(answer) ? 409 : status);
  };

  const answersOf = async (c: Context): Promise<Record<string, unknown> | null> => {
    const body: unknown = await c.req.json().catch(() => null);
    if (body === null || typeof body !== 'object' || !('answers' in body)) return null;
    const answers = camelKeys((body as { answers: unknown }).answers);
    return answers !== null && typeof answers === 'object' && !Array.isArray(answers) ? (answers as Record<string, unknown>) : null;
  };
  const badBody = (c: Context) => c.json({ problem: 'bad_body', detail: 'Send { "answers": { … } }' }, 400);

  app.post('/applications', async (c) => {
    const answers = await answersOf(c);
    if (!answers) return badBody(c);
    const key = c.req.header(IDEMPOTENCY_KEY_HEADER);
    return forward(c, 'POST', ApiPaths.createLead, { ...answers, product: options.product }, key === undefined ? {} : { [IDEMPOTENCY_KEY_HEADER]: key });
  });
  app.patch('/applications/:id', async (c) => {
    const answers = await answersOf(c);
    if (!answers) return badBody(c);
    return forward(c, 'PUT', ApiPaths.updateLead, { ...answers, id: c.req.param('id'), product: options.product });
  });
  app.post('/applications/:id/submission', async (c) => {
    const answers = (await answersOf(c)) ?? {};
    return forward(c, 'PUT', ApiPaths.updateLead, { ...answers, id: c.req.param('id'), product: options.product, submit: true });
  });
  app.get('/applications/:id', (c) => forward(c, 'GET', ApiPaths.continueLead(c.req.param('id'), c.req.query('link') ?? 'continue', c.req.query('transaction'))));
  app.get('/applications/:id/status', (c) => forward(c, 'GET', ApiPaths.leadStatus(c.req.param('id'))));
  app.notFound((c) => c.json({ problem: 'no_such_resource' }, 404));
  return app;
}

const isIdempotencyReuse = (answer: unknown): boolean => (answer as { error?: { code?: string } } | null)?.error?.code === 'IdempotencyKeyReused';

/** The reference API's error bodies in this backend's words. */
function problemOf(status: number, answer: unknown): object {
  const errors = (answer as { errors?: Array<{ field: string; code: string }> } | null)?.errors;
  if (status === 422 && Array.isArray(errors)) return { problems: errors.map((error) => ({ path: snakePath(error.field), reason: error.code })) };
  if (status === 404) return { problem: 'not_found' };
  const error = (answer as { error?: { code?: string; pendingRoute?: unknown; progressState?: unknown } } | null)?.error;
  const problem = (error?.code ?? 'error').replace(/[A-Z]/g, (letter, index: number) => `${index === 0 ? '' : '_'}${letter.toLowerCase()}`);
  // A step the application's stage does not take names the screen it waits for, so the funnel can go there.
  const pending = typeof error?.pendingRoute === 'string' ? { pending_route: error.pendingRoute, progress_state: error.progressState } : {};
  return { problem, ...pending };
}
