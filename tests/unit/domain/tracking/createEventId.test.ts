import { describe, expect, it } from 'vitest';
import { createEventId } from '../../../../domain/tracking/createEventId';
import { sha256 } from './sha256';

describe('createEventId (docs/click-ids-and-consent.md "Event ids": a hash of a timestamp plus a random id)', () => {
  it('hashes "{timestampMs}:{randomId}"', async () => {
    expect(await createEventId(1_700_000_000_000, 'r1', sha256)).toBe(await sha256('1700000000000:r1'));
  });

  it('is stable for the same inputs (reused on retries) and differs when either changes', async () => {
    const id = await createEventId(1, 'a', sha256);
    expect(await createEventId(1, 'a', sha256)).toBe(id);
    expect(await createEventId(2, 'a', sha256)).not.toBe(id);
    expect(await createEventId(1, 'b', sha256)).not.toBe(id);
    expect(id).toMatch(/^[0-9a-f]{64}$/);
  });
});
