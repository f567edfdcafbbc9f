import { observer } from 'mobx-react-lite';
import { AmountPeriodPicker } from '../kit/AmountPeriodPicker';
import { Button } from '../kit/Button';
import { Dialog } from '../kit/Dialog';
import { formatDuration } from '../kit/formatDuration';
import { formatMoney } from '../kit/formatMoney';
import { RepresentativeExample } from '../kit/RepresentativeExample';
import { useT } from '../kit/Translate';
import { optionalText, type StepKeys } from '../steps/flowText';
import type { LoanSelectionStore } from '../stores/LoanSelectionStore';

export interface LoanModalProps {
  readonly loan: LoanSelectionStore;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly intlLocale: string;
  readonly currency: string;
  /** Texts of the modal's own step (loan-details). */
  readonly keys: StepKeys;
}

/**
 * The amount question of the initial-details step, a modal shown at start (spec §2 row 1), with the representative
 * example updating as the sliders move (country-rules.md §9).
 */
export const LoanModal = observer(function LoanModal({ loan, open, onClose, intlLocale, currency, keys }: LoanModalProps) {
  const t = useT();
  const example = loan.example;
  const money = (amount: number) => formatMoney(amount, intlLocale, currency);
  const duration = (count: number) => formatDuration(count, loan.limits.period.scale, intlLocale);
  const hint = optionalText(t, keys.hint, { min: money(loan.limits.amount.min), max: money(loan.limits.amount.max) });
  return (
    <Dialog open={open} title={t(keys.title)} onClose={onClose}>
      {hint !== undefined && <p className="hint">{hint}</p>}
      <AmountPeriodPicker
        amount={loan.amount}
        period={loan.period}
        amountRange={loan.limits.amount}
        periodRange={loan.limits.period}
        onAmountChange={(amount) => loan.setAmount(amount)}
        onPeriodChange={(period) => loan.setPeriod(period)}
        formatAmount={money}
        formatPeriod={duration}
      >
        {example && (
          <RepresentativeExample
            amount={loan.amount}
            durationText={duration(loan.period)}
            openingFeeRate={loan.openingFeeRate}
            example={example}
            rule={loan.disclosure}
            intlLocale={intlLocale}
            currency={currency}
          />
        )}
      </AmountPeriodPicker>
      <Button onClick={onClose} id="loan-modal-continue">
        {t('common^buttons>continue')}
      </Button>
    </Dialog>
  );
});
