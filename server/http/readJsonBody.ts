import type { Context } from 'hono';
import * as v from 'valibot';
import { apiError, fieldErrors } from './apiResponses';
import { issuesToFieldErrors } from './issuesToFieldErrors';

/** Reads the request body as JSON: the value, or a 400 MalformedJson answer. An empty body reads as `{}`. */
export async function readJsonBody(c: Context): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  const text = await c.req.text();
  if (text.trim() === '') return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    // Also a body nested beyond what JSON.parse can take (RangeError): malformed for this API either way.
    return { ok: false, response: apiError(c, 400, 'MalformedJson', 'The body is not valid JSON') };
  }
}

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
  const unstorable = unstorableValues(body.value);
  if (unstorable.length > 0) {
    return { ok: false, response: fieldErrors(c, unstorable.slice(0, 20).map(({ path, problem }) => ({ field: path, code: 'InvalidFormat', message: UNSTORABLE_MESSAGES[problem] }))) };
  }
  const parsed = v.safeParse(schema, body.value);
  if (!parsed.success) return { ok: false, response: fieldErrors(c, issuesToFieldErrors(parsed.issues)) };
  return { ok: true, value: parsed.output };
}
