import type { Lead } from '../../domain/lead/LeadSchema';
import { savePage } from '../../domain/flow/savePage';
import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';
import type { IdGenerator } from '../ports/IdGenerator';
import type { Logger } from '../ports/Logger';
import type { PageLifecycle } from '../ports/PageLifecycle';
import type { FunnelState } from '../session/FunnelState';
import type { FunnelStorage } from '../session/FunnelStorage';
import { mergeLead } from '../session/leadPaths';
import type { Wait } from '../usecases/AwaitDecision';
import type { SaveStepInput, SaveStepOutput } from '../usecases/SaveStep';
import type { SaveLeadError } from '../usecases/saveLead';
import { fromStoredPendingSaves, holdsNonStorable, PendingSavesSchema, toStoredPendingSaves, type PendingSave } from './pendingSaves';

/** Logged when a pending save names a page the flow does not have: it is dropped (a bug, not the applicant's doing). */
export const PENDING_SAVE_DROPPED = 'Pending save dropped';

/** Waits between failed attempts, in milliseconds; the last repeats (the gateway already retried each attempt). */
export const SAVE_BACKOFF_MS: readonly number[] = [1_000, 2_000, 4_000, 8_000, 16_000, 30_000];

/** What the applicant is shown about the saves going on behind the steps. */
export interface SaveStatus {
  /** Logical saves not yet confirmed. */
  readonly pending: number;
  /** Why the last attempt failed (a LeadGateway error kind) while saves are pending; null when it did not. */
  readonly failing: string | null;
  /** Pending answers storage may not keep (national id, IBAN): leaving the page now loses them. */
  readonly unsafeToLeave: boolean;
  /** The earliest page holding server field errors, to bring the applicant to (docs/product.md "The form flow"); null when none is new. */
  readonly errorPath: string | null;
}

/** The store whose state the queue saves and updates (the ui's FunnelStore). */
export interface SaveQueueHost {
  /** The funnel state as the applicant sees it: every answer given, confirmed or not. */
  readonly state: FunnelState | null;
  adopt(state: FunnelState): void;
  showStatus(status: SaveStatus): void;
  /**
   * The API refused the saves out of turn (409 StepNotPending or ApplicationDecided: the application has moved on or
   * been decided meanwhile): the funnel follows the state it names. The queue has dropped those saves.
   */
  refused?(error: StepRefusedSave): void;
}

/** A save the transition table refused (docs/states-and-routes.md "The guard"). */
export type StepRefusedSave = Extract<SaveLeadError, { kind: 'StepNotPending' }>;

export interface SaveQueueDeps {
  /** SaveStep (with its conversion tracking): one request per call. */
  readonly save: (input: SaveStepInput) => Promise<Result<SaveStepOutput, SaveLeadError>>;
  readonly storage: FunnelStorage;
  readonly ids: IdGenerator;
  readonly wait: Wait;
  readonly logger: Logger;
  readonly backoffMs?: readonly number[];
  /** Storage lags memory by a task after Continue: written at once when the page may go away. */
  readonly lifecycle?: PageLifecycle;
}

/** Why `flush` could not confirm every save: the error of the last attempt, with the page to show for field errors. */
export type FlushError = SaveLeadError;

/**
 * Saves steps behind the applicant (issue 14 item 1): Continue records the answers in the state at once (in storage
 * a task later, before the request leaves, or at once when the page may go away) and the step after opens; the saves go out here, one request at a time and in order. Several pending saves
 * travel as one request (the first page's, with the later pages' data points); a page saved again while its save
 * waits replaces its answers under the same key. A failed attempt is retried with backoff; the create happens once
 * (its Idempotency-Key is kept by SaveStep across retries and reloads). Pending saves are stored under
 * `asyncFormData` without national ids and IBANs, so a reload sends them again (`restore`). Server field errors stop
 * the queue until the applicant saves a page again, and name the earliest page holding one.
 */
export class SaveQueue {
  private saves: PendingSave[] = [];
  /** How many saves at the head of `saves` the request under way carries. */
  private sending = 0;
  private running = false;
  private attempt = 0;
  private failing: string | null = null;
  private errorPath: string | null = null;
  /** Server field errors answered: nothing is sent until a page is saved again. */
  private blocked: Extract<SaveLeadError, { kind: 'Validation' }> | null = null;
  private wake: (() => void) | null = null;
  private waiters: Array<(result: Result<void, FlushError>) => void> = [];
  /** Storage lags the state: what it holds (the base `storage.save` compares with), until `store` catches up. */
  private unstored: { readonly previous: FunnelState } | null = null;

  constructor(
    private readonly deps: SaveQueueDeps,
    private readonly host: SaveQueueHost,
  ) {
    deps.lifecycle?.onLeave(() => this.store());
  }

  /** Saves waiting or under way. */
  get pending(): readonly PendingSave[] {
    return this.saves;
  }

  /**
   * Continue on the page at `path`: its answers join the state now, its errors are cleared, and its save is queued —
   * merged into the one already waiting for that page, if any. Sends at once, even mid-backoff. Storage (the state
   * and the pending saves, for a reload) is written a task later, after the step change and before the request
   * leaves, or at once if the page may go away meanwhile (`store`): the step change does not wait for it.
   */
  enqueue(path: string, answers: Lead): void {
    const state = this.host.state;
    if (!state) return;
    const next: FunnelState = { ...state, lead: mergeLead(state.lead, answers), pages: savePage(state.pages, path) };
    this.host.adopt(next);
    const waiting = this.saves.findIndex((save, index) => index >= this.sending && save.path === path);
    const existing = this.saves[waiting];
    if (existing) this.saves[waiting] = { ...existing, answers: mergeLead(existing.answers, answers) };
    else this.saves.push({ key: this.deps.ids.newId(), path, answers });
    this.errorPath = null;
    if (!this.unstored) {
      this.unstored = { previous: state };
      void this.deps.wait(0).then(() => this.store());
    }
    this.retryNow();
  }

  /** Writes to storage what Continue has put in memory only (the state, the pending saves); nothing when it is there. */
  store(): void {
    const unstored = this.unstored;
    if (!unstored) return;
    this.unstored = null;
    const state = this.host.state;
    if (state) this.deps.storage.save(unstored.previous, state);
    this.persist();
  }

  /**
   * After a reload: the pending saves stored by the previous page join the state again (they are newer than what the
   * API answered on resume) and go out. Answers storage could not keep are not among them.
   */
  restore(): void {
    const stored = fromStoredPendingSaves(this.deps.storage.readSealed('asyncFormData', PendingSavesSchema));
    const state = this.host.state;
    // Reported even with nothing pending: the ui then fetches the status's code while the connection is there.
    this.report();
    if (stored.length === 0 || !state) return;
    const known = new Set(this.saves.map((save) => save.key));
    this.saves.push(...stored.filter((save) => !known.has(save.key)));
    this.host.adopt({ ...state, lead: stored.reduce((lead, save) => mergeLead(lead, save.answers), state.lead) });
    this.retryNow();
  }

  /** Sends now: ends a backoff wait, or lifts a stop on field errors for one more attempt. */
  retryNow(): void {
    this.blocked = null;
    this.wake?.();
    this.report();
    void this.run();
  }

  /**
   * Resolves once every save is confirmed (ok), or with the error of the next failed attempt: the final submission
   * waits for every earlier save (issue 14). Starts an attempt at once.
   */
  flush(): Promise<Result<void, FlushError>> {
    // Field errors on a page wait for the applicant there; errors no page holds may have been fixed elsewhere.
    if (this.blocked?.kind === 'Validation' && this.blocked.selectedPath !== null) return Promise.resolve(err(this.blocked));
    if (this.saves.length === 0) return Promise.resolve(ok(undefined));
    const settled = new Promise<Result<void, FlushError>>((resolve) => this.waiters.push(resolve));
    this.retryNow();
    return settled;
  }

  /** Hands the ui its observable status (and clears a field-error page once the applicant was brought there). */
  clearErrorPath(): void {
    this.errorPath = null;
    this.report();
  }

  private async run(): Promise<void> {
    if (this.running) return;
    this.running = true;
    try {
      while (this.saves.length > 0 && !this.blocked) {
        // The request leaves after the step change (a task later), with any save queued by then merged into it.
        await this.deps.wait(0);
        // Storage first: a reload while the request is out sends the same saves again, under the same keys.
        this.store();
        const state = this.host.state;
        if (this.saves.length === 0 || this.blocked) break;
        if (!state) return;
        const batch = this.saves.slice();
        this.sending = batch.length;
        const [head, ...rest] = batch as [PendingSave, ...PendingSave[]];
        const answers = batch.reduce((lead, save) => mergeLead(lead, save.answers), {} as Lead);
        const result = await this.deps.save({ state, pagePath: head.path, answers, ...(rest.length > 0 ? { alsoPages: rest.map((save) => save.path) } : {}) });
        this.sending = 0;
        if (result.ok) this.confirmed(batch.length, result.value.state);
        else if (result.error.kind === 'UnknownPage') this.drop(head);
        else if (result.error.kind === 'Validation') this.rejected(result.error);
        else if (result.error.kind === 'StepNotPending') this.refused(batch.length, result.error);
        else await this.failed(result.error);
      }
      if (this.saves.length === 0) this.settle(ok(undefined));
    } finally {
      this.running = false;
      this.sending = 0;
      this.report();
    }
  }

  private confirmed(count: number, saved: FunnelState): void {
    this.store();
    this.saves = this.saves.slice(count);
    this.attempt = 0;
    this.failing = null;
    this.persist();
    const current = this.host.state ?? saved;
    // The answers given since the request left stay; the id and the progress are the API's.
    const rebased: FunnelState = {
      ...current,
      lead: {
        ...current.lead,
        ...(saved.lead.id !== undefined ? { id: saved.lead.id } : {}),
        ...(saved.lead.leadStatus !== undefined ? { leadStatus: saved.lead.leadStatus } : {}),
        ...(saved.lead.expiresAt !== undefined ? { expiresAt: saved.lead.expiresAt } : {}),
      },
      other: saved.other,
      result: saved.result,
      pages: current.pages.length > 0 ? current.pages : saved.pages,
    };
    this.deps.storage.save(saved, rebased);
    this.host.adopt(rebased);
    this.report();
  }

  private rejected(error: Extract<SaveLeadError, { kind: 'Validation' }>): void {
    this.store();
    const current = this.host.state ?? error.state;
    const errorsOf = new Map(error.state.pages.map((page) => [page.path, page.errors]));
    const pages = current.pages.length > 0 ? current.pages.map((page) => ({ ...page, errors: errorsOf.get(page.path) ?? page.errors })) : error.state.pages;
    const next = { ...current, pages };
    this.deps.storage.save(current, next);
    this.host.adopt(next);
    this.blocked = error;
    this.failing = error.selectedPath === null ? error.kind : null;
    this.errorPath = error.selectedPath;
    this.settle(err(error));
  }

  private drop(save: PendingSave): void {
    this.store();
    this.deps.logger.error(PENDING_SAVE_DROPPED, { path: save.path });
    this.saves = this.saves.filter((candidate) => candidate !== save);
    this.persist();
  }

  /** The application no longer takes these answers (moved on, or decided): no retry can succeed; the funnel follows the API's state. */
  private refused(count: number, error: StepRefusedSave): void {
    this.saves.splice(0, count);
    this.attempt = 0;
    this.failing = null;
    this.persist();
    this.settle(err(error));
    this.host.refused?.(error);
  }

  private async failed(error: FlushError): Promise<void> {
    this.failing = error.kind;
    this.settle(err(error));
    this.report();
    const backoff = this.deps.backoffMs ?? SAVE_BACKOFF_MS;
    const ms = backoff[Math.min(this.attempt, backoff.length - 1)] ?? 0;
    this.attempt += 1;
    await new Promise<void>((resolve) => {
      this.wake = resolve;
      void this.deps.wait(ms).then(resolve);
    });
    this.wake = null;
  }

  private settle(result: Result<void, FlushError>): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve(result);
  }

  private persist(): void {
    if (this.saves.length === 0) this.deps.storage.remove('asyncFormData');
    else this.deps.storage.writeSealed('asyncFormData', toStoredPendingSaves(this.saves));
  }

  private report(): void {
    this.host.showStatus({
      pending: this.saves.length,
      failing: this.saves.length > 0 || this.blocked ? this.failing : null,
      unsafeToLeave: this.saves.some(holdsNonStorable),
      errorPath: this.errorPath,
    });
  }
}
