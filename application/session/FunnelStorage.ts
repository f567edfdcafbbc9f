import * as v from 'valibot';
import type { DynamicFormPage } from '../../domain/lead/DynamicFormPage';
import type { Lead } from '../../domain/lead/LeadSchema';
import { INITIAL_OTHER_STATE } from '../../domain/lead/initialOtherState';
import type { OtherState } from '../../domain/lead/OtherStateSchema';
import type { StoredApplicationResult } from '../../domain/lead/StoredApplicationResult';
import { DECIDED_STATES } from '../../domain/state/applicationStates';
import { STORED_VERSION } from '../../domain/storage/storedEnvelope';
import { withoutNonStorable } from '../../domain/storage/withoutNonStorable';
import type { KeyValueStorage, StorageKey } from '../ports/KeyValueStorage';
import type { Logger } from '../ports/Logger';
import { deepEqual } from '../kernel/deepEqual';
import { lazyModule } from '../kernel/lazyModule';
import type { FunnelState } from './FunnelState';

/** Logged when a stored value is corrupt or of an older shape; the value is then treated as absent. */
export const STORED_VALUE_UNREADABLE = 'Stored value unreadable';

/** The schemas of the stored lead, state and pages (storedFunnelSchemas.ts). */
export type StoredFunnelSchemas = Pick<typeof import('./storedFunnelSchemas'), 'LeadSchema' | 'StoredStateSchema' | 'DynamicFormPagesSchema'>;


/** Storage hands back ISO instants as Dates (docs/sessions-and-storage.md "Encoding and versions"); the schemas of the domain expect strings. */
function datesToIso(value: unknown, depth = 0): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.toISOString();
  if (depth > 32 || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => datesToIso(item, depth + 1));
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, datesToIso(item, depth + 1)]));
}

/** An instant read back from storage (a revived Date, an ISO string or milliseconds), in milliseconds since epoch. */
export function instantMs(value: unknown): number | undefined {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? undefined : value.getTime();
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const ms = Date.parse(value);
    return Number.isNaN(ms) ? undefined : ms;
  }
  return undefined;
}

/**
 * The funnel's view of browser storage (docs/sessions-and-storage.md "Storage keys", "Persistence"). Values it owns travel in
 * the versioned envelope `{ v, data }` (docs/architecture.md house rule 2) and are parsed with their schema on read; a
 * corrupt or foreign value is logged and read as absent, never thrown. Sensitive lead fields are never written
 * (docs/sessions-and-storage.md "What is never stored"). Each key is written only when its value changed (docs/sessions-and-storage.md "Persistence").
 */
export class FunnelStorage {
  private readonly schemas: () => Promise<StoredFunnelSchemas>;

  /**
   * @param loadSchemas fetches the schemas of the stored lead, state and pages; by default their own chunk, which a
   *   first visit never fetches (first-step budget). A failed fetch is tried again by the next read.
   */
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly logger: Logger,
    loadSchemas: () => Promise<StoredFunnelSchemas> = () => import('./storedFunnelSchemas'),
  ) {
    this.schemas = lazyModule(loadSchemas).load;
  }

  /** The stored application data, or undefined when absent or unreadable. Rejects when its schema cannot be fetched. */
  async readLead(): Promise<Lead | undefined> {
    return this.readChecked('leadApplication', (schemas) => schemas.LeadSchema);
  }

  /** The stored other state and result; the initial ones when absent or unreadable. Rejects as readLead does. */
  async readStateAndResult(): Promise<{ other: OtherState; result: StoredApplicationResult }> {
    return (await this.readChecked('state', (schemas) => schemas.StoredStateSchema)) ?? { other: INITIAL_OTHER_STATE, result: null };
  }

  /** The stored pages, or undefined when absent or unreadable. Rejects as readLead does. */
  async readPages(): Promise<DynamicFormPage[] | undefined> {
    return this.readChecked('dynamicPages', (schemas) => schemas.DynamicFormPagesSchema);
  }

  private async readChecked<S extends v.GenericSchema>(key: StorageKey, schemaOf: (schemas: StoredFunnelSchemas) => S): Promise<v.InferOutput<S> | undefined> {
    const raw = this.storage.read(key);
    if (raw === undefined || raw === null) return undefined;
    return this.readSealed(key, schemaOf(await this.schemas()));
  }

  /** The raw value under `key` with Dates turned back into ISO strings, for domain rules that parse it themselves. */
  readRaw(key: StorageKey): unknown {
    return datesToIso(this.storage.read(key));
  }

  /** The raw value under `key` exactly as storage revived it. */
  readRevived(key: StorageKey): unknown {
    return this.storage.read(key);
  }

  /** Store a value the funnel owns in the versioned envelope. */
  writeSealed(key: StorageKey, data: unknown): void {
    this.storage.write(key, { v: STORED_VERSION, data });
  }

  /** Store a value in a layout shared with other code (e.g. the click-id entry), as it is. */
  writeRaw(key: StorageKey, value: unknown): void {
    this.storage.write(key, value);
  }

  remove(key: StorageKey): void {
    this.storage.remove(key);
  }

  /** Read a sealed value written by `writeSealed`, parsed with `schema`; undefined (and logged) when unreadable. */
  readSealed<S extends v.GenericSchema>(key: StorageKey, schema: S): v.InferOutput<S> | undefined {
    const raw = this.storage.read(key);
    if (raw === undefined || raw === null) return undefined;
    const envelope = v.safeParse(v.object({ v: v.literal(STORED_VERSION), data: v.unknown() }), raw);
    const parsed = envelope.success ? v.safeParse(schema, datesToIso(envelope.output.data)) : undefined;
    if (!parsed?.success) {
      this.logger.warn(STORED_VALUE_UNREADABLE, { key });
      return undefined;
    }
    return parsed.output;
  }

  /**
   * Persist `next` (docs/sessions-and-storage.md "Persistence"): the application data, the other state with the result, the dynamic
   * pages and the lead id, each only when it differs from `previous` (everything when there is no previous).
   * The application data is stored without national ids, IBANs and ID-card numbers; once the journey has ended (a
   * decision: accepted, thank you, redirected, rejected) with nothing personal at all, only the lead and session ids
   * (issue 15 item 2), and no draft (docs/drafts.md): the lead id opens nothing without the API's credential cookie.
   */
  save(previous: FunnelState | undefined, next: FunnelState): void {
    const ended = DECIDED_STATES.has(next.other.progressState);
    if (!previous || !deepEqual(previous.lead, next.lead) || ended !== DECIDED_STATES.has(previous.other.progressState)) {
      this.writeSealed('leadApplication', ended ? { id: next.lead.id, sessionId: next.lead.sessionId } : withoutNonStorable(next.lead));
      // Typed answers not continued are personal too (docs/drafts.md "When a draft is dropped").
      if (ended) this.remove('answerDrafts');
    }
    if (!previous || !deepEqual(previous.other, next.other) || !deepEqual(previous.result, next.result)) {
      this.writeSealed('state', { other: next.other, result: next.result });
    }
    if (!previous || !deepEqual(previous.pages, next.pages)) this.writeSealed('dynamicPages', next.pages);
    if (next.lead.id && next.lead.id !== previous?.lead.id) this.writeRaw('lid', next.lead.id);
    if (!next.lead.id && previous?.lead.id) this.remove('lid');
  }
}
