import type { ReactNode } from 'react';
import { LoanSlider } from './LoanSlider';
import { useT } from './Translate';

/** A configured range (docs/validation-by-country.md "Amount and period": amount 1000–20000 step 100; period default 60 months step 1). */
export interface RangeSpec {
  min: number;
  max: number;
  step: number;
}

export interface AmountPeriodPickerProps {
  amount: number;
  period: number;
  amountRange: RangeSpec;
  periodRange: RangeSpec;
  onAmountChange: (amount: number) => void;
  onPeriodChange: (period: number) => void;
  formatAmount: (amount: number) => string;
  formatPeriod: (period: number) => string;
  /** Usually the RepresentativeExample, which updates as the values move. */
  children?: ReactNode;
}

/** Amount and period chooser (docs/product.md "Screens and routes": loan-details, docs/validation-by-country.md "Amount and period"): two sliders, then the representative example. */
export function AmountPeriodPicker(props: AmountPeriodPickerProps) {
  const t = useT();
  return (
    <div className="amount-period-picker">
      <LoanSlider
        id="amount"
        label={t('common^loan>amount')}
        {...props.amountRange}
        value={props.amount}
        onChange={props.onAmountChange}
        formatValue={props.formatAmount}
        decreaseLabel={t('common^loan>decreaseAmount')}
        increaseLabel={t('common^loan>increaseAmount')}
      />
      <LoanSlider
        id="period"
        label={t('common^loan>period')}
        {...props.periodRange}
        value={props.period}
        onChange={props.onPeriodChange}
        formatValue={props.formatPeriod}
        decreaseLabel={t('common^loan>decreasePeriod')}
        increaseLabel={t('common^loan>increasePeriod')}
      />
      {props.children}
    </div>
  );
}
