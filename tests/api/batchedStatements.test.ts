import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../domain/lead/LeadSchema';
import { DECIDED_STATES } from '../../domain/state/applicationStates';
import type { Database } from '../../server/db/Database';
import { batchedCreates, batchedCredentialLookups, batchedSaveAnswers } from '../../server/leads/batchedStatements';
import { credentialHash } from '../../server/leads/LeadCredentials';
import type { LeadRecord } from '../../server/leads/LeadRecord';
import type { HeldByCredential } from '../../server/leads/leadTable';
import { LeadRepository, type AnswersSave, type LeadCreate, type LeadWriteExtras } from '../../server/leads/LeadRepository';
import { TEST_DATABASES, databaseForFile } from './support/databases';

// Group commit of plain saves and creates (migration 008, server/leads/batchedStatements.ts): a batch answers and stores
// exactly what the same writes made one by one would, and a failing write fails alone. The lead guard's credential
// reads are batched the same way: one statement answers each look-up what the credential opens.
const PRODUCT = 'batched-saves-test';
const NOW = new Date('2026-06-15T12:00:00.000Z');
const noExtras: LeadWriteExtras = { sessionStartedAt: NOW, consents: [] };

describe.each(TEST_DATABASES)('batched statements on $name', (database) => {
  const db = databaseForFile(database, 'batched-saves');

  /** `count` stored leads holding `{ amount: 2500 }`, each opened by its token; the last `decided` of them decided. */
  async function storedLeads(count: number, decided = 0): Promise<Array<{ id: string; token: string }>> {
    const out: Array<{ id: string; token: string }> = [];
    for (let n = 0; n < count; n++) {
      const lead: LeadRecord = { id: randomUUID(), product: PRODUCT, data: { amount: 2500 } as Lead, progressState: n >= count - decided ? [...DECIDED_STATES][0]! : 1, leadStatus: 1, application: { status: 'in-progress' }, pending: null, sessionId: null, statusPolls: 0, submittedAt: null, expiresAt: new Date(NOW.getTime() + 86_400_000) };
      const token = randomUUID();
      expect(await LeadRepository.create(db, lead, noExtras, null, credentialHash(token), NOW)).toBe(true);
      out.push({ id: lead.id, token });
    }
    return out;
  }

  /** One save of the generated plan: which lead, with its own token or another's, which patch, when. */
  const plannedSave = fc.record({
    lead: fc.nat({ max: 3 }),
    ownToken: fc.boolean(),
    income: fc.integer({ min: 0, max: 9999 }),
    firstName: fc.option(fc.constantFrom('Ana', 'Eva', 'Luz'), { nil: undefined }),
    sessionId: fc.option(fc.constantFrom('s-1', 's-2'), { nil: undefined }),
    marketing: fc.option(fc.boolean(), { nil: undefined }),
    late: fc.boolean(),
  });

  // Plans with a lead or a session twice take the function's one-call-per-save branch; the others its set-based one.
  const plans = {
    'any saves': fc.array(plannedSave, { minLength: 1, maxLength: 12 }),
    'saves of distinct leads and sessions': fc
      .uniqueArray(plannedSave, { selector: (p) => p.lead, minLength: 1, maxLength: 4 })
      .map((plan) => plan.map((p) => ({ ...p, sessionId: p.sessionId === undefined ? undefined : (`s-${p.lead}` as 's-1') }))),
  };
  it.each(Object.keys(plans) as Array<keyof typeof plans>)('answers and stores what the same saves made one by one answer and store: %s', async (kind) => {
    await fc.assert(
      fc.asyncProperty(plans[kind], async (plan) => {
        // Two identical sets of leads (the last one decided): one saved by the batch, the other one save at a time.
        const [batched, single] = [await storedLeads(4, 1), await storedLeads(4, 1)];
        const savesOn = (leads: Array<{ id: string; token: string }>) =>
          plan.map((p) => {
            const patch = { incomeDetails: { monthlyIncome: p.income }, ...(p.firstName ? { personalDetails: { firstName: p.firstName } } : {}), ...(p.sessionId ? { sessionId: p.sessionId } : {}) } as Lead;
            const token = p.ownToken ? leads[p.lead]!.token : leads[(p.lead + 1) % 4]!.token;
            const save: AnswersSave = { id: leads[p.lead]!.id, product: PRODUCT, patch, credentialHash: credentialHash(token) };
            const extras: LeadWriteExtras = { sessionStartedAt: NOW, consents: p.marketing === undefined ? [] : [{ id: 'marketing', accepted: p.marketing }] };
            // A save after the leads expired stores nothing.
            return { save, extras, now: p.late ? new Date(NOW.getTime() + 2 * 86_400_000) : NOW };
          });
        const answers = await LeadRepository.saveAnswersBatch(db, savesOn(batched));
        const expected = [];
        for (const { save, extras, now } of savesOn(single)) expected.push(await LeadRepository.saveAnswers(db, save, extras, now));
        const withoutId = (state: (typeof answers)[number]) => (state ? { ...state, id: 'lead' } : null);
        expect(answers.map(withoutId)).toEqual(expected.map(withoutId));
        for (let n = 0; n < 4; n++) {
          expect((await LeadRepository.find(db, batched[n]!.id, PRODUCT, NOW))?.data).toEqual((await LeadRepository.find(db, single[n]!.id, PRODUCT, NOW))?.data);
          expect(await LeadRepository.listConsents(db, batched[n]!.id)).toEqual(await LeadRepository.listConsents(db, single[n]!.id));
        }
      }),
      { numRuns: 25 },
    );
  });

  it('sends the saves that wait together as one statement, answering each once its batch has committed', async () => {
    const leads = await storedLeads(10);
    let statements = 0;
    const counted: Database = { ...db, query: (sql: string, params?: readonly unknown[]) => (statements++, db.query(sql, params)) } as Database;
    const save = batchedSaveAnswers(counted, { inFlight: 1, size: 64 });
    // 20 saves at once, two per lead, in order: the first goes alone, the 19 that wait go as one batch.
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const lead = leads[i % 10]!;
        return save({ id: lead.id, product: PRODUCT, patch: { incomeDetails: { monthlyIncome: i } } as Lead, credentialHash: credentialHash(lead.token) }, noExtras, NOW);
      }),
    );
    expect(statements).toBe(2);
    expect(answers.map((a) => a?.id)).toEqual(Array.from({ length: 20 }, (_, i) => leads[i % 10]!.id));
    // The later save of each lead was applied last.
    for (let n = 0; n < 10; n++) expect((await LeadRepository.find(db, leads[n]!.id, PRODUCT, NOW))?.data).toEqual({ amount: 2500, incomeDetails: { monthlyIncome: n + 10 } });
  });

  it('answers two leads that share a stored session, saved in one batch, as saved one by one', async () => {
    // The set-based statement cannot upsert one session twice: it fails whole, and each save runs again alone.
    const [first, a, b] = await storedLeads(3);
    const session = `shared-${randomUUID()}`;
    await db.query('UPDATE leads SET session_id = $1 WHERE id = $2 OR id = $3', [session, a!.id, b!.id]);
    const save = batchedSaveAnswers(db, { inFlight: 1, size: 64 });
    const answers = await Promise.all([first!, a!, b!].map((lead, i) => save({ id: lead.id, product: PRODUCT, patch: { amount: 4000 + i } as Lead, credentialHash: credentialHash(lead.token) }, noExtras, NOW)));
    expect(answers.map((answer) => answer?.sessionId ?? null)).toEqual([null, session, session]);
    const stored = await Promise.all([first!, a!, b!].map(async (lead) => (await LeadRepository.find(db, lead.id, PRODUCT, NOW))?.data.amount));
    expect(stored).toEqual([4000, 4001, 4002]);
  });

  it('runs the saves of a failing batch again one by one, so only the failing save fails', async () => {
    const leads = await storedLeads(5);
    const save = batchedSaveAnswers(db, { inFlight: 1, size: 64 });
    // A consent without an answer breaks the consents table's NOT NULL: that save's statement fails, and so its batch.
    const broken: LeadWriteExtras = { sessionStartedAt: NOW, consents: [{ id: 'marketing', accepted: null as unknown as boolean }] };
    const results = await Promise.allSettled(
      leads.map((lead, i) => save({ id: lead.id, product: PRODUCT, patch: { amount: 3000 + i } as Lead, credentialHash: credentialHash(lead.token) }, i === 3 ? broken : noExtras, NOW)),
    );
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const stored = await Promise.all(leads.map(async (lead) => (await LeadRepository.find(db, lead.id, PRODUCT, NOW))?.data.amount));
    expect(stored).toEqual([3000, 3001, 3002, 2500, 3004]);
  });

  // A look-up's credential: a stored lead's own token, one no lead was given, or a stored lead's token asked for
  // another product or after the leads have expired.
  const plannedLookup = fc.record({ lead: fc.nat({ max: 3 }), token: fc.constantFrom('own', 'unknown'), otherProduct: fc.boolean(), late: fc.boolean() });
  it('reads what each credential opens, alone or many in one statement: its live lead, gone once expired or for another product, else none', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(plannedLookup, { minLength: 1, maxLength: 12 }), async (plan) => {
        const leads = await storedLeads(4);
        const lookups = plan.map((p) => ({
          tokenHash: credentialHash(p.token === 'own' ? leads[p.lead]!.token : `unknown-${randomUUID()}`),
          product: p.otherProduct ? `${PRODUCT}-other` : PRODUCT,
          now: p.late ? new Date(NOW.getTime() + 2 * 86_400_000) : NOW,
        }));
        const expected = plan.map((p) => (p.token === 'unknown' ? 'none' : p.otherProduct || p.late ? 'gone' : leads[p.lead]!.id));
        const opened = (h: HeldByCredential) => (h.kind === 'lead' ? h.lead.id : h.kind);
        // The batch's statement, and the lone look-up's own (simpler) statement one key at a time.
        const held = await LeadRepository.findByCredentials(db, lookups);
        expect(held.map(opened)).toEqual(expected);
        const alone = await Promise.all(lookups.map((l) => LeadRepository.findByCredential(db, l.tokenHash, l.product, l.now)));
        expect(alone.map(opened)).toEqual(expected);
        for (const h of held) if (h.kind === 'lead') expect(h.lead).toEqual(await LeadRepository.find(db, h.lead.id, PRODUCT, NOW));
      }),
      { numRuns: 15 },
    );
  });

  it('looks each credential up by its key, however stale the statistics of the credentials table', async () => {
    // Statistics taken when the table was small, then a burst of creates: a plain join is planned as a scan of the whole
    // table per batch (seen in the API bench: 845 updates/s instead of 1,600 at 8 clients).
    await db.query(`INSERT INTO lead_credentials (token_hash, lead_id, created_at, expires_at) SELECT 'small-' || g, 'none', $1, $1 FROM generate_series(1, 500) g`, [NOW]);
    await db.query('ANALYZE lead_credentials');
    await db.query(`INSERT INTO lead_credentials (token_hash, lead_id, created_at, expires_at) SELECT 'burst-' || g, 'none', $1, $1 FROM generate_series(1, 30000) g`, [NOW]);
    let statement = '';
    const seen = { query: (sql: string, params?: readonly unknown[]) => ((statement = sql), db.query(sql, params)) } as Database;
    const leads = await storedLeads(8);
    await LeadRepository.findByCredentials(seen, leads.map((lead) => ({ tokenHash: credentialHash(lead.token), product: PRODUCT, now: NOW })));
    const keys = JSON.stringify(leads.map((lead, i) => ({ i, token_hash: credentialHash(lead.token), product: PRODUCT, at: NOW })));
    const plan = (await db.query(`EXPLAIN ${statement}`, [keys])).map((row) => Object.values(row)[0]).join('\n');
    expect(plan).toContain('Index Scan using lead_credentials_pkey');
    expect(plan).not.toContain('Seq Scan on lead_credentials');
  });

  it('sends the credential look-ups that wait together as one statement, answering each its own', async () => {
    const leads = await storedLeads(6);
    let statements = 0;
    const counted = { ...db, query: (sql: string, params?: readonly unknown[]) => (statements++, db.query(sql, params)) } as Database;
    const lookUp = batchedCredentialLookups(counted, { inFlight: 1, size: 64 });
    // 12 look-ups at once: the first goes alone, the 11 that wait go as one statement.
    const held = await Promise.all(Array.from({ length: 12 }, (_, i) => lookUp({ tokenHash: credentialHash(i < 6 ? leads[i]!.token : `stranger-${i}`), product: PRODUCT, now: NOW })));
    expect(statements).toBe(2);
    expect(held.map((h) => (h.kind === 'lead' ? h.lead.id : h.kind))).toEqual([...leads.map((lead) => lead.id), ...Array(6).fill('none')]);
  });

  /** A create of a new lead with `email`, claiming `key` when given, opened by `token`. */
  const newCreate = (email: string, key: string | null, token: string, sessionId: string | null = null): LeadCreate => {
    const data = { amount: 2500, contactDetails: { email, marketingConsents: true } } as Lead;
    const lead: LeadRecord = { id: randomUUID(), product: PRODUCT, data, progressState: 1, leadStatus: 1, application: { status: 'in-progress' }, pending: null, sessionId, statusPolls: 0, submittedAt: null, expiresAt: new Date(NOW.getTime() + 86_400_000) };
    const extras: LeadWriteExtras = { sessionStartedAt: NOW, consents: [{ id: 'marketing', accepted: true }] };
    return { lead, extras, idempotency: key === null ? null : { key, requestHash: `hash-${key}`, status: 201, body: { id: lead.id } }, credentialHash: credentialHash(token), now: NOW };
  };

  // Creates naming a key or a session twice take the function's one-call-per-create branch; the others its set-based
  // one. Key "taken" was claimed by an earlier create: the batch's create with it stores nothing.
  const createPlans = {
    'any creates': fc.record({
      keys: fc.array(fc.option(fc.constantFrom('k1', 'k2', 'taken'), { nil: null }), { minLength: 1, maxLength: 10 }),
      sharedSessions: fc.constant(true),
    }),
    'creates with distinct keys and sessions': fc.record({
      keys: fc.uniqueArray(fc.constantFrom('k1', 'k2', 'k3', 'taken', 'none1', 'none2'), { minLength: 1, maxLength: 6 }).map((keys) => keys.map((key) => (key.startsWith('none') ? null : key))),
      sharedSessions: fc.constant(false),
    }),
  };
  it.each(Object.keys(createPlans) as Array<keyof typeof createPlans>)('creates what the same creates made one by one create: the first of each key claims it, the others store nothing: %s', async (kind) => {
    await fc.assert(
      fc.asyncProperty(createPlans[kind], async ({ keys, sharedSessions }) => {
        const run = async (label: string, createAll: (creates: LeadCreate[]) => Promise<boolean[]>) => {
          const tag = `${label}-${randomUUID()}`;
          expect(await LeadRepository.create(db, newCreate(`first@${tag}.example`, `${tag}-taken`, `${tag}-first`).lead, noExtras, { key: `${tag}-taken`, requestHash: 'h', status: 201, body: {} }, credentialHash(`${tag}-first`), NOW)).toBe(true);
          const creates = keys.map((key, i) => newCreate(`c${i}@${tag}.example`, key === null ? null : `${tag}-${key}`, `${tag}-${i}`, `${tag}-session-${sharedSessions ? i % 2 : i}`));
          const created = await createAll(creates);
          const stored = await Promise.all(creates.map(async (c) => (await LeadRepository.find(db, c.lead.id, PRODUCT, NOW)) !== null));
          const opened = await Promise.all(creates.map(async (c, i) => (await db.query('SELECT lead_id FROM lead_credentials WHERE token_hash = $1', [credentialHash(`${tag}-${i}`)]))[0]?.lead_id === c.lead.id));
          const consents = await Promise.all(creates.map(async (c) => (await LeadRepository.listConsents(db, c.lead.id)).length));
          const sessions = await Promise.all(creates.map(async (c) => (await db.query('SELECT lead_id FROM sessions WHERE id = $1', [c.lead.sessionId]))[0]?.lead_id === c.lead.id));
          const keyOwners = await Promise.all(creates.map(async (c) => (c.idempotency ? (await LeadRepository.findIdempotency(db, PRODUCT, c.idempotency.key))?.body : null)));
          return { created, stored, opened, consents, sessions, keyOwners: keyOwners.map((body, i) => (body === null ? null : (body as { id?: string }).id === creates[i]!.lead.id)) };
        };
        const batched = await run('batch', (creates) => LeadRepository.createBatch(db, creates));
        const single = await run('single', async (creates) => {
          const out: boolean[] = [];
          for (const c of creates) out.push(await LeadRepository.create(db, c.lead, c.extras, c.idempotency, c.credentialHash, c.now));
          return out;
        });
        expect(batched).toEqual(single);
        const named: Array<string | null> = keys;
        expect(batched.created).toEqual(named.map((key, i) => key === null || (key !== 'taken' && named.indexOf(key) === i)));
      }),
      { numRuns: 20 },
    );
  });

  it('sends the creates that wait together as one statement; of two with one key, the first claims it', async () => {
    let statements = 0;
    const counted = { ...db, query: (sql: string, params?: readonly unknown[]) => (statements++, db.query(sql, params)) } as Database;
    const create = batchedCreates(counted, { inFlight: 1, size: 64 });
    const tag = randomUUID();
    const keys = ['a', 'b', 'c', 'a', 'd', 'b', 'e', 'f'];
    const created = await Promise.all(keys.map((key, i) => create(newCreate(`b${i}@${tag}.example`, `${tag}-${key}`, `${tag}-${i}`))));
    expect(statements).toBe(2);
    expect(created).toEqual([true, true, true, false, true, false, true, true]);
    const stored = await db.query('SELECT lead_id FROM idempotency_keys WHERE product = $1 AND key LIKE $2', [PRODUCT, `${tag}-%`]);
    expect(stored).toHaveLength(6);
  });
});
