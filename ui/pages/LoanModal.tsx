import { observer } from 'mobx-react-lite';
import { AmountPeriodPicker } from '../kit/AmountPeriodPicker';
import { Button } from '../kit/Button';
import { Dialog } from '../kit/Dialog';
import { formatDuration } from '../kit/formatDuration';
import { formatMoney } from '../kit/formatMoney';
import { useT } from '../kit/Translate';
import { useLazyModule } from '../kit/useLazyModule';
import { optionalText, type StepKeys } from '../steps/flowText';
import type { LoanSelectionStore } from '../stores/LoanSelectionStore';
import { loanPricingFor } from './loanPricing';

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
 * The amount question of the initial-details step, a modal shown at start (docs/product.md "Screens and routes": row 1), with the representative
 * example updating as the sliders move (docs/disclosure.md "APR"). The example's code and the country pack arrive on the
 * applicant's first move in the modal (first-step budget): the sliders come first, the example once it has loaded.
 */
export const LoanModal = observer(function LoanModal({ loan, open, onClose, intlLocale, currency, keys }: LoanModalProps) {
  const t = useT();
  const pricingModule = loanPricingFor(loan.country);
  const pricing = useLazyModule(pricingModule).module;
  const computed = pricing?.representativeExample(loan.terms);
  const example = computed?.ok ? computed.value : null;
  const wantPricing = () => pricingModule.prefetch();
  // Closed without a move: the example is there when the applicant reopens it.
  const close = () => {
    wantPricing();
    onClose();
  };
  const money = (amount: number) => formatMoney(amount, intlLocale, currency);
  const duration = (count: number) => formatDuration(count, loan.limits.period.scale, intlLocale);
  const hint = optionalText(t, keys.hint, { min: money(loan.limits.amount.min), max: money(loan.limits.amount.max) });
  return (
    <Dialog
      open={open}
      title={t(keys.title)}
      onClose={close}
    >
      {/* Real moves only (not the focus the dialog sets on opening), so nothing loads before the applicant acts. Not a
          press on Continue: the example arriving between press and release would grow the dialog and move the button
          from under the pointer, and the click would be lost (closing loads it anyway). */}
      <div onPointerDown={wantPricing} onKeyDown={wantPricing} onInput={wantPricing}>
        {hint !== undefined && <p className="hint">{hint}</p>}
        <AmountPeriodPicker
          amount={loan.amount}
          period={loan.period}
          amountRange={loan.limits.amount}
          periodRange={loan.limits.period}
          onAmountChange={(amount) => {
            wantPricing();
            loan.setAmount(amount);
          }}
          onPeriodChange={(period) => {
            wantPricing();
            loan.setPeriod(period);
          }}
          formatAmount={money}
          formatPeriod={duration}
        >
          {pricing && example && (
            <pricing.RepresentativeExample
              amount={loan.amount}
              durationText={duration(loan.period)}
              openingFeeRate={loan.terms.openingFeeRate}
              example={example}
              rule={pricing.apr}
              apr={pricing.apr}
              intlLocale={intlLocale}
              currency={currency}
            />
          )}
        </AmountPeriodPicker>
      </div>
      <Button onClick={close} id="loan-modal-continue">
        {t('common^buttons>continue')}
      </Button>
    </Dialog>
  );
});
