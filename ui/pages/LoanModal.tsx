import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { AmountPeriodPicker } from '../kit/AmountPeriodPicker';
import { Button } from '../kit/Button';
import { formatMoney } from '../kit/formatMoney';
import { RepresentativeExample } from '../kit/RepresentativeExample';
import { useT } from '../kit/Translate';
import type { LoanSelectionStore } from '../stores/LoanSelectionStore';

export interface LoanModalProps {
  readonly loan: LoanSelectionStore;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly intlLocale: string;
  readonly currency: string;
}

/**
 * The amount question of the initial-details step, a modal shown at start (spec §2 row 1), with the representative
 * example updating as the sliders move (issue 5 §4). A native modal dialog: focus moves in, Escape closes it.
 */
export const LoanModal = observer(function LoanModal({ loan, open, onClose, intlLocale, currency }: LoanModalProps) {
  const t = useT();
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  const example = loan.example;
  const unit = loan.limits.period.scale === 'days' ? 'common^loan>days' : 'common^loan>months';
  const duration = (count: number) => t(unit, { count });
  return (
    <dialog ref={ref} className="loan-modal" aria-labelledby="loan-modal-title" onClose={onClose} onCancel={onClose}>
      <h2 id="loan-modal-title" className="heading-l">
        {t('common^titles>loanDetails')}
      </h2>
      <AmountPeriodPicker
        amount={loan.amount}
        period={loan.period}
        amountRange={loan.limits.amount}
        periodRange={loan.limits.period}
        onAmountChange={(amount) => loan.setAmount(amount)}
        onPeriodChange={(period) => loan.setPeriod(period)}
        formatAmount={(amount) => formatMoney(amount, intlLocale, currency)}
        formatPeriod={duration}
      >
        {example && (
          <RepresentativeExample
            amount={loan.amount}
            durationText={duration(loan.period)}
            monthlyInstalment={example.monthlyInstalment}
            nominalAnnualRate={example.nominalRatePercent / 100}
            apr={example.aprPercent / 100}
            totalPayable={example.totalPayable}
            intlLocale={intlLocale}
            currency={currency}
          />
        )}
      </AmountPeriodPicker>
      <Button onClick={onClose} id="loan-modal-continue">
        {t('common^buttons>continue')}
      </Button>
    </dialog>
  );
});
