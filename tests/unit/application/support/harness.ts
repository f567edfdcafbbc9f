import type { KeyValueStorage, ReadOptions, StorageKey } from '../../../../application/ports/KeyValueStorage';
import { buildPages } from '../../../../domain/flow/buildPages';
import { ES_VEHICLE_V3 } from '../../../../domain/flow/flows/esVehicleV3';
import type { SaveLeadDeps } from '../../../../application/usecases/saveLead';
import { FunnelStorage } from '../../../../application/session/FunnelStorage';
import { OperationKeys } from '../../../../application/tracking/OperationKeys';
import { FixedClock } from '../../../support/FixedClock';
import { InMemoryKeyValueStorage } from '../../../support/InMemoryKeyValueStorage';
import { InMemoryLeadGateway } from '../../../support/InMemoryLeadGateway';
import { SequenceIdGenerator } from '../../../support/SequenceIdGenerator';
import { SpyLogger } from '../../../support/SpyLogger';

/** Wraps a storage and counts writes per key, to test "written only when changed" (docs/sessions-and-storage.md "Persistence"). */
export class CountingStorage implements KeyValueStorage {
  readonly writes: StorageKey[] = [];
  constructor(readonly inner: InMemoryKeyValueStorage) {}
  read(key: StorageKey, options?: ReadOptions): unknown {
    return this.inner.read(key, options);
  }
  write(key: StorageKey, value: unknown): void {
    this.writes.push(key);
    this.inner.write(key, value);
  }
  remove(key: StorageKey): void {
    this.inner.remove(key);
  }
  writesOf(key: StorageKey): number {
    return this.writes.filter((k) => k === key).length;
  }
}

/** The fakes most use-case tests need, wired together. */
export function harness(memory = new InMemoryKeyValueStorage()) {
  const raw = new CountingStorage(memory);
  const logger = new SpyLogger();
  const storage = new FunnelStorage(raw, logger);
  const ids = new SequenceIdGenerator();
  const clock = new FixedClock();
  const gateway = new InMemoryLeadGateway();
  const keys = new OperationKeys(storage, ids);
  return { memory, raw, logger, storage, ids, clock, gateway, keys };
}

/** The pages of the Spanish vehicle flow (docs/product.md "Screens and routes": order), as SaveStep builds them for a fresh state. */
export const esPages = () => buildPages(ES_VEHICLE_V3);

/** SaveStep/SubmitLead dependencies over a harness. */
export function saveDeps(h: ReturnType<typeof harness>): SaveLeadDeps {
  return { gateway: h.gateway, storage: h.storage, keys: h.keys, clock: h.clock, logger: h.logger, initialPages: esPages };
}
