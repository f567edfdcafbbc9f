import { useT } from './Translate';
import { formatMoney, formatPercent } from './formatMoney';

export interface RepresentativeExampleProps {
  /** Amount of credit, in currency units. */
  amount: number;
  /** Duration, already written out ("60 meses"). */
  durationText: string;
  monthlyInstalment: number;
  /** Borrowing rate (TIN), as a fraction (0.08 = 8 %). */
  nominalAnnualRate: number;
  /** APR (TAE in Spain), as a fraction. */
  apr: number;
  totalPayable: number;
  intlLocale: string;
  currency: string;
}

/**
 * The representative example shown next to the amount (country-rules.md §1.7, §9.2: borrowing rate, amount of credit,
 * APR, duration, total payable and instalment). Figures come in computed; the APR term is the locale's (TAE, RRSO…).
 */
export function RepresentativeExample(props: RepresentativeExampleProps) {
  const t = useT();
  const money = (amount: number) => formatMoney(amount, props.intlLocale, props.currency);
  const rows: ReadonlyArray<[string, string]> = [
    [t('common^loan>monthlyInstalment'), money(props.monthlyInstalment)],
    [t('common^loan>amountOfCredit'), money(props.amount)],
    [t('common^loan>duration'), props.durationText],
    [t('common^loan>nominalRate'), formatPercent(props.nominalAnnualRate, props.intlLocale)],
    [t('common^loan>apr'), formatPercent(props.apr, props.intlLocale)],
    [t('common^loan>totalPayable'), money(props.totalPayable)],
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
    </section>
  );
}
