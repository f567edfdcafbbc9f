import { describe, expect, it } from 'vitest';
import type { Country } from '../../../../domain/brand/BrandConfigSchema';
import { requireCountryPack } from '../../../../domain/country/countryPacks';
import { aprLabel, aprQualifier, showsMonthlyRate } from '../../../../domain/loan/disclosureRules';
import { repaymentFor, representativeExample, type RepresentativeExampleInput } from '../../../../domain/loan/representativeExample';
import { shippedBrand, shippedBrandIds } from '../../../support/shippedBrand';

// The reference's own APR snippet (docs/disclosure.md "APR", verbatim but typed): the oracle each country is checked against.
function referenceApr(drawdown: number, payments: number[]): number {
  const f = (X: number) => payments.reduce((a, D, l) => a + D * (1 + X) ** (-(l + 1) / 12), 0) - drawdown;
  let lo = -0.99;
  let hi = 10;
  for (let i = 0; i < 200; i++) {
    const m = (lo + hi) / 2;
    if (f(m) > 0) lo = m;
    else hi = m;
  }
  return (lo + hi) / 2;
}

const example = (input: Omit<RepresentativeExampleInput, 'periodScale'> & { periodScale?: 'months' | 'days' }) => {
  const result = representativeExample({ periodScale: 'months', ...input });
  if (!result.ok) throw new Error(result.error.field);
  return result.value;
};
/** docs/disclosure.md "Representative example" worked example: 10 000 at 8 % over 36 months, with and without the 3 % opening fee. */
const WORKED = { amount: 10_000, period: 36, nominalAnnualRate: 0.08 };
/** The label the example shows: the country pack's name for the figure (the one source of truth). */
const labelOf = (country: Country): string => aprLabel(requireCountryPack(country).aprDisclosure);
const oneDecimal = (percent: number): number => Math.round(percent * 10) / 10;

describe('APR disclosure per country (docs/disclosure.md "APR" and each country section)', () => {
  it.each<[Country, string, string]>([
    ['ES', 'Tasa anual equivalente (TAE)', 'Ley 16/2011 art. 32 + Anexo I (docs/disclosure.md "Per country")'],
    ['DE', 'effektiver Jahreszins', 'PAngV § 16 (docs/disclosure.md "Per country")'],
    ['PL', 'Rzeczywista roczna stopa oprocentowania (RRSO)', 'ustawa o kredycie konsumenckim art. 5 (docs/disclosure.md "Per country")'],
    ['RO', 'Dobânda anuală efectivă (DAE)', 'OUG 50/2010 anexa 1 (docs/disclosure.md "Per country")'],
  ])('%s: the "%s" of the docs/disclosure.md "Representative example" worked example is 8.3 % without fee and 10.6 % (10.56 %) with the 3 % fee — %s', (country, label) => {
    expect(labelOf(country)).toBe(label);
    expect(aprQualifier(requireCountryPack(country).aprDisclosure)).toBeNull();
    expect(oneDecimal(example({ ...WORKED, openingFeeRate: 0 }).aprPercent)).toBe(8.3);
    const withFee = example({ ...WORKED, openingFeeRate: 0.03 });
    expect(oneDecimal(withFee.aprPercent)).toBe(10.6);
    expect(withFee.aprPercent).toBeGreaterThanOrEqual(10.56);
    expect(requireCountryPack(country).aprDisclosure.monthlyRate).toBeUndefined();
  });

  it('MX: CAT sin IVA "para fines informativos y de comparación" (docs/disclosure.md "Per country"); the market example "Monto $20,000; 12 meses; Tasa 58 %; Comisión por apertura 5 %; CAT 95.7 %" is matched within its own rounding', () => {
    expect(labelOf('MX')).toBe('Costo Anual Total (CAT)');
    expect(aprQualifier(requireCountryPack('MX').aprDisclosure)).toBe('CAT sin IVA. Para fines informativos y de comparación.');
    const cat = example({ amount: 20_000, period: 12, nominalAnnualRate: 0.58, openingFeeRate: 0.05 });
    // 95.61 %: the ad's 95.7 % comes from its lender's own schedule (not published); the equation is docs/disclosure.md "APR"'s.
    expect(Math.abs(cat.aprPercent - 95.7)).toBeLessThan(0.15);
    expect(cat.openingFee).toBe(1000);
  });

  it('CO: tasa efectiva anual (E.A.) with its monthly rate i_m = (1+EA)^(1/12) − 1; docs/disclosure.md "Per country"/docs/disclosure.md "Representative example": 8.30 % E.A. ↔ 0.667 % monthly', () => {
    expect(labelOf('CO')).toBe('Tasa efectiva anual (E.A.)');
    const co = example({ ...WORKED, openingFeeRate: 0 });
    expect(co.aprPercent).toBe(8.3);
    expect(co.monthlyRatePercent).toBe(0.67);
    expect(showsMonthlyRate(requireCountryPack('CO').aprDisclosure, co)).toBe(true);
  });

  it('PH: EIR (RA 3765, BSP Circular 730, docs/disclosure.md "Per country"), monthly too for loans of up to a year amortised monthly; ph-pautang stays inside Circular 1133 caps', () => {
    expect(labelOf('PH')).toBe('Effective Interest Rate (EIR)');
    const rule = requireCountryPack('PH').aprDisclosure;
    const brand = shippedBrand('ph-pautang');
    const sixMonths = example({ amount: 10_000, period: 6, nominalAnnualRate: brand.loan.nominalAnnualRate, openingFeeRate: brand.loan.openingFeeRate });
    expect(showsMonthlyRate(rule, sixMonths)).toBe(true);
    expect(showsMonthlyRate(rule, example({ amount: 10_000, period: 24, nominalAnnualRate: 0.36, openingFeeRate: 0.03 }))).toBe(false);
    // Circular 1133 (≤ PHP 10,000, ≤ 4 months): nominal ≤ 6 %/month, EIR incl. fees ≤ 15 %/month, total cost ≤ 100 % of principal.
    for (const months of [1, 2, 3, 4]) {
      const small = example({ amount: brand.loan.amount.min, period: months, nominalAnnualRate: brand.loan.nominalAnnualRate, openingFeeRate: brand.loan.openingFeeRate });
      expect(brand.loan.nominalAnnualRate / 12).toBeLessThanOrEqual(0.06);
      expect(small.monthlyRatePercent).toBeLessThanOrEqual(15);
      expect(small.totalCostOfCredit).toBeLessThanOrEqual(brand.loan.amount.min);
    }
  });

  it('VN: no legal APR term found (docs/disclosure.md "Per country"), so the annual rate is computed with docs/disclosure.md "APR" under the pack\'s "Lãi suất năm quy đổi (APR)"', () => {
    expect(labelOf('VN')).toBe('Lãi suất năm quy đổi (APR)');
    const brand = shippedBrand('vn-vaynhanh');
    const vn = example({ amount: brand.loan.amount.default, period: brand.loan.period.default, nominalAnnualRate: brand.loan.nominalAnnualRate, openingFeeRate: brand.loan.openingFeeRate });
    const flows = [...Array.from({ length: vn.payments - 1 }, () => vn.payment), vn.lastPayment];
    expect(vn.aprPercent).toBe(Math.ceil(referenceApr(vn.amountReceived, flows) * 10_000 - 1e-7) / 100);
  });

  it.each(shippedBrandIds())('%s: its default example matches the reference APR snippet and discloses its fee in the total', (id) => {
    const brand = shippedBrand(id);
    const scale = brand.loan.period.scale;
    const terms = { amount: brand.loan.amount.default, period: brand.loan.period.default, periodScale: scale, nominalAnnualRate: brand.loan.nominalAnnualRate, openingFeeRate: brand.loan.openingFeeRate };
    const result = example(terms);
    expect(result.repayment).toBe(repaymentFor(scale, brand.loan.repayment));
    expect(result.openingFee).toBeCloseTo(terms.amount * terms.openingFeeRate, 2);
    expect(result.totalPayable).toBeCloseTo(result.totalOfPayments + result.openingFee, 2);
    if (result.repayment === 'monthly') {
      const flows = [...Array.from({ length: result.payments - 1 }, () => result.payment), result.lastPayment];
      const exact = referenceApr(result.amountReceived, flows) * 100;
      expect(result.aprPercent).toBeGreaterThanOrEqual(exact - 1e-9);
      expect(result.aprPercent - exact).toBeLessThan(0.01);
    } else {
      expect(scale).toBe('days');
      const exact = ((result.totalOfPayments / result.amountReceived) ** (365 / terms.period) - 1) * 100;
      expect(result.aprPercent).toBeGreaterThanOrEqual(exact - 1e-9);
      expect(result.aprPercent - exact).toBeLessThan(0.01);
    }
  });
});
