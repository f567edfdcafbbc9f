import { answersFromPaths, readPath } from '../../domain/lead/dottedPaths';
import type { Lead } from '../../domain/lead/LeadSchema';
import { isRecord } from '../../domain/kernel/isRecord';

type Json = Record<string, unknown>;

/**
 * `answers` laid over `lead`: sections (personalDetails, contactDetails, …) are merged field by field, everything
 * else replaced. A field set to null in `answers` is cleared (null), an absent one kept.
 */
export function mergeLead(lead: Lead, answers: Lead): Lead {
  const out: Json = { ...lead };
  for (const [key, value] of Object.entries(answers)) {
    if (value === undefined) continue;
    const current = out[key];
    out[key] = isRecord(value) && isRecord(current) ? { ...current, ...value } : value;
  }
  return out as Lead;
}

/**
 * Only the data points named by dotted lead paths (docs/product.md "The form flow": "Each data point maps to a configured form path"), for the
 * body of an update: a page sends its own data points, the last page all of them. Paths without a value are left out.
 */
export function pickDataPoints(lead: Lead, paths: readonly string[]): Lead {
  const picked: Json = {};
  for (const path of paths) {
    const value = readPath(lead, path);
    if (value !== undefined) picked[path] = value;
  }
  return answersFromPaths(picked);
}
