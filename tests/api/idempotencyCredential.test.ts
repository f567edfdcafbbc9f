import { describe, expect, it } from 'vitest';
import { LEAD_SESSION_COOKIE } from '../../server/http/leadCredential';
import { REPLAY_CREDENTIAL_WINDOW_MS, replayGrantsCredential } from '../../server/leads/idempotentReplay';
import { TEST_DATABASES } from './support/databases';
import { createBody } from './support/leadBodies';
import { TEST_NOW, serverPerFile } from './support/startTestServer';

describe('replayGrantsCredential', () => {
  const created = TEST_NOW;
  const at = (ms: number) => new Date(created.getTime() + ms);
  it.each([
    ['granted', 0, false],
    ['granted', REPLAY_CREDENTIAL_WINDOW_MS - 1, false],
    ['missing', 0, true],
    ['otherLead', REPLAY_CREDENTIAL_WINDOW_MS - 1, true],
    ['missing', REPLAY_CREDENTIAL_WINDOW_MS, false],
    ['otherLead', REPLAY_CREDENTIAL_WINDOW_MS * 30, false],
  ] as const)('credential %s, %i ms after the create → %s', (credential, elapsed, grants) => {
    expect(replayGrantsCredential(created, at(elapsed), credential)).toBe(grants);
  });
});

/**
 * Issue 22 "Smaller": an Idempotency-Key replay of a create handed out a fresh 30-day credential every time, so the
 * key opened the lead forever. Now: within 24 h a client without the lead's credential gets one again (the lost-answer
 * retry), with the lead's own credential none, and after 24 h none: the replay answers the lead and opens nothing.
 */
describe.each(TEST_DATABASES)('the credential of an Idempotency-Key replay on $name', (database) => {
  let clock = TEST_NOW;
  const s = serverPerFile(database, 'replay-credential', () => ({ now: () => clock }));
  const setCookieOf = (headers: Headers) => headers.getSetCookie().find((line) => line.startsWith(`${LEAD_SESSION_COOKIE}=`))?.split(';')[0];
  const credentialsOf = async (id: string) => (await s.server.context.db.query('SELECT 1 FROM lead_credentials WHERE lead_id = $1', [id])).length;

  it('within 24 h a client without the credential gets one; the lead’s own credential gets none; after 24 h nobody does', async () => {
    clock = TEST_NOW;
    const key = `replay-credential-${Math.random()}`;
    const create = (cookie: string | null) => s.call('/v2/lead', { method: 'POST', body: createBody('replay.credential@example.com'), headers: { 'Idempotency-Key': key }, cookie });
    const first = await create(null);
    expect(first.status).toBe(201);
    const id = first.body.id as string;
    const own = setCookieOf(first.headers) ?? null;
    expect(own).not.toBeNull();

    clock = new Date(TEST_NOW.getTime() + REPLAY_CREDENTIAL_WINDOW_MS - 60_000);
    const lost = await create(null);
    expect([lost.status, lost.body.id, lost.headers.get('Idempotent-Replayed')]).toEqual([201, id, 'true']);
    const regained = setCookieOf(lost.headers) ?? null;
    expect(regained).not.toBeNull();
    expect((await s.call(`/lead/status/${id}`, { cookie: regained })).status).toBe(200);

    const withOwn = await create(own);
    expect(withOwn.body.id).toBe(id);
    expect(setCookieOf(withOwn.headers)).toBeUndefined();
    const issued = await credentialsOf(id);

    clock = new Date(TEST_NOW.getTime() + REPLAY_CREDENTIAL_WINDOW_MS);
    for (let replay = 0; replay < 3; replay++) {
      const late = await create(null);
      expect([late.status, late.body.id, late.headers.get('Idempotent-Replayed')]).toEqual([201, id, 'true']);
      expect(setCookieOf(late.headers)).toBeUndefined();
    }
    expect(await credentialsOf(id)).toBe(issued);
    // The id the late replay answers opens nothing by itself.
    expect((await s.call(`/lead/status/${id}`, { cookie: null })).status).toBe(401);
    expect((await s.call(`/lead/status/${id}`, { cookie: own })).status).toBe(200);
  });
});
