import * as v from 'valibot';
import type { IdGenerator } from '../ports/IdGenerator';
import type { FunnelStorage } from '../session/FunnelStorage';

/** A logical operation whose identity must survive retries and reloads (docs/click-ids-and-consent.md "Event ids", docs/security-and-reliability.md "Retries"). */
export type OperationName = 'leadCreate' | `event:${string}`;

const KeysSchema = v.record(v.string(), v.pipe(v.string(), v.minLength(1), v.maxLength(255)));

/**
 * One key per logical operation: the Idempotency-Key of a lead create and the event_id of a conversion event. The
 * key is created on first use, kept in memory and under the `idempotencyKey` storage key (so a reload before success
 * reuses it), and handed out again on every retry until `release`d. With storage unavailable it still holds for the
 * life of the page.
 */
export class OperationKeys {
  private keys: Record<string, string> | undefined;

  constructor(
    private readonly storage: FunnelStorage,
    private readonly ids: IdGenerator,
  ) {}

  /** The key of `operation`, created with `create` (default: a new UUID) when there is none yet. */
  async keyFor(operation: OperationName, create: () => string | Promise<string> = () => this.ids.newId()): Promise<string> {
    const keys = this.load();
    const existing = keys[operation];
    if (existing !== undefined) return existing;
    const key = await create();
    // Another caller may have created it while `create` ran: the first one wins.
    const current = this.load()[operation];
    if (current !== undefined) return current;
    this.store({ ...this.load(), [operation]: key });
    return key;
  }

  /** The key of `operation` if one exists, without creating it. */
  peek(operation: OperationName): string | undefined {
    return this.load()[operation];
  }

  /** Forget the key of `operation`: its outcome is definitive, the next one is a new logical operation. */
  release(operation: OperationName): void {
    const keys = this.load();
    if (keys[operation] === undefined) return;
    const { [operation]: _released, ...rest } = keys;
    this.store(rest);
  }

  /** Forget every key (clear state, stale or reset session data). */
  releaseAll(): void {
    this.store({});
  }

  private load(): Record<string, string> {
    this.keys ??= this.storage.readSealed('idempotencyKey', KeysSchema) ?? {};
    return this.keys;
  }

  private store(keys: Record<string, string>): void {
    this.keys = keys;
    if (Object.keys(keys).length === 0) this.storage.remove('idempotencyKey');
    else this.storage.writeSealed('idempotencyKey', keys);
  }
}
