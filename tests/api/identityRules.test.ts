import { describe, expect, it } from 'vitest';
import { loadBrand, loadDecisionOverrides } from '../../server/loadBrand';
import { BRANDS_DIR } from '../support/shippedBrand';
import { curpOf, rfcOf } from '../support/nationalIdMothers';
import { TEST_DATABASES } from './support/databases';
import { serverPerFile } from './support/startTestServer';

const MX = loadBrand(BRANDS_DIR, 'mx-presta');
const CURP = 'GARC921103HJCRMR09';

/** The one identity on the server (docs/validation-by-country.md "Dates and age", "Tax ids and id cards"), on mx-presta, which asks the CURP and the RFC but no date of birth. */
describe.each(TEST_DATABASES)('mx-presta: the CURP is the identity on $name', (database) => {
  const s = serverPerFile(database, 'identity-mx', () => ({ brand: MX, decision: loadDecisionOverrides(BRANDS_DIR, 'mx-presta') }));

  const create = async (email: string): Promise<string> => {
    const created = await s.call('/v2/lead', {
      method: 'POST',
      body: {
        product: MX.product,
        amount: MX.loan.amount.default,
        period: MX.loan.period.default,
        sessionId: '0b9f0a53-5a6e-4c2e-9e8f-0c1a2b3c4d5e',
        generalPolicies: true,
        contactDetails: { email, phoneNumber: '+525512345678', marketingConsents: false },
      },
    });
    expect(created.status).toBe(201);
    return created.body.id as string;
  };
  const save = (id: string, personalDetails: Record<string, string>, submit = false) =>
    s.call('/v3/lead', {
      method: 'PUT',
      body: {
        id,
        product: MX.product,
        personalDetails,
        ...(submit
          ? { submit: true, incomeDetails: { monthlyIncome: 20_000 }, otherDetails: { negativeCreditHistory: false, overdueDebtAmount: 0 }, expenses: { monthlyCreditCommitments: 0, rentAmount: 2000 } }
          : {}),
      },
    });

  it('an RFC saved after the CURP must be the CURP\'s: GARC900101K57 is 422 TaxIdMismatch on the RFC; GARC921103 + homoclave is stored', async () => {
    const id = await create('maria.rfc@example.com');
    expect((await save(id, { personalCode: CURP })).status).toBe(200);
    const refused = await save(id, { taxId: 'GARC900101K57' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'personalDetails.taxId', code: 'TaxIdMismatch' })]);
    expect((await save(id, { taxId: rfcOf('GARC921103') })).status).toBe(200);
    // Changing the CURP afterwards is checked against the stored RFC too.
    expect((await save(id, { personalCode: curpOf('GARC', { y: 1990, m: 1, d: 1 }) })).body.errors).toEqual([
      expect.objectContaining({ field: 'personalDetails.taxId', code: 'TaxIdMismatch' }),
    ]);
  });

  it('an 80-year-old with only a CURP is rejected by the decision (age-above-maximum); a 40-year-old is not', async () => {
    const old = await create('abuelo.curp@example.com');
    const rejected = await save(old, { personalCode: curpOf('GARC', { y: 1946, m: 1, d: 10 }) }, true);
    expect(rejected.status).toBe(200);
    expect(rejected.body.application.status).toBe('rejected');
    const young = await create('adulto.curp@example.com');
    const accepted = await save(young, { personalCode: curpOf('GARC', { y: 1986, m: 1, d: 10 }) }, true);
    expect(accepted.body.application.status).not.toBe('rejected');
  });

  it('a CURP over the field maximum (101 years) is 422 TooOld { max: 100 } on save', async () => {
    const id = await create('bisabuelo.curp@example.com');
    const refused = await save(id, { personalCode: curpOf('GARC', { y: 1925, m: 1, d: 10 }) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([expect.objectContaining({ field: 'personalDetails.personalCode', code: 'TooOld', params: { max: 100 } })]);
  });
});
