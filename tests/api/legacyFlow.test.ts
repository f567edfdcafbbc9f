import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadBrand, loadDecisionOverrides } from '../../server/loadBrand';
import { TEST_DATABASES } from './support/databases';
import { createBody, PRODUCT as V3_PRODUCT } from './support/leadBodies';
import { serverPerFile } from './support/startTestServer';

const BRANDS_DIR = join(process.cwd(), 'brands');
const DE_KREDIT = loadBrand(BRANDS_DIR, 'de-kredit');
const PRODUCT = DE_KREDIT.product;

/** The answers of each legacy page of de-kredit (brand.json legacyFlow), as the funnel sends them. */
const PAGES = {
  'loan-information': { amount: 5000, period: 48, generalPolicies: true, contactDetails: { phoneNumber: '+4915123456789', marketingConsents: false } },
  'personal-details': {
    personalDetails: { firstName: 'Jürgen', lastName: 'Müller', dateOfBirth: '1985-06-15' },
    otherDetails: { cityOfBirth: 'Hamburg', citizenship: 'DE', maritalStatus: 'SINGLE', numberOfDependants: 0 },
  },
  'contact-details': { contactDetails: { postalCode: '10115', city: 'Berlin', street: 'Invalidenstraße', houseNumber: '10' }, otherDetails: { housingTenure: 'OWNER' } },
  'income-details': { incomeDetails: { incomeSource: 'EMPLOYED_PERMANENT', monthlyIncome: 2800 }, expenses: { monthlyExpenses: 800, creditCommitments: false } },
  'other-information': { otherDetails: { loanPurpose: 'OTHER', isPoliticallyExposed: false, connectedToPep: false }, incomeDetails: { iban: 'DE89370400440532013000' } },
  'reference-information': { referenceDetails: { type: 'FRIEND', name: 'Erika Mustermann', phoneNumber: '+4915198765432' } },
} as const;

/** The state each page's save leaves the lead in: the next page's (docs/states-and-routes.md "Application states": 2 … 5, then 25 until the submit). */
const NEXT_STATE: Readonly<Record<keyof typeof PAGES, number>> = {
  'loan-information': 2,
  'personal-details': 3,
  'contact-details': 4,
  'income-details': 5,
  'other-information': 25,
  'reference-information': 25,
};

describe.each(TEST_DATABASES)('the legacy flow on the reference server (issue 12 item 3), on $name', (database) => {
  const s = serverPerFile(database, 'legacy-flow', () => ({ brand: DE_KREDIT, decision: loadDecisionOverrides(BRANDS_DIR, 'de-kredit') }));

  const create = (email: string) => s.call('/v2/lead', { method: 'POST', body: { product: PRODUCT, ...PAGES['loan-information'], contactDetails: { ...PAGES['loan-information'].contactDetails, email } } });
  const save = (id: string, answers: object, submit = false) => s.call('/v3/lead', { method: 'PUT', body: { id, product: PRODUCT, ...answers, ...(submit ? { submit: true } : {}) } });
  const resumedState = async (id: string) => (await s.call(`/v3/lead/url/${id}/continue`)).body.progressState as number;

  it('each saved page moves the lead to the state of the next page; /continue answers it; the submit moves it on to the decision', async () => {
    const created = await create(`accept+legacy${Date.now()}@example.com`);
    expect(created.status).toBe(201);
    expect(created.body.progressState).toBe(NEXT_STATE['loan-information']);
    const id = created.body.id as string;
    for (const page of ['personal-details', 'contact-details', 'income-details', 'other-information', 'reference-information'] as const) {
      const saved = await save(id, PAGES[page]);
      expect(saved.status, page).toBe(200);
      expect(saved.body.progressState, page).toBe(NEXT_STATE[page]);
      expect(await resumedState(id), page).toBe(NEXT_STATE[page]);
    }
    const submitted = await save(id, {}, true);
    expect(submitted.status).toBe(200);
    // Checking (6) while the decision is pending, or at once the decision the accept+ identity gets.
    expect([6, 10]).toContain(submitted.body.progressState);
    let state = submitted.body.progressState as number;
    for (let poll = 0; poll < 10 && state === 6; poll++) state = (await s.call(`/lead/status/${id}`)).body.progressState as number;
    expect(state).toBe(10);
  });

  it('a page saved out of order leaves the lead at the first page still missing an answer', async () => {
    const created = await create(`accept+legacyorder${Date.now()}@example.com`);
    const id = created.body.id as string;
    const saved = await save(id, PAGES['contact-details']);
    expect(saved.body.progressState).toBe(2);
    expect((await save(id, PAGES['personal-details'])).body.progressState).toBe(4);
  });
});

describe('a v3 brand keeps the in-progress state until its submit', () => {
  const s = serverPerFile(TEST_DATABASES[0]!, 'v3-progress');
  it('a create and a later save leave the lead at state 1', async () => {
    const created = await s.call('/v2/lead', { method: 'POST', body: createBody(`ana${Date.now()}@example.com`) });
    expect(created.body.progressState).toBe(1);
    const saved = await s.call('/v3/lead', { method: 'PUT', body: { id: created.body.id, product: V3_PRODUCT, personalDetails: { firstName: 'Ana', lastName: 'López' } } });
    expect(saved.body.progressState).toBe(1);
  });
});
