import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { REFERENCE_VERIFICATION_CODE } from '../../domain/api/TestIdentities';
import { partnerById } from '../../domain/offer/partners/partnerOffers';
import { partnerOffersFor } from '../../domain/offer/partners/partnerOffersFor';
import { TEST_DATABASES } from './support/databases';
import { PRODUCT, acceptableAnswers, createBody } from './support/leadBodies';
import { VALID_OFFER_DATA } from './support/offerScreenData';
import { serverPerFile } from './support/startTestServer';
import { TEST_BRAND } from './support/testBrand';
import { answerToUnfinishedBody, multipartStart } from './support/unfinishedBody';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);

// Issue 22's findings, one test each: what an applicant or an attacker did on the reference API, now refused by the
// lead guard (server/http/leadGuard.ts) and the transition table (domain/transitions/transitions.ts).
describe.each(TEST_DATABASES)('the findings of issue 22 on $name', (database) => {
  const s = serverPerFile(database, 'findings');

  /** A lead submitted with a test identity (`verify`, `state29` …): its id, at the state the identity forces. */
  const leadAs = async (identity: string): Promise<string> => {
    const created = await s.call('/v2/lead', { method: 'POST', body: createBody(`${identity}+finding-${Date.now()}@example.com`) });
    const id = created.body.id as string;
    await s.call('/v3/lead', { method: 'PUT', body: { id, product: PRODUCT, submit: true, ...acceptableAnswers } });
    return id;
  };
  const stateOf = async (id: string): Promise<number> => {
    const [row] = await s.server.context.db.query<{ progress_state: number }>('SELECT progress_state FROM leads WHERE id = $1', [id]);
    return row!.progress_state;
  };
  const dataOf = async (id: string): Promise<any> => {
    const [row] = await s.server.context.db.query<{ data: unknown }>('SELECT data FROM leads WHERE id = $1', [id]);
    return row!.data;
  };
  const refusal = (answer: { status: number; body: any }) => [answer.status, answer.body.error?.code, answer.body.error?.pendingRoute];

  it('a lead waiting for its SMS code (7) is not accepted by an offer step: 409 naming /mobile-verification', async () => {
    const id = await leadAs('verify');
    const step = await s.call('/lead/offer/customer-debts', { method: 'POST', body: { id, ...VALID_OFFER_DATA['customer-debts'] } });
    expect(refusal(step)).toEqual([409, 'StepNotPending', '/mobile-verification']);
    const consents = await s.call('/lead/offer/policy', { method: 'POST', body: { id, ...VALID_OFFER_DATA.consents } });
    expect(refusal(consents)).toEqual([409, 'StepNotPending', '/mobile-verification']);
    expect(await stateOf(id)).toBe(7);
    expect((await s.call('/v2/customer/mobile/verify', { method: 'POST', body: { id, code: REFERENCE_VERIFICATION_CODE } })).body.progressState).toBe(10);
  });

  it('a lead waiting for its documents (30) is not accepted by a /smava offer', async () => {
    const id = await leadAs('idupload');
    const smava = partnerById('smava')!;
    const offerId = partnerOffersFor(smava, 2500, TEST_BRAND)[0]!.id;
    const accepted = await s.call('/lead/sale', { method: 'POST', body: { id, partner: 'smava', decision: 'accept', offerId, consents: ['dataTransfer', 'creditCheck'] } });
    expect(refusal(accepted)).toEqual([409, 'StepNotPending', '/id-upload']);
    expect((await s.call(`/lead/${id}/partner-offers?partner=smava`)).status).toBe(404);
    expect(await stateOf(id)).toBe(30);
  });

  it('a lead id alone does not choose for the applicant at a partner: 401, no consent recorded, the lead stays', async () => {
    const id = await leadAs('state29');
    const offerId = partnerOffersFor(partnerById('advanzia')!, 2500, TEST_BRAND)[0]!.id;
    const decline = await s.call('/lead/sale', { method: 'POST', body: { id, partner: 'advanzia', decision: 'decline' }, cookie: null });
    expect(decline.status).toBe(401);
    const accept = await s.call('/lead/sale', { method: 'POST', body: { id, partner: 'advanzia', decision: 'accept', offerId, consents: ['dataTransfer', 'creditCheck', 'marketing'] }, cookie: null });
    expect(accept.status).toBe(401);
    expect(await s.server.context.db.query("SELECT 1 FROM consents WHERE lead_id = $1 AND consent_id LIKE 'partner:%'", [id])).toHaveLength(0);
    expect(await stateOf(id)).toBe(29);
  });

  it('a lead id alone does not connect a bank account (9): authorize and the code exchange answer 401', async () => {
    const id = await leadAs('state9');
    expect((await s.call('/lead/bank/authorize', { method: 'POST', body: { id, returnTo: `${s.origin}/application-frontend/instantor` }, cookie: null })).status).toBe(401);
    expect((await s.call('/lead/account', { method: 'POST', body: { id, state: 'a'.repeat(16), code: 'b'.repeat(16) }, cookie: null })).status).toBe(401);
    expect(await s.server.context.db.query('SELECT 1 FROM lead_steps WHERE lead_id = $1', [id])).toHaveLength(0);
    expect(await stateOf(id)).toBe(9);
  });

  it('a lead id alone does not upload nor confirm documents (30): 401, nothing stored, the lead stays', async () => {
    const id = await leadAs('idupload');
    const form = new FormData();
    form.set('id', id);
    form.set('side', 'front');
    form.set('file', new Blob([PNG], { type: 'image/png' }), 'front.png');
    expect((await fetch(`${s.api}/lead/idUpload`, { method: 'POST', body: form })).status).toBe(401);
    const sha = createHash('sha256').update(PNG).digest('hex');
    expect((await s.call('/lead/documentId', { method: 'POST', body: { id, front: sha, back: sha }, cookie: null })).status).toBe(401);
    expect(await s.server.context.db.query('SELECT 1 FROM lead_steps WHERE lead_id = $1', [id])).toHaveLength(0);
    expect(await stateOf(id)).toBe(30);
  });

  it('an upload without a credential costs nothing: 401 before any of its 10 MB is read, for 20 uploads at once', async () => {
    const id = await leadAs('idupload');
    const start = multipartStart(id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => answerToUnfinishedBody(`${s.api}/lead/idUpload`, { headers: { 'Content-Type': start.contentType }, firstChunk: start.firstChunk, declaredBytes: 10 * 1024 * 1024 })),
    );
    expect(answers.map((answer) => answer?.status)).toEqual(Array.from({ length: 20 }, () => 401));
  });

  it('after the decision asked for more (23), PUT /v3/lead changes neither the income nor the e-mail: 409 naming /marital-details', async () => {
    const id = await leadAs('state23');
    const before = await dataOf(id);
    const changed = await s.call('/v3/lead', { method: 'PUT', body: { id, product: PRODUCT, incomeDetails: { monthlyIncome: 9999 }, contactDetails: { email: 'mallory@example.com' } } });
    expect(refusal(changed)).toEqual([409, 'StepNotPending', '/marital-details']);
    expect(await dataOf(id)).toEqual(before);
    expect(before.incomeDetails.monthlyIncome).toBe(acceptableAnswers.incomeDetails.monthlyIncome);
  });

  it.each([
    ['accepted', 'accept', '/accepted'],
    ['rejected', 'reject', '/rejected'],
  ])('the mobile number of an %s application cannot be changed: 409 ApplicationDecided', async (_label, identity, route) => {
    const id = await leadAs(identity);
    const changed = await s.call('/v2/customer/mobile', { method: 'POST', body: { id, phoneNumber: '699111222' } });
    expect(refusal(changed)).toEqual([409, 'ApplicationDecided', route]);
    expect((await dataOf(id)).contactDetails.phoneNumber).toBe('+34612345678');
  });

  it('a decided lead stores no policy consents nor vehicle: 409 ApplicationDecided, nothing stored', async () => {
    const id = await leadAs('accept');
    expect(refusal(await s.call('/lead/offer/policy', { method: 'POST', body: { id, ...VALID_OFFER_DATA.consents } }))).toEqual([409, 'ApplicationDecided', '/accepted']);
    expect(refusal(await s.call('/lead/vehicle', { method: 'POST', body: { id, ...VALID_OFFER_DATA.vehicle } }))).toEqual([409, 'ApplicationDecided', '/accepted']);
    expect(await s.server.context.db.query('SELECT 1 FROM lead_steps WHERE lead_id = $1', [id])).toHaveLength(0);
  });
});
