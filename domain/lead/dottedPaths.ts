import { isRecord } from '../kernel/isRecord';
import type { Lead } from './LeadSchema';

/** The value at a dotted lead path (docs/product.md "The form flow": "Each data point maps to a configured form path"), or undefined. */
export function readPath(lead: Lead, path: string): unknown {
  let current: unknown = lead;
  for (const segment of path.split('.')) current = isRecord(current) ? current[segment] : undefined;
  return current;
}

/** A partial lead holding `values` at their dotted paths (the answers of one page, laid out as sections). */
export function answersFromPaths(values: Readonly<Record<string, unknown>>): Lead {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(values)) {
    const segments = path.split('.');
    let target = out;
    segments.slice(0, -1).forEach((segment) => {
      if (!isRecord(target[segment])) target[segment] = {};
      target = target[segment] as Record<string, unknown>;
    });
    target[segments[segments.length - 1] as string] = value;
  }
  return out as Lead;
}
