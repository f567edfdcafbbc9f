import { describe, expect, it } from 'vitest';
import { instantMs } from '../../../application/session/FunnelStorage';
import { ExtendSession } from '../../../application/usecases/ExtendSession';
import { isStale } from '../../../domain/session/isStale';
import { aBrand, aFunnelState, aSavedState, T0 } from '../../support/leadMother';
import { harness } from './support/harness';

const MINUTE = 60_000;
const EXPIRY = 30 * MINUTE;

function setUp(expiryMs = EXPIRY) {
  const h = harness();
  const brand = aBrand({ applicationDataExpiryMilliseconds: expiryMs });
  return { ...h, brand, extend: new ExtendSession({ storage: h.storage, clock: h.clock, brand }) };
}

describe('ExtendSession (WCAG 2.2.1; docs/sessions-and-storage.md "Session expiry and the timeout warning", "Stale data")', () => {
  it('restarts the session clock at now and persists it under sessionStartedAt and in the application data', async () => {
    const { extend, clock, memory, storage } = setUp();
    const state = aSavedState('lead-1', 2, { sessionStartedAtMs: T0 });
    clock.set(T0 + 29 * MINUTE);
    const result = await extend.execute({ state });
    if (!result.ok) throw new Error(result.error.kind);
    expect(result.value.sessionStartedAtMs).toBe(T0 + 29 * MINUTE);
    expect(result.value.lead.sessionStartedAt).toBe(new Date(T0 + 29 * MINUTE).toISOString());
    expect(instantMs(memory.read('sessionStartedAt'))).toBe(T0 + 29 * MINUTE);
    expect((await storage.readLead())?.sessionStartedAt).toBe(new Date(T0 + 29 * MINUTE).toISOString());
    // Answers and progress are untouched.
    expect(result.value.lead.id).toBe('lead-1');
    expect(result.value.other).toEqual(state.other);
  });

  it('moves the stale boundary: data that would have gone stale is fresh after the extension', async () => {
    const { extend, clock, brand } = setUp();
    const state = aFunnelState({ sessionStartedAtMs: T0 });
    clock.set(T0 + 28 * MINUTE);
    const result = await extend.execute({ state });
    if (!result.ok) throw new Error(result.error.kind);
    const later = { nowMs: T0 + EXPIRY + MINUTE, expiryMs: brand.applicationDataExpiryMilliseconds };
    expect(isStale(state.lead, { ...later, sessionStartedAtMs: state.sessionStartedAtMs })).toBe(true);
    expect(isStale(result.value.lead, { ...later, sessionStartedAtMs: result.value.sessionStartedAtMs })).toBe(false);
  });

  it('extends at exactly the expiry (age equal is not stale) but not one millisecond after it', async () => {
    const atEnd = setUp();
    atEnd.clock.set(T0 + EXPIRY);
    expect((await atEnd.extend.execute({ state: aFunnelState({ sessionStartedAtMs: T0 }) })).ok).toBe(true);

    const past = setUp();
    past.clock.set(T0 + EXPIRY + 1);
    const result = await past.extend.execute({ state: aFunnelState({ sessionStartedAtMs: T0 }) });
    expect(result).toEqual({ ok: false, error: { kind: 'SessionExpired' } });
    expect(past.raw.writesOf('sessionStartedAt')).toBe(0);
    expect(past.raw.writes).toEqual([]);
  });

  it('a brand without an expiry (0) always extends', async () => {
    const { extend, clock } = setUp(0);
    clock.set(T0 + 1000 * EXPIRY);
    expect((await extend.execute({ state: aFunnelState({ sessionStartedAtMs: T0 }) })).ok).toBe(true);
  });

  it('writes only what changed (docs/sessions-and-storage.md "Persistence"): the start instant and the application data', async () => {
    const { extend, clock, raw } = setUp();
    clock.set(T0 + MINUTE);
    await extend.execute({ state: aSavedState('lead-1', 2, { sessionStartedAtMs: T0 }) });
    expect([...raw.writes].sort()).toEqual(['leadApplication', 'sessionStartedAt']);
  });
});
