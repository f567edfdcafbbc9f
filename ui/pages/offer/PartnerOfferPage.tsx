import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { aprLabel } from '../../../domain/loan/disclosureRules';
import type { PartnerOffer } from '../../../domain/offer/partners/PartnerOfferContract';
import type { PartnerDefinition } from '../../../domain/offer/partners/partnerOffers';
import { useApp } from '../../hooks/AppContext';
import { useFunnelNavigate } from '../../hooks/useFunnelNavigate';
import { Button } from '../../kit/Button';
import { CheckboxField } from '../../kit/CheckboxField';
import { ErrorSummary } from '../../kit/ErrorSummary';
import { Fieldset } from '../../kit/Fieldset';
import { RadioGroup } from '../../kit/RadioGroup';
import { Spinner } from '../../kit/Spinner';
import { useT } from '../../kit/Translate';
import { formatMoney, formatPercent } from '../../kit/formatMoney';
import { useLazyModule } from '../../kit/useLazyModule';
import { ResultScreen } from '../ResultScreen';
import { loanPricingFor } from '../loanPricing';
import type { CodeOutcome } from './MobileCodeStore';
import type { PartnerOfferStore } from './PartnerOfferStore';

const OFFER_FIELD = 'partner-offer';
const consentField = (id: string): string => `partner-consent-${id}`;

/** One offer's figures: amount, term, monthly instalment, APR (the country's own name for it) and total payable. */
function OfferFigures({ offer, apr }: { offer: PartnerOffer; apr: string }) {
  const t = useT();
  const { brand } = useApp().services;
  const money = (value: number) => formatMoney(value, brand.intlLocale, brand.currency);
  const rows: Array<[string, string]> = [
    [t('partner^partner>offer>amount'), money(offer.amount)],
    [t('partner^partner>offer>term'), t('partner^partner>offer>months', { count: offer.termMonths })],
    [t('partner^partner>offer>instalment'), money(offer.monthlyInstalment)],
    [apr, formatPercent(offer.aprPercent / 100, brand.intlLocale)],
    [t('partner^partner>offer>total'), money(offer.totalPayable)],
  ];
  return (
    <dl className="summary-list">
      {rows.map(([label, value]) => (
        <div key={label} className="summary-list__row">
          <dt className="summary-list__key">{label}</dt>
          <dd className="summary-list__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The partner screens (/ipfd-offer-choice, /cofidis-offer, /provident-offer, /instabank-offer, /proficredit-offer,
 * /santander-comperia, /smava, /tfbank-consents, /advanzia-consents; docs/states-and-routes.md "Application states"; issue 12): one component driven by the
 * partner's row (domain/offer/partners): its offer or offers with amount, term, instalment and APR, the choice
 * among several, its consents (the required ones enforced) and accept or decline.
 */
export const PartnerOfferPage = observer(function PartnerOfferPage({ store, title, partner }: { store: PartnerOfferStore; title: string; partner: PartnerDefinition }) {
  const t = useT();
  const navigate = useFunnelNavigate();
  const { brand } = useApp().services;
  const pricing = useLazyModule(loanPricingFor(brand.country));
  useEffect(() => {
    void loanPricingFor(brand.country).load().catch(() => undefined);
    void store.load(partner);
  }, [store, partner, brand.country]);

  const follow = (outcome: CodeOutcome) => {
    if (outcome.kind === 'route') navigate(outcome.route, 'REPLACE');
  };
  const sheet = store.partner?.id === partner.id ? store.sheet : null;
  if (store.loadFailed) {
    return (
      <ResultScreen title={title}>
        <p role="alert">{t('partner^partner>offer>loadFailed')}</p>
        <Button onClick={() => void store.load(partner)}>{t('partner^partner>retry')}</Button>
      </ResultScreen>
    );
  }
  if (!sheet) return <Spinner label={t('common^chrome>loading')} variant="neutral" />;

  // The country pack's name for the annual figure (TAE, RRSO, DAE…); the generic key until the pack arrives.
  const apr = pricing.module ? aprLabel(pricing.module.apr) : t('partner^partner>offer>apr');
  const offerError = store.problems.offer ? t('partner^partner>offer>errors>offer') : undefined;
  const consentError = t('partner^partner>offer>errors>consent');
  const errors = [
    ...(offerError ? [{ fieldId: OFFER_FIELD, message: offerError }] : []),
    ...store.problems.consents.map((id) => ({ fieldId: consentField(id), message: consentError, label: t(`partner^partner>offer>consents>${id}`, { partner: sheet.partner.name }) })),
  ];
  const single = sheet.offers.length === 1 ? sheet.offers[0] : undefined;
  return (
    <ResultScreen title={title}>
      <ErrorSummary errors={errors} focusKey={store.attempts} />
      {store.failed && <p role="alert" className="error-message">{t('partner^partner>errors>failed')}</p>}
      <p>{t(single ? 'partner^partner>offer>introOne' : 'partner^partner>offer>introMany', { partner: sheet.partner.name })}</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void store.accept().then(follow);
        }}
      >
        {single ? (
          <OfferFigures offer={single} apr={apr} />
        ) : (
          <RadioGroup
            id={OFFER_FIELD}
            name="offer"
            legend={t('partner^partner>offer>choose')}
            {...(offerError ? { error: offerError } : {})}
            value={store.offerId}
            onChange={(value) => store.choose(value)}
            options={sheet.offers.map((offer) => ({
              value: offer.id,
              label: t('partner^partner>offer>option', {
                months: offer.termMonths,
                instalment: formatMoney(offer.monthlyInstalment, brand.intlLocale, brand.currency),
              }),
              hint: <OfferFigures offer={offer} apr={apr} />,
            }))}
          />
        )}
        {sheet.consents.length > 0 && (
          <Fieldset legend={t('partner^partner>offer>consentsLegend', { partner: sheet.partner.name })}>
            {sheet.consents.map((consent) => {
              const label = t(`partner^partner>offer>consents>${consent.id}`, { partner: sheet.partner.name });
              const missing = store.problems.consents.includes(consent.id);
              return (
                <CheckboxField
                  key={consent.id}
                  id={consentField(consent.id)}
                  name={consent.id}
                  label={consent.required ? `${label} ${t('partner^partner>offer>required')}` : label}
                  {...(missing ? { error: consentError } : {})}
                  checked={store.consents[consent.id] === true}
                  onChange={(checked) => store.setConsent(consent.id, checked)}
                />
              );
            })}
          </Fieldset>
        )}
        <div className="button-group">
          <Button type="submit" busy={store.busy} busyLabel={t('partner^partner>sending')}>
            {t('partner^partner>offer>accept')}
          </Button>
          <Button variant="secondary" onClick={() => void store.decline().then(follow)}>
            {t('partner^partner>offer>decline')}
          </Button>
        </div>
      </form>
    </ResultScreen>
  );
});
