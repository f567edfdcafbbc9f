import type { AprDisclosure } from '../../domain/country/CountryPack';
import { aprLabel, aprQualifier, costOfCreditRow, showsMonthlyRate, netAmountKey, showsNetAmount, taxedTotal, type DisclosureRule } from '../../domain/loan/disclosureRules';
import type { RepresentativeExample as Example } from '../../domain/loan/representativeExample';
import { useT } from './Translate';
import { formatMoney, formatPercent } from './formatMoney';

export interface RepresentativeExampleProps {
  /** Amount of credit, in currency units. */
  amount: number;
  /** Duration, already written out ("60 meses", "15 días"). */
  durationText: string;
  /** Opening fee as a fraction of the amount (0.03 = 3 %), named beside the fee. */
  openingFeeRate: number;
  /** The computed figures (domain/loan representativeExample). */
  example: Example;
  /** The country's pricing rule (domain/loan disclosureRules: monthly rate shown or not). */
  rule: DisclosureRule;
  /** The country pack's name for the annual figure, the words required beside it (TAE, RRSO, CAT sin IVA…), its net amount and cost tax. */
  apr: AprDisclosure;
  intlLocale: string;
  currency: string;
}

/**
 * The representative example shown next to the amount (docs/disclosure.md "Per country", docs/disclosure.md "Representative example": borrowing rate, amount of credit,
 * APR, duration, total payable and instalment): the monthly instalment or the single repayment, every fee by name and
 * amount, a total payable that includes it, the APR as computed (two decimals, never rounded down) under the country
 * pack's name for it (TAE, RRSO, CAT…), and the country's extras (monthly rate, the CAT's "sin IVA" sentence). What is
 * paid out after the fee, and that the fee is withheld at payout, and the total with a tax the rate excludes (MX IVA):
 * docs/disclosure.md "Amount paid out and taxes".
 */
export function RepresentativeExample({ amount, durationText, openingFeeRate, example, rule, apr, intlLocale, currency }: RepresentativeExampleProps) {
  const t = useT();
  const money = (value: number) => formatMoney(value, intlLocale, currency);
  const percent = (percentValue: number) => formatPercent(percentValue / 100, intlLocale);
  const rows: Array<[string, string]> = [
    [t(example.repayment === 'single' ? 'common^loan>singleRepayment' : 'common^loan>monthlyInstalment'), money(example.payment)],
    // The last instalment absorbs the cents the others were rounded by (docs/disclosure.md "Rounding"): shown when it differs.
    ...(example.lastPayment !== example.payment ? [[t('common^loan>lastInstalment'), money(example.lastPayment)] as [string, string]] : []),
    [t('common^loan>amountOfCredit'), money(amount)],
    ...(showsNetAmount(apr, example) ? [[t(`common^loan>${netAmountKey(apr)}`), money(example.amountReceived)] as [string, string]] : []),
    [t('common^loan>duration'), durationText],
    [t('common^loan>nominalRate'), percent(example.nominalRatePercent)],
  ];
  if (example.openingFee > 0) rows.push([t('common^loan>openingFee', { rate: formatPercent(openingFeeRate, intlLocale) }), money(example.openingFee)]);
  rows.push([aprLabel(apr), percent(example.aprPercent)]);
  if (showsMonthlyRate(rule, example)) rows.push([t('common^loan>monthlyRate'), percent(example.monthlyRatePercent)]);
  const costOfCredit = costOfCreditRow(apr, example);
  if (costOfCredit !== null) rows.push([t(`common^loan>${costOfCredit.key}`), money(costOfCredit.amount)]);
  const taxNotes: string[] = [];
  const taxed = taxedTotal(apr.costTax, example);
  if (taxed === null || apr.costTax === undefined) rows.push([t('common^loan>totalPayable'), money(example.totalPayable)]);
  else {
    const tax = { tax: apr.costTax.name, rate: formatPercent(apr.costTax.rate, intlLocale), apr: apr.shortName };
    rows.push([t('common^loan>totalPayableWithoutTax', tax), money(example.totalPayable)]);
    rows.push([t('common^loan>taxAmount', tax), money(taxed.tax)]);
    rows.push([t('common^loan>totalPayableWithTax', tax), money(taxed.totalPayableWithTax)]);
    taxNotes.push(t(example.openingFee > 0 ? 'common^loan>aprExcludesTaxOnInterestAndFee' : 'common^loan>aprExcludesTaxOnInterest', tax));
  }
  const qualifier = aprQualifier(apr);
  const notes = [
    ...(example.openingFee > 0 ? [t('common^loan>feeDeductedAtPayout', { fee: money(example.openingFee) })] : []),
    ...taxNotes,
    ...(qualifier === null ? [] : [qualifier]),
  ];
  return (
    <section className="representative-example" aria-labelledby="representative-example-title">
      <h2 className="heading-s" id="representative-example-title">
        {t('common^loan>representativeExample')}
      </h2>
      <dl className="representative-example__list">
        {rows.map(([term, figure]) => (
          <div className="representative-example__row" key={term}>
            <dt>{term}</dt>
            <dd>{figure}</dd>
          </div>
        ))}
      </dl>
      {notes.map((note) => (
        <p className="hint" key={note}>
          {note}
        </p>
      ))}
    </section>
  );
}
