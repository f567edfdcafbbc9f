import type * as v from 'valibot';
import { LeadSchema } from '../../../../domain/lead/LeadSchema';

type Entries = Record<string, v.GenericSchema>;

/** Whether a dotted path names a field of the lead schema (docs/product.md "Entities"), walking optional/nullable wrappers. */
export function isLeadPath(path: string): boolean {
  let entries: Entries | undefined = LeadSchema.entries as unknown as Entries;
  const parts = path.split('.');
  for (const [i, part] of parts.entries()) {
    const schema: v.GenericSchema | undefined = entries?.[part];
    if (!schema) return false;
    if (i === parts.length - 1) return true;
    entries = objectEntries(schema);
  }
  return false;
}

function objectEntries(schema: v.GenericSchema): Entries | undefined {
  const s = schema as unknown as { entries?: Entries; wrapped?: v.GenericSchema };
  if (s.entries) return s.entries;
  return s.wrapped ? objectEntries(s.wrapped) : undefined;
}
