import type { Lead } from '../../domain/lead/LeadSchema';

type Json = Record<string, unknown>;
const isRecord = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value at a dotted lead path (spec §2 "Each data point maps to a configured form path"), or undefined. */
export function readPath(lead: Lead, path: string): unknown {
  let current: unknown = lead;
  for (const segment of path.split('.')) current = isRecord(current) ? current[segment] : undefined;
  return current;
}

/** A partial lead holding `values` at their dotted paths (the answers of one page, laid out as sections). */
export function answersFromPaths(values: Readonly<Record<string, unknown>>): Lead {
  const out: Json = {};
  for (const [path, value] of Object.entries(values)) {
    const segments = path.split('.');
    let target = out;
    segments.slice(0, -1).forEach((segment) => {
      if (!isRecord(target[segment])) target[segment] = {};
      target = target[segment] as Json;
    });
    target[segments[segments.length - 1] as string] = value;
  }
  return out as Lead;
}
