import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Country } from '../../../../domain/brand/BrandConfigSchema';
import { requireCountryPack } from '../../../../domain/country/countryPacks';
import { COUNTRIES } from '../../../../domain/country/countryRegistry';
import { costOfCreditRow, netAmountKey, showsNetAmount, taxedTotal } from '../../../../domain/loan/disclosureRules';
import { representativeExample, type RepresentativeExampleInput } from '../../../../domain/loan/representativeExample';
import { roundHalfUp } from '../../../../domain/loan/roundHalfUp';

/** The country pack's disclosure: the one source of its net amount and cost tax. */
const disclosureOf = (country: Country) => requireCountryPack(country).aprDisclosure;

const example = (input: Omit<RepresentativeExampleInput, 'periodScale'> & { periodScale?: 'months' | 'days' }) => {
  const result = representativeExample({ periodScale: 'months', ...input });
  if (!result.ok) throw new Error(result.error.field);
  return result.value;
};

/**
 * Each country's figures (docs/disclosure.md "Amount paid out and taxes"), worked by hand from its brand's default terms:
 * fee = amount × fee rate; paid out = amount − fee; instalment = amount · r / (1 − (1 + r)^−n) with r = rate / 12,
 * rounded down to the cent, the last instalment taking the rest; total payable = the instalments + the fee; the APR
 * solves paid out = Σ instalment · (1 + APR)^(−l/12), shown two decimals rounded up.
 */
describe('disclosure figures per country (docs/disclosure.md "Amount paid out and taxes")', () => {
  it.each<[Country, number, number, number, number, number, number, number, number, number, number]>([
    // country, amount, months, rate, fee rate → instalment, last, fee, paid out, total payable, APR %
    // ES (es-vehicle): 2 500 € at 8.99 % over 60: M = 2 500 · 0.0074917 / (1 − 1.0074917^−60) = 51.8838 → 51.88 (last 52.16); fee 75; 2 425 paid out.
    ['ES', 2500, 60, 0.0899, 0.03, 51.88, 52.16, 75, 2425, 3188.08, 10.81],
    // DE (de-kredit): 5 000 € at 5.99 % over 48, no fee: M = 117.4022 → 117.40 (last 117.52); APR = (1 + 0.0599/12)^12 − 1 ≈ 6.16 %.
    ['DE', 5000, 48, 0.0599, 0, 117.4, 117.52, 0, 5000, 5635.32, 6.16],
    // PL (pl-pozyczka): 5 000 zł at 8.99 % over 24, 5 % prowizja: M = 228.4008 → 228.40 (last 228.42); fee 250; 4 750 paid out.
    ['PL', 5000, 24, 0.0899, 0.05, 228.4, 228.42, 250, 4750, 5731.62, 15.11],
    // RO (ro-credit): 5 000 lei at 12 % over 24, 2 % comision: M = 235.3674 → 235.36 (last 235.56); fee 100; 4 900 paid out.
    ['RO', 5000, 24, 0.12, 0.02, 235.36, 235.56, 100, 4900, 5748.84, 14.99],
    // CO (co-agil): 2 000 000 COP at 24 % over 24, no fee: M = 105 742.1945 → 105 742.19 (last 105 742.33); E.A. (1.02)^12 − 1 = 26.82 %, shown 26.83.
    ['CO', 2_000_000, 24, 0.24, 0, 105_742.19, 105_742.33, 0, 2_000_000, 2_537_812.7, 26.83],
    // VN (vn-vaynhanh): 10 000 000 ₫ at 30 % over 12, no fee: M = 974 871.2699 → 974 871.26 (last 974 871.40); (1.025)^12 − 1 = 34.49 %.
    ['VN', 10_000_000, 12, 0.3, 0, 974_871.26, 974_871.4, 0, 10_000_000, 11_698_455.26, 34.49],
  ])('%s: %d over %d months at %d, fee %d → %d (last %d), fee %d, paid out %d, total %d, APR %d %%', (country, amount, period, rate, feeRate, payment, last, fee, paidOut, total, apr) => {
    const figures = example({ amount, period, nominalAnnualRate: rate, openingFeeRate: feeRate });
    expect([figures.payment, figures.lastPayment, figures.openingFee, figures.amountReceived, figures.totalPayable, figures.aprPercent]).toEqual([payment, last, fee, paidOut, total, apr]);
    const rule = disclosureOf(country);
    expect(rule.costTax).toBeUndefined();
    // The amount paid out is stated where a fee is withheld, and nothing is said about a fee of 0.
    expect(showsNetAmount(rule, figures)).toBe(fee > 0);
  });

  it('PH (ph-pautang): the amount financed is the NET amount, ₱10,000 less the 3 % fee = ₱9,700, stated always', () => {
    // M = 10 000 · 0.03 / (1 − 1.03^−6) = 1 845.975 → 1 845.97 (last 1 846.00); total 11 075.85 + fee 300 = 11 375.85.
    const figures = example({ amount: 10_000, period: 6, nominalAnnualRate: 0.36, openingFeeRate: 0.03 });
    expect([figures.openingFee, figures.amountReceived, figures.payment, figures.lastPayment, figures.totalPayable, figures.totalCostOfCredit]).toEqual([300, 9700, 1845.97, 1846, 11_375.85, 1375.85]);
    expect(netAmountKey(disclosureOf('PH'))).toBe('amountFinanced');
    expect(showsNetAmount(disclosureOf('PH'), { openingFee: 0 })).toBe(true);
    // The finance charge in pesos: interest 1 075.85 and the fee 300, i.e. what is paid back (11 075.85) less the 9 700 financed.
    expect(costOfCreditRow(disclosureOf('PH'), figures)).toEqual({ key: 'financeCharge', amount: 1375.85 });
  });

  it('MX (mx-presta): totals with IVA 16 % on the interest and the opening fee, which the CAT excludes', () => {
    // 10 000 at 45 % over 12, 5 % fee: M = 10 000 · 0.0375 / (1 − 1.0375^−12) = 1 050.123 → 1 050.12 (last 1 050.16);
    // interest 12 601.48 − 10 000 = 2 601.48; fee 500; IVA = 16 % × (2 601.48 + 500) = 496.2368 → 496.24;
    // total 13 101.48 without IVA, 13 597.72 with it; the CAT (against 9 500 paid out) 72.32 %, without IVA.
    const figures = example({ amount: 10_000, period: 12, nominalAnnualRate: 0.45, openingFeeRate: 0.05 });
    expect([figures.payment, figures.lastPayment, figures.openingFee, figures.amountReceived, figures.totalPayable, figures.aprPercent]).toEqual([1050.12, 1050.16, 500, 9500, 13_101.48, 72.32]);
    const rule = disclosureOf('MX');
    expect(rule.costTax).toEqual({ name: 'IVA', rate: 0.16 });
    expect(taxedTotal(rule.costTax, figures)).toEqual({ tax: 496.24, totalPayableWithTax: 13_597.72 });
  });

  it('MX (mx-express): no fee, so IVA on the interest alone: 3 000 over 30 days at 90 % → 3 221.92, IVA 35.51, 3 257.43 with IVA', () => {
    // Single repayment: 3 000 × (1 + 0.9 × 30/365) = 3 221.917… → 3 221.92; interest 221.92; IVA 16 % = 35.5072 → 35.51.
    const figures = example({ amount: 3000, period: 30, periodScale: 'days', nominalAnnualRate: 0.9, openingFeeRate: 0 });
    expect([figures.payment, figures.openingFee, figures.amountReceived, figures.totalPayable]).toEqual([3221.92, 0, 3000, 3221.92]);
    expect(taxedTotal(disclosureOf('MX').costTax, figures)).toEqual({ tax: 35.51, totalPayableWithTax: 3257.43 });
    expect(showsNetAmount(disclosureOf('MX'), figures)).toBe(false);
  });

  it.each(COUNTRIES)('%s: names its net amount and, only where its pack has a cost tax (MX), adds the tax to the total', (country) => {
    const rule = disclosureOf(country);
    expect(netAmountKey(rule)).toBe(country === 'PH' ? 'amountFinanced' : 'amountPaidOut');
    expect(taxedTotal(rule.costTax, { totalCostOfCredit: 100, totalPayable: 1100 })).toEqual(country === 'MX' ? { tax: 16, totalPayableWithTax: 1116 } : null);
    // Only PH's law names the cost of credit in money (the finance charge); elsewhere the total payable states it.
    expect(costOfCreditRow(rule, { totalCostOfCredit: 100 })).toEqual(country === 'PH' ? { key: 'financeCharge', amount: 100 } : null);
  });
});

describe('amount paid out (docs/disclosure.md "Amount paid out and taxes")', () => {
  it('refuses a fee that rounds to the whole amount (1 unit at 99.5 % → fee 1.00, nothing paid out) instead of failing on the APR', () => {
    const result = representativeExample({ amount: 1, period: 1, periodScale: 'months', nominalAnnualRate: 0, openingFeeRate: 0.995 });
    expect(!result.ok && result.error).toEqual({ kind: 'InvalidLoanTerms', field: 'openingFeeRate' });
  });

  it('is the amount less the opening fee, to the cent, and never negative or zero (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 100_000_000 }).map((cents) => cents / 100),
        fc.integer({ min: 0, max: 9999 }).map((basisPoints) => basisPoints / 10_000),
        fc.integer({ min: 1, max: 120 }),
        fc.integer({ min: 0, max: 100 }).map((percent) => percent / 100),
        fc.boolean(),
        (amount, openingFeeRate, period, nominalAnnualRate, days) => {
          const result = representativeExample({ amount, period, periodScale: days ? 'days' : 'months', nominalAnnualRate, openingFeeRate });
          const fee = roundHalfUp(amount * openingFeeRate, 2);
          // A fee that rounds to the whole amount (1.00 at 99.5 %) leaves nothing to pay out: refused, not a zero payout.
          if (!result.ok) {
            expect([result.error.field, fee >= amount]).toEqual(['openingFeeRate', true]);
            return;
          }
          const figures = result.value;
          expect(figures.openingFee).toBe(fee);
          expect(Math.abs(figures.amountReceived - (amount - figures.openingFee))).toBeLessThan(0.005);
          expect(figures.amountReceived).toBeGreaterThan(0);
          const taxed = taxedTotal({ name: 'IVA', rate: 0.16 }, figures);
          expect(taxed?.tax).toBeGreaterThanOrEqual(0);
          expect(Math.abs((taxed?.totalPayableWithTax ?? 0) - figures.totalPayable - (taxed?.tax ?? 0))).toBeLessThan(0.005);
        },
      ),
    );
  });
});
