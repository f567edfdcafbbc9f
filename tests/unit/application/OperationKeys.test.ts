import { describe, expect, it } from 'vitest';
import { FunnelStorage } from '../../../application/session/FunnelStorage';
import { OperationKeys } from '../../../application/tracking/OperationKeys';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { SequenceIdGenerator } from '../../support/SequenceIdGenerator';
import { SpyLogger } from '../../support/SpyLogger';

const keysOn = (memory: InMemoryKeyValueStorage, ids = new SequenceIdGenerator()) => new OperationKeys(new FunnelStorage(memory, new SpyLogger()), ids);

describe('OperationKeys (one key per logical operation, docs/click-ids-and-consent.md "Event ids", docs/security-and-reliability.md "Idempotent creates")', () => {
  it('hands out the same key on every retry until released', async () => {
    const keys = keysOn(new InMemoryKeyValueStorage());
    const first = await keys.keyFor('leadCreate');
    expect(await keys.keyFor('leadCreate')).toBe(first);
    keys.release('leadCreate');
    expect(await keys.keyFor('leadCreate')).not.toBe(first);
  });

  it('keeps the key across a reload (a new instance over the same storage)', async () => {
    const memory = new InMemoryKeyValueStorage();
    const first = await keysOn(memory).keyFor('event:Lead');
    expect(await keysOn(memory).keyFor('event:Lead')).toBe(first);
  });

  it('keeps separate operations apart and forgets all on releaseAll', async () => {
    const memory = new InMemoryKeyValueStorage();
    const keys = keysOn(memory);
    const create = await keys.keyFor('leadCreate');
    const event = await keys.keyFor('event:Lead');
    expect(create).not.toBe(event);
    keys.releaseAll();
    expect(keys.peek('leadCreate')).toBeUndefined();
    expect(keysOn(memory).peek('event:Lead')).toBeUndefined();
  });

  it('still holds keys for the life of the page when storage is unavailable', async () => {
    const memory = new InMemoryKeyValueStorage();
    memory.makeUnavailable();
    const keys = keysOn(memory);
    const first = await keys.keyFor('leadCreate');
    expect(await keys.keyFor('leadCreate')).toBe(first);
  });

  it('ignores a corrupt stored value and starts afresh', async () => {
    const memory = new InMemoryKeyValueStorage();
    memory.plantRaw('idempotencyKey', JSON.stringify({ v: 1, data: { leadCreate: 42 } }));
    const ids = new SequenceIdGenerator();
    expect(await keysOn(memory, ids).keyFor('leadCreate')).toBe(ids.issued[0]);
  });

  it('lets concurrent first uses agree on one key', async () => {
    const keys = keysOn(new InMemoryKeyValueStorage());
    let n = 0;
    const slowCreate = async () => {
      n += 1;
      await Promise.resolve();
      return `key-${n}`;
    };
    const [a, b] = await Promise.all([keys.keyFor('event:Lead', slowCreate), keys.keyFor('event:Lead', slowCreate)]);
    expect(a).toBe(b);
  });
});
