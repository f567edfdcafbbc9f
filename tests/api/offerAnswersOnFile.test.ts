import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { partnerForState } from '../../domain/offer/partners/partnerOffers';
import { loadDecisionOverrides } from '../../server/loadBrand';
import { BRANDS_DIR, shippedBrand } from '../support/shippedBrand';
import { VALID_OFFER_DATA } from './support/offerScreenData';
import { TEST_DATABASES } from './support/databases';
import { serverPerFile, type RunningServer } from './support/startTestServer';

const PL = shippedBrand('pl-pozyczka');
const VN = shippedBrand('vn-vaynhanh');
/** The PESEL on file (a woman born 2002) and another valid one (a man born 1944): the example. */
const PESEL_ON_FILE = '02220703523';
const OTHER_PESEL = '44051401359';

/** A lead of `brand` forced to `state` (test identity `state{n}+`), holding `answers`; answers its id. */
async function leadAt(s: RunningServer, brand: BrandConfig, state: number, phoneNumber: string, answers: Record<string, unknown>): Promise<string> {
  const created = await s.call('/v2/lead', {
    method: 'POST',
    body: {
      product: brand.product,
      amount: brand.loan.amount.default,
      period: brand.loan.period.default,
      sessionId: '0b9f0a53-5a6e-4c2e-9e8f-0c1a2b3c4d5e',
      generalPolicies: true,
      contactDetails: { email: `state${state}+onfile${Date.now()}@example.com`, phoneNumber, marketingConsents: false },
    },
  });
  expect(created.status).toBe(201);
  const submit = await s.call('/v3/lead', { method: 'PUT', body: { id: created.body.id, product: brand.product, submit: true, ...answers } });
  expect(submit.body.progressState).toBe(state);
  return created.body.id as string;
}

describe.each(TEST_DATABASES)('partner screens use what the lead holds (issue 22 item 6) on $name', (database) => {
  describe('a Polish lead: /wniosek refuses a PESEL other than the one on file', () => {
    const s = serverPerFile(database, 'onfile-pl', () => ({ brand: PL, decision: loadDecisionOverrides(BRANDS_DIR, PL.id) }));
    const wniosek = (id: string, personalCode: string) =>
      s.call('/lead/wniosek', { method: 'POST', body: { id, product: PL.product, ...VALID_OFFER_DATA.wniosek, personalDetails: { personalCode, mothersMaidenName: 'Kowalska' } } });

    it('422 NationalIdMismatch on the field, nothing stored, the state unchanged; the PESEL on file (typed with spaces) moves on', async () => {
      const id = await leadAt(s, PL, 33, '+48512345678', { personalDetails: { personalCode: PESEL_ON_FILE } });
      const other = await wniosek(id, OTHER_PESEL);
      expect(other.status).toBe(422);
      expect(other.body.errors).toEqual([expect.objectContaining({ field: 'personalDetails.personalCode', code: 'NationalIdMismatch' })]);
      expect((await s.server.context.db.query("SELECT 1 FROM lead_steps WHERE lead_id = $1 AND step = 'wniosek'", [id])).length).toBe(0);
      expect((await s.call(`/lead/status/${id}`)).body.progressState).toBe(33);
      const same = await wniosek(id, '0222 0703 523');
      expect(same.status).toBe(200);
      expect(same.body.progressState).toBe(10);
    });

    it('an invalid PESEL is refused by its rule first (InvalidChecksum), not as a mismatch', async () => {
      const id = await leadAt(s, PL, 33, '+48512345678', { personalDetails: { personalCode: PESEL_ON_FILE } });
      const broken = await wniosek(id, '44051401358');
      expect(broken.body.errors).toEqual([expect.objectContaining({ field: 'personalDetails.personalCode', code: 'InvalidChecksum' })]);
    });

    it('a lead that holds no PESEL takes any valid one', async () => {
      const id = await leadAt(s, PL, 33, '+48512345678', {});
      expect((await wniosek(id, OTHER_PESEL)).status).toBe(200);
    });
  });

  describe('a Vietnamese lead: partner offers in dong, at the amount asked', () => {
    const s = serverPerFile(database, 'onfile-vn', () => ({ brand: VN, decision: loadDecisionOverrides(BRANDS_DIR, VN.id) }));

    it('asking 10,000,000 ₫ is offered 10,000,000 ₫ by Advanzia (29), not 10,000', async () => {
      const advanzia = partnerForState(29)!;
      const created = await leadAt(s, VN, 29, '+84912345678', {});
      await s.call('/v3/lead', { method: 'PUT', body: { id: created, product: VN.product, amount: 10_000_000 } });
      const offers = await s.call(`/lead/${created}/partner-offers?partner=${advanzia.id}`);
      expect(offers.status).toBe(200);
      expect(offers.body.offers[0]).toMatchObject({ amount: 10_000_000 });
      expect(offers.body.offers[0].totalPayable).toBeGreaterThan(10_000_000);
    });
  });
});
