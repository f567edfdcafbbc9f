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
    return { ok: false, response: apiError(c, 400, 'MalformedJson', 'The body is not valid JSON') };
  }
}

/**
 * Dotted paths of every string (or key) holding U+0000: PostgreSQL text and jsonb cannot store it, so such a value is
 * refused as a field error instead of failing in the database.
 */
export function pathsWithNul(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path || '(body)'] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => pathsWithNul(item, path ? `${path}.${i}` : String(i)));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => {
      const at = path ? `${path}.${key}` : key;
      return key.includes('\u0000') ? [at] : pathsWithNul(item, at);
    });
  }
  return [];
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
  const nul = pathsWithNul(body.value);
  if (nul.length > 0) {
    return { ok: false, response: fieldErrors(c, nul.map((field) => ({ field, code: 'InvalidFormat', message: 'Contains a NUL character' }))) };
  }
  const parsed = v.safeParse(schema, body.value);
  if (!parsed.success) return { ok: false, response: fieldErrors(c, issuesToFieldErrors(parsed.issues)) };
  return { ok: true, value: parsed.output };
}
