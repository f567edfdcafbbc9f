import { bankConnectionForRoute } from '../../../domain/offer/bank/bankConnections';
import { partnerForRoute } from '../../../domain/offer/partners/partnerOffers';
import { useApp } from '../../hooks/AppContext';
import { BankConnectionPage } from './BankConnectionPage';
import { BankConnectionStore } from './BankConnectionStore';
import { IdUploadPage } from './IdUploadPage';
import { IdUploadStore } from './IdUploadStore';
import { PartnerOfferPage } from './PartnerOfferPage';
import { PartnerOfferStore } from './PartnerOfferStore';
import type { OfferScreenProps } from './OfferScreenProps';

/** /id-upload with its store. */
export function IdUploadScreen({ offer, title }: OfferScreenProps) {
  const { stores } = useApp();
  const store = stores.screenStore(IdUploadStore, (_s, root) => new IdUploadStore(offer.partner, root.funnel));
  return <IdUploadPage store={store} title={title} />;
}

/** The bank-connection routes, each driven by its row of BANK_CONNECTIONS. */
export function BankConnectionScreen({ offer, title, route }: OfferScreenProps) {
  const { stores } = useApp();
  const connection = bankConnectionForRoute(route);
  const store = stores.screenStore(BankConnectionStore, (_s, root) => new BankConnectionStore(offer.partner, root.funnel));
  return connection ? <BankConnectionPage store={store} title={title} connection={connection} /> : null;
}

/** The partner routes, each driven by its row of PARTNERS. */
export function PartnerOfferScreen({ offer, title, route }: OfferScreenProps) {
  const { stores } = useApp();
  const partner = partnerForRoute(route);
  const store = stores.screenStore(PartnerOfferStore, (_s, root) => new PartnerOfferStore(offer.partner, root.funnel));
  return partner ? <PartnerOfferPage store={store} title={title} partner={partner} /> : null;
}
