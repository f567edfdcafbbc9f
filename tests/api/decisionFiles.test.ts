import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { defaultDecisionConfig } from '../../server/decision/DecisionConfig';
import { loadBrand, loadDecisionOverrides } from '../../server/loadBrand';
import { TEST_DATABASES } from './support/databases';
import { serverPerFile } from './support/startTestServer';

const BRANDS_DIR = join(process.cwd(), 'brands');
const BRAND_IDS = readdirSync(BRANDS_DIR, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

describe('brands/{id}/decision.json: the decision thresholds of every brand, in its currency (issue 11 item 6)', () => {
  it.each(BRAND_IDS)('%s has a valid decision file whose thresholds are in its own currency', (id) => {
    const brand = loadBrand(BRANDS_DIR, id);
    const overrides = loadDecisionOverrides(BRANDS_DIR, id);
    expect(overrides.minimumMonthlyIncome).toBeGreaterThan(0);
    expect(overrides.acceptMinimumMonthlyIncome).toBeGreaterThan(overrides.minimumMonthlyIncome ?? Infinity);
    // Not the file's own claim only: the figures must be of the currency's order of magnitude (EUR 400 ≈ 0.3 SMI).
    const perEuro: Record<string, [number, number]> = { EUR: [1, 1], PLN: [3, 6], RON: [3, 7], MXN: [5, 30], COP: [500, 6000], VND: [2000, 40_000], PHP: [10, 80] };
    const [low, high] = perEuro[brand.currency] ?? [Number.NaN, Number.NaN];
    expect((overrides.minimumMonthlyIncome ?? 0) / 400).toBeGreaterThanOrEqual(low);
    expect((overrides.minimumMonthlyIncome ?? 0) / 400).toBeLessThanOrEqual(high * 2);
  });

  it('a decision file in another currency than the brand, or with thresholds out of order, stops the server', () => {
    const dir = mkdtempSync(join(tmpdir(), 'decision-file-'));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    mkdirSync(join(dir, 'vn-vaynhanh'));
    copyFileSync(join(BRANDS_DIR, 'vn-vaynhanh', 'brand.json'), join(dir, 'vn-vaynhanh', 'brand.json'));
    const write = (document: unknown) => writeFileSync(join(dir, 'vn-vaynhanh', 'decision.json'), JSON.stringify(document));
    write({ currency: 'EUR', minimumMonthlyIncome: 400, acceptMinimumMonthlyIncome: 1000 });
    expect(() => loadDecisionOverrides(dir, 'vn-vaynhanh')).toThrow(/currency: EUR is not the brand's VND/);
    write({ currency: 'VND', minimumMonthlyIncome: 4_000_000, acceptMinimumMonthlyIncome: 1_500_000 });
    expect(() => loadDecisionOverrides(dir, 'vn-vaynhanh')).toThrow(/acceptMinimumMonthlyIncome must not be below/);
    write({ currency: 'VND', minimumMonthlyIncome: '1500000', acceptMinimumMonthlyIncome: 4_000_000 });
    expect(() => loadDecisionOverrides(dir, 'vn-vaynhanh')).toThrow(/minimumMonthlyIncome/);
  });
});

const VN = loadBrand(BRANDS_DIR, 'vn-vaynhanh');

describe.each(TEST_DATABASES)('vn-vaynhanh decides in dong on $name', (database) => {
  const s = serverPerFile(database, 'decision-vnd', () => ({ brand: VN, decision: loadDecisionOverrides(BRANDS_DIR, 'vn-vaynhanh') }));

  const decideFor = async (monthlyIncome: number) => {
    const created = await s.call('/v2/lead', {
      method: 'POST',
      body: {
        product: VN.product,
        amount: VN.loan.amount.default,
        period: VN.loan.period.default,
        sessionId: '0b9f0a53-5a6e-4c2e-9e8f-0c1a2b3c4d5e',
        generalPolicies: true,
        contactDetails: { email: 'an.nguyen@example.com', phoneNumber: '+84912345678', marketingConsents: false },
      },
    });
    expect(created.status).toBe(201);
    const submitted = await s.call('/v3/lead', {
      method: 'PUT',
      body: {
        id: created.body.id,
        product: VN.product,
        submit: true,
        personalDetails: { dateOfBirth: '1990-03-04' },
        incomeDetails: { monthlyIncome },
        otherDetails: { negativeCreditHistory: false, overdueDebtAmount: 0 },
        expenses: { monthlyCreditCommitments: 0, rentAmount: 2_000_000 },
      },
    });
    expect(submitted.status).toBe(200);
    return submitted.body.application.status as string;
  };

  it('an income of 1,500 ₫ a month (six US cents) is rejected, though it clears the default 400 and 1000', async () => {
    expect(1500).toBeGreaterThan(defaultDecisionConfig(VN).acceptMinimumMonthlyIncome);
    expect(await decideFor(1500)).toBe('rejected');
  });

  it('a realistic income of 15,000,000 ₫ a month is accepted', async () => {
    expect(await decideFor(15_000_000)).toBe('accepted');
  });
});
