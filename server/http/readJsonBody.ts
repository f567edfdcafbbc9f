import type { Context, MiddlewareHandler } from 'hono';
import * as v from 'valibot';
import { apiError, fieldErrors } from './apiResponses';
import { issuesToFieldErrors } from './issuesToFieldErrors';

/** Deepest nesting a request body may have: a lead is 3 levels deep; 32 leaves room and keeps every walk shallow. */
export const MAX_BODY_DEPTH = 32;

/** A value the database cannot store or the API will not walk: where it is and why. */
export interface UnstorableValue {
  readonly path: string;
  readonly problem: 'nul' | 'unpairedSurrogate' | 'tooDeep';
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const problemOf = (text: string): UnstorableValue['problem'] | null =>
  text.includes('\u0000') ? 'nul' : UNPAIRED_SURROGATE.test(text) ? 'unpairedSurrogate' : null;

/**
 * Every string (or key) that PostgreSQL text and jsonb cannot hold (U+0000, an unpaired surrogate such as "\ud800")
 * and any nesting deeper than MAX_BODY_DEPTH, found without recursion: a 10,000-level body must answer 4xx, not
 * overflow the stack into a 500 (issue 14 item 3).
 */
export function unstorableValues(root: unknown): UnstorableValue[] {
  const found: UnstorableValue[] = [];
  const pending: Array<{ value: unknown; path: string; depth: number }> = [{ value: root, path: '', depth: 0 }];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      const problem = problemOf(value);
      if (problem) found.push({ path: path || '(body)', problem });
      continue;
    }
    if (value === null || typeof value !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) {
      found.push({ path: path || '(body)', problem: 'tooDeep' });
      continue;
    }
    const entries: Array<[string, unknown]> = Array.isArray(value) ? value.map((item, i) => [String(i), item]) : Object.entries(value);
    for (const [key, item] of entries) {
      const at = path ? `${path}.${key}` : key;
      const keyProblem = problemOf(key);
      if (keyProblem) found.push({ path: at, problem: keyProblem });
      else pending.push({ value: item, path: at, depth: depth + 1 });
    }
  }
  return found;
}

const UNSTORABLE_MESSAGES: Record<UnstorableValue['problem'], string> = {
  nul: 'Contains a NUL character',
  unpairedSurrogate: 'Contains an unpaired surrogate (not valid Unicode text)',
  tooDeep: `Nested deeper than ${MAX_BODY_DEPTH} levels`,
};

type BodyRead = { ok: true; value: unknown } | { ok: false; response: Response };

/** Each request's body as read once: the refusing middleware and the route that parses the body share one parse. */
const bodiesRead = new WeakMap<Request, BodyRead>();

/**
 * Reads the request body as JSON: the value, or the answer that refuses it: 400 MalformedJson (not JSON, or nested
 * beyond what JSON.parse takes), 422 InvalidFormat on each string or key PostgreSQL cannot hold (NUL, an unpaired
 * surrogate) and on nesting deeper than MAX_BODY_DEPTH. An empty body reads as `{}`. Read once per request.
 */
export async function readJsonBody(c: Context): Promise<BodyRead> {
  const cached = bodiesRead.get(c.req.raw);
  if (cached) return cached;
  const read = await readOnce(c);
  bodiesRead.set(c.req.raw, read);
  return read;
}

async function readOnce(c: Context): Promise<BodyRead> {
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, value: {} };
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch {
    // Also a body nested beyond what JSON.parse can take (RangeError): malformed for this API either way.
    return { ok: false, response: apiError(c, 400, 'MalformedJson', 'The body is not valid JSON') };
  }
  const unstorable = unstorableValues(value);
  if (unstorable.length > 0) {
    return { ok: false, response: fieldErrors(c, unstorable.slice(0, 20).map(({ path, problem }) => ({ field: path, code: 'InvalidFormat', message: UNSTORABLE_MESSAGES[problem] }))) };
  }
  return { ok: true, value };
}

const WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The one gate of every JSON body (issue 22: a NUL in `id` reached a route's raw read and PostgreSQL, a 500): a
 * write whose JSON body is malformed or holds a value the database cannot store is answered here, before any route
 * sees it, so no route (nor a guard that reads the body's lead id) can pass such a value on. `skip` names the
 * requests whose body is not JSON (the multipart document upload).
 */
export function refuseUnreadableBodies(skip: (c: Context) => boolean): MiddlewareHandler {
  return async (c, next) => {
    if (!WITH_BODY.has(c.req.method) || skip(c)) return next();
    const body = await readJsonBody(c);
    if (!body.ok) return body.response;
    return next();
  };
}

/** Reads and validates a JSON body against `schema`: the parsed value, or a 400/422 answer. */
export async function parseJsonBody<S extends v.GenericSchema>(
  c: Context,
  schema: S,
): Promise<{ ok: true; value: v.InferOutput<S> } | { ok: false; response: Response }> {
  const body = await readJsonBody(c);
  if (!body.ok) return body;
  if (typeof body.value !== 'object' || body.value === null || Array.isArray(body.value)) {
    return { ok: false, response: fieldErrors(c, [{ field: '(body)', code: 'InvalidType', message: 'The body must be a JSON object' }]) };
  }
  const parsed = v.safeParse(schema, body.value);
  if (!parsed.success) return { ok: false, response: fieldErrors(c, issuesToFieldErrors(parsed.issues)) };
  return { ok: true, value: parsed.output };
}
