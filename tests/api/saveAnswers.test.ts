import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Lead } from '../../domain/lead/LeadSchema';
import { DECIDED_STATES } from '../../domain/state/applicationStates';
import { credentialHash } from '../../server/leads/LeadCredentials';
import { mergeLead, type LeadRecord } from '../../server/leads/LeadRecord';
import { LeadRepository } from '../../server/leads/LeadRepository';
import { TEST_DATABASES, databaseForFile } from './support/databases';

// The one-statement save (migration 007 lead_save_answers, used by PUT /v3/lead for a plain save) merges in SQL what
// mergeLead merges in the full path, and stores nothing unless the credential opens a live, undecided lead.
const PRODUCT = 'save-answers-test';
const NOW = new Date('2026-06-15T12:00:00.000Z');
const noExtras = { sessionStartedAt: NOW, consents: [] };

const text = fc.string({ maxLength: 8 }).filter((s) => !s.includes('\u0000'));
const scalar = fc.oneof(text, fc.integer({ min: -1e6, max: 1e6 }), fc.boolean(), fc.constant(null));
const key = fc.constantFrom('a', 'b', 'c', 'firstName', 'monthlyIncome');
const sectionValue = fc.oneof(scalar, fc.dictionary(key, fc.oneof(scalar, fc.array(scalar, { maxLength: 2 })), { maxKeys: 3 }), fc.array(scalar, { maxLength: 2 }));
const answers = fc.dictionary(fc.constantFrom('personalDetails', 'incomeDetails', 'amount', 'sessionId', 'policies'), sectionValue, { maxKeys: 4 });

describe.each(TEST_DATABASES)('lead_save_answers on $name', (database) => {
  const db = databaseForFile(database, 'save-answers');

  /** A stored lead holding `data`, opened by the returned token. */
  async function storedLead(data: Lead): Promise<{ lead: LeadRecord; token: string }> {
    const lead: LeadRecord = { id: randomUUID(), product: PRODUCT, data, progressState: 1, leadStatus: 1, application: { status: 'in-progress' }, pending: null, sessionId: null, statusPolls: 0, submittedAt: null, expiresAt: new Date(NOW.getTime() + 86_400_000) };
    const token = randomUUID();
    expect(await LeadRepository.create(db, lead, noExtras, null, credentialHash(token), NOW)).toBe(true);
    return { lead, token };
  }

  it('stores exactly what mergeLead makes of the stored answers and the patch', async () => {
    await fc.assert(
      fc.asyncProperty(answers, answers, async (stored, patch) => {
        const { lead, token } = await storedLead(stored as Lead);
        const saved = await LeadRepository.saveAnswers(db, { id: lead.id, product: PRODUCT, patch: patch as Lead, credentialHash: credentialHash(token) }, noExtras, NOW);
        expect(saved?.id).toBe(lead.id);
        const merged = mergeLead(stored as Lead, patch as Lead);
        expect((await LeadRepository.find(db, lead.id, PRODUCT, NOW))?.data).toEqual(merged);
        // The session id follows the body's when it brings one (patch.sessionId ?? stored), as in the full path.
        expect(saved?.sessionId).toBe(typeof patch.sessionId === 'string' ? patch.sessionId : null);
      }),
      { numRuns: 60 },
    );
  });

  it('stores nothing without the lead credential, for an expired lead or a decided one', async () => {
    const patch = { incomeDetails: { monthlyIncome: 1234 } } as Lead;
    const { lead, token } = await storedLead({ amount: 2500 } as Lead);
    const other = await storedLead({ amount: 3000 } as Lead);
    const save = (t: string, now = NOW) => LeadRepository.saveAnswers(db, { id: lead.id, product: PRODUCT, patch, credentialHash: credentialHash(t) }, noExtras, now);
    expect(await save('not-a-token')).toBeNull();
    expect(await save(other.token)).toBeNull();
    expect(await LeadRepository.saveAnswers(db, { id: lead.id, product: 'another-product', patch, credentialHash: credentialHash(token) }, noExtras, NOW)).toBeNull();
    expect(await save(token, new Date(NOW.getTime() + 2 * 86_400_000))).toBeNull();
    await db.query('UPDATE leads SET progress_state = $1 WHERE id = $2', [[...DECIDED_STATES][0], lead.id]);
    expect(await save(token)).toBeNull();
    expect((await LeadRepository.find(db, lead.id, PRODUCT, NOW))?.data).toEqual({ amount: 2500 });
    await db.query('UPDATE leads SET progress_state = 1 WHERE id = $1', [lead.id]);
    expect((await save(token))?.progressState).toBe(1);
    expect((await LeadRepository.find(db, lead.id, PRODUCT, NOW))?.data).toEqual({ amount: 2500, incomeDetails: { monthlyIncome: 1234 } });
  });
});
