import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/Database';
import { LeadRepository } from '../../server/leads/LeadRepository';
import { DEFAULT_RETENTION, RETAINED_ANSWERS, anonymiseExpiredLeads } from '../../server/leads/leadRetention';
import { TEST_DATABASES } from './support/databases';
import { PRODUCT, acceptableAnswers, createBody } from './support/leadBodies';
import { TEST_NOW, serverPerFile, startTestServer } from './support/startTestServer';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A lead's lifetime on the test server (DecisionConfig.leadLifetimeHours, 30 days). */
const LIFETIME_MS = 30 * DAY_MS;
const GRACE_MS = DEFAULT_RETENTION.graceDays * DAY_MS;

/** Every personal value the leads below hold, in the answers, the offer steps and the code rows. */
const PERSONAL = ['López', 'Ana', '12345678Z', 'ES9121000418450200051332', '612345678', 'retention', 'Marta', '699111222', '1234BCD'];

/** Every row of every table of the lead API that names `leadId`, as text: where personal data could remain. */
async function rowsOf(db: Database, leadId: string): Promise<string> {
  const tables = await db.query<{ table_name: string }>(
    "SELECT table_name FROM information_schema.columns WHERE column_name = 'lead_id' AND table_schema = current_schema() ORDER BY table_name",
  );
  const texts: string[] = [JSON.stringify(await db.query('SELECT * FROM leads WHERE id = $1', [leadId]))];
  for (const { table_name } of tables) texts.push(`${table_name}: ${JSON.stringify(await db.query(`SELECT * FROM ${table_name} WHERE lead_id = $1`, [leadId]))}`);
  return texts.join('\n');
}

/**
 * Issue 22 "Smaller" / item 7: expired leads kept their DNI and IBAN forever, only hidden. The retention rule
 * (server/leads/leadRetention.ts): graceDays after expiry the personal data is deleted, a non-personal record stays.
 */
describe.each(TEST_DATABASES)('retention on $name', (database) => {
  let clock = TEST_NOW;
  const s = serverPerFile(database, 'retention', () => ({ now: () => clock, retention: false as const }));

  /**
   * A lead with every kind of personal data: answers, a mobile code (verify+: state 7), a resume code, a credential, a
   * session, an Idempotency-Key, and (written directly: which step a lead may take is not this test's matter) an offer
   * step's answers and a password.
   */
  const fullLead = async (email: string): Promise<string> => {
    const id = (await s.call('/v2/lead', { method: 'POST', body: createBody(email), headers: { 'Idempotency-Key': `retention-${email}` } })).body.id as string;
    expect((await s.call('/v3/lead', { method: 'PUT', body: { id, product: PRODUCT, ...acceptableAnswers, submit: true } })).body.progressState).toBe(7);
    expect((await s.call(`/v3/lead/${id}/resume-code`, { method: 'POST', cookie: null })).status).toBe(200);
    const db = s.server.context.db;
    await LeadRepository.insertStep(db, id, 'offer/reference-details', { referenceDetails: { type: 'FAMILY', name: 'Marta López', phoneNumber: '+34699111222' } }, clock);
    await db.query('INSERT INTO customer_passwords (lead_id, password_hash, updated_at) VALUES ($1, $2, $3)', [id, 'scrypt$retention', clock]);
    return id;
  };

  it('before expiry + grace nothing is touched; after it the personal data is gone and a non-personal record stays', async () => {
    clock = TEST_NOW;
    const expiring = await fullLead('verify+retention@example.com');
    clock = new Date(TEST_NOW.getTime() + DAY_MS);
    const younger = await fullLead('verify+retention.young@example.com');
    const db = s.server.context.db;
    const before = await rowsOf(db, expiring);
    for (const value of ['López', '12345678Z', 'ES9121000418450200051332', 'Marta']) expect(before).toContain(value);

    // Expired, but within the grace period: kept (hidden from the API only).
    expect(await anonymiseExpiredLeads(db, new Date(TEST_NOW.getTime() + LIFETIME_MS + GRACE_MS - 1))).toBe(0);
    expect(await rowsOf(db, expiring)).toBe(before);

    const sweepAt = new Date(TEST_NOW.getTime() + LIFETIME_MS + GRACE_MS);
    expect(await anonymiseExpiredLeads(db, sweepAt)).toBe(1);
    const after = await rowsOf(db, expiring);
    for (const value of PERSONAL) expect(after).not.toContain(value);
    const [kept] = await db.query<{ data: unknown; progress_state: number; application: { status: string }; session_id: string | null; anonymised_at: Date; created_at: Date }>(
      'SELECT data, progress_state, application, session_id, anonymised_at, created_at FROM leads WHERE id = $1',
      [expiring],
    );
    expect(kept?.data).toEqual(Object.fromEntries(RETAINED_ANSWERS.map((key) => [key, key === 'amount' ? 2500 : 60])));
    expect([kept?.progress_state, kept?.application.status, kept?.session_id]).toEqual([7, 'offer-stage', null]);
    expect(new Date(kept!.anonymised_at).getTime()).toBe(sweepAt.getTime());
    expect(new Date(kept!.created_at).getTime()).toBe(TEST_NOW.getTime());
    // Consents stay: which boxes were ticked, nothing about who ticked them.
    expect((await db.query('SELECT consent_id, accepted FROM consents WHERE lead_id = $1', [expiring])).length).toBeGreaterThan(0);

    // The younger lead (expired a day later) keeps everything; a second sweep at the same time changes nothing.
    expect(await rowsOf(db, younger)).toContain('12345678Z');
    expect(await anonymiseExpiredLeads(db, sweepAt)).toBe(0);
    expect(await anonymiseExpiredLeads(db, new Date(sweepAt.getTime() + DAY_MS))).toBe(1);
    expect(await rowsOf(db, younger)).not.toContain('12345678Z');
  });

  it('batches: more due leads than one batch holds are all anonymised by one sweep', async () => {
    clock = new Date(TEST_NOW.getTime() - 100 * DAY_MS);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await s.call('/v2/lead', { method: 'POST', body: createBody(`batch${i}.retention@example.com`) })).body.id as string);
    expect(await anonymiseExpiredLeads(s.server.context.db, TEST_NOW, { graceDays: 0, batchSize: 2 })).toBe(5);
    for (const id of ids) expect(await rowsOf(s.server.context.db, id)).not.toContain('retention');
  });

  it('the server sweeps at start', async () => {
    clock = TEST_NOW;
    const id = await fullLead('verify+retention.start@example.com');
    // A second server on the same database, started after expiry + grace (its own clock), sweeps without being asked.
    const later = await startTestServer(s.server.context.db, { now: () => new Date(TEST_NOW.getTime() + LIFETIME_MS + GRACE_MS + DAY_MS) });
    try {
      await expect.poll(async () => rowsOf(s.server.context.db, id), { timeout: 10_000 }).not.toContain('12345678Z');
    } finally {
      await later.close();
    }
  });
});
