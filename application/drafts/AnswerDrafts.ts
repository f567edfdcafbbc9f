import type { FieldDefinition } from '../../domain/flow/FlowDefinition';
import { DECIDED_STATES } from '../../domain/state/applicationStates';
import type { KeyValueStorage } from '../ports/KeyValueStorage';
import type { PageLifecycle } from '../ports/PageLifecycle';
import type { FunnelState } from '../session/FunnelState';
import type { Wait } from '../usecases/AwaitDecision';
import { decodeDrafts, encodeDrafts, isDraftValue, type DraftAnswers, type DraftOwner, type DraftRecord, type DraftValue } from './storedDrafts';

/** How long storage may lag a keystroke, in milliseconds: at most one write per this while the applicant types. */
export const DRAFT_WRITE_DELAY_MS = 500;

/** Where a field's typed answer may be kept (docs/drafts.md "What a draft keeps"). */
export type DraftKeeping = 'none' | 'memory' | 'storage';

/**
 * docs/drafts.md "What a draft keeps": a tick box (a consent, a policy) is given anew, never kept; a field the catalogue
 * marks `storable: false` (national id, tax id, IBAN/CLABE/account, id-card number) only in this page's memory;
 * every other answer in browser storage too.
 */
export function draftKeeping(field: Pick<FieldDefinition, 'control' | 'storable'>): DraftKeeping {
  if (field.control === 'checkbox' || field.control === 'captcha') return 'none';
  return field.storable ? 'storage' : 'memory';
}

/** The owner a state's drafts are kept under. */
export function draftOwnerOf(state: FunnelState): DraftOwner {
  return { sessionId: state.sessionId, sessionStartedAtMs: state.sessionStartedAtMs, ...(state.lead.id ? { leadId: state.lead.id } : {}) };
}

/**
 * docs/drafts.md "When a draft is dropped": drafts belong to `state` while its application is not decided, in the same
 * session, for the same lead (drafts typed before the lead existed go with it), and its session was not started
 * again after it ended (the stale rule starts the clock anew; an extension moves it forward before the end).
 * `expiryMs` is the brand's `applicationDataExpiryMilliseconds` (zero or less: no expiry).
 */
export function draftsBelongTo(owner: DraftOwner, state: FunnelState | null, expiryMs: number): boolean {
  if (state === null || DECIDED_STATES.has(state.other.progressState)) return false;
  if (owner.sessionId !== state.sessionId) return false;
  if (owner.leadId !== undefined && owner.leadId !== (state.lead.id ?? undefined)) return false;
  return expiryMs <= 0 || state.sessionStartedAtMs - owner.sessionStartedAtMs < expiryMs;
}

export interface AnswerDraftsDeps {
  readonly storage: KeyValueStorage;
  /** The funnel state the drafts belong to, read at each use (the ui's FunnelStore). */
  readonly state: () => FunnelState | null;
  readonly wait: Wait;
  /** The brand's `applicationDataExpiryMilliseconds`. */
  readonly expiryMs: number;
  /** Storage lags memory by up to DRAFT_WRITE_DELAY_MS: written at once when the page may go away. */
  readonly lifecycle?: PageLifecycle;
}

type Screens = Map<string, Record<string, DraftValue>>;

/**
 * What the applicant typed on a screen and has not continued yet (docs/drafts.md, issue 24 item 3): kept in memory at
 * once (Back and Forward in the same page) and in browser storage a moment later (a reload), under one key per browser
 * (`answerDrafts`) holding the owner and one entry per screen. Answers storage may not keep stay in memory only;
 * continuing a screen drops its draft; a draft of another session or lead, a restarted session or a decided
 * application is dropped when met. Never throws: a corrupt stored record is no draft.
 */
export class AnswerDrafts {
  private owner: DraftOwner | null = null;
  /** Everything kept for this page's life, answers storage may not keep included. */
  private readonly inMemory: Screens = new Map();
  /** What storage gets: the same without the memory-only answers. */
  private readonly toStore: Screens = new Map();
  private loaded = false;
  private dirty = false;
  private scheduled = false;

  constructor(private readonly deps: AnswerDraftsDeps) {
    deps.lifecycle?.onLeave(() => this.flush());
  }

  /** The typed answers of `screen` (nothing when none, or when they belong to no current application). */
  read(screen: string): DraftAnswers {
    if (!this.current()) return {};
    return { ...this.inMemory.get(screen) };
  }

  /**
   * Keeps what the applicant has typed on `screen`: `values` by field name (text or a date's parts), for `fields`
   * (the screen's questions; answers of other names are left out). Replaces the screen's previous draft; an empty one drops it.
   */
  keep(screen: string, fields: readonly Pick<FieldDefinition, 'name' | 'control' | 'storable'>[], values: Readonly<Record<string, unknown>>): void {
    const state = this.current();
    if (!state) return;
    this.owner = draftOwnerOf(state);
    const all: Record<string, DraftValue> = {};
    const stored: Record<string, DraftValue> = {};
    for (const field of fields) {
      const keeping = draftKeeping(field);
      const value = copyOf(values[field.name]);
      if (keeping === 'none' || value === undefined) continue;
      all[field.name] = value;
      if (keeping === 'storage') stored[field.name] = value;
    }
    setOrDrop(this.inMemory, screen, all);
    setOrDrop(this.toStore, screen, stored);
    this.schedule();
  }

  /** Drops the draft of `screen` (it was continued: its answers are saved). */
  discard(screen: string): void {
    if (!this.current() || !this.inMemory.has(screen)) return;
    this.inMemory.delete(screen);
    this.toStore.delete(screen);
    this.schedule();
  }

  /** Drops every draft, from memory and storage at once (the session has ended). */
  discardAll(): void {
    this.loaded = true;
    this.clear();
  }

  /** Writes to storage what memory holds now (the storable part); removes the key when nothing is left. */
  flush(): void {
    if (!this.dirty) return;
    this.dirty = false;
    const state = this.current();
    if (!state || !this.owner || this.toStore.size === 0) {
      this.deps.storage.remove('answerDrafts');
      return;
    }
    const record: DraftRecord = { owner: this.owner, screens: Object.fromEntries(this.toStore) };
    this.deps.storage.write('answerDrafts', encodeDrafts(record));
  }

  /** The state the drafts belong to, after loading them once; drops them all when they belong to none. */
  private current(): FunnelState | null {
    const state = this.deps.state();
    if (!this.loaded) {
      this.loaded = true;
      const record = decodeDrafts(this.deps.storage.read('answerDrafts', { reviveDates: false }));
      if (record) {
        this.owner = record.owner;
        for (const [screen, answers] of Object.entries(record.screens)) {
          this.inMemory.set(screen, { ...answers });
          this.toStore.set(screen, { ...answers });
        }
      } else {
        // Absent or unreadable (corrupt, another version): nothing to restore, and nothing to leave behind.
        this.deps.storage.remove('answerDrafts');
      }
    }
    if (this.owner && !draftsBelongTo(this.owner, state, this.deps.expiryMs)) this.clear();
    return state === null || DECIDED_STATES.has(state.other.progressState) ? null : state;
  }

  private clear(): void {
    const had = this.owner !== null || this.inMemory.size > 0;
    this.owner = null;
    this.inMemory.clear();
    this.toStore.clear();
    this.dirty = false;
    if (had || this.deps.storage.read('answerDrafts') !== undefined) this.deps.storage.remove('answerDrafts');
  }

  private schedule(): void {
    this.dirty = true;
    if (this.scheduled) return;
    this.scheduled = true;
    void this.deps.wait(DRAFT_WRITE_DELAY_MS).then(() => {
      this.scheduled = false;
      this.flush();
    });
  }
}

/** A plain copy of a typed value a draft may hold; undefined for anything else (a tick, an over-long text). */
function copyOf(value: unknown): DraftValue | undefined {
  if (typeof value === 'object' && value !== null) {
    const parts = value as Record<string, unknown>;
    const date = { day: parts['day'], month: parts['month'], year: parts['year'] };
    return isDraftValue(date) ? date : undefined;
  }
  return isDraftValue(value) ? value : undefined;
}

function setOrDrop(screens: Screens, screen: string, answers: Record<string, DraftValue>): void {
  if (Object.keys(answers).length > 0) screens.set(screen, answers);
  else screens.delete(screen);
}
