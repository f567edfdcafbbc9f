import { observer } from 'mobx-react-lite';
import { useApp } from '../../hooks/AppContext';
import { ChangeMobileNumberPage } from './ChangeMobileNumberPage';
import { MobileCodeStore } from './MobileCodeStore';
import { MobileVerificationPage } from './MobileVerificationPage';
import type { OfferScreenProps } from './OfferScreenProps';

/** The store both mobile screens share for the session (the resend countdown survives a change of number). */
const useMobileCodeStore = (offer: OfferScreenProps['offer']): MobileCodeStore =>
  useApp().stores.screenStore(MobileCodeStore, (services, root) => new MobileCodeStore(offer, root.funnel, services.clock));

/** /mobile-verification (state 7). */
export const MobileVerificationScreen = observer(function MobileVerificationScreen({ offer, title }: OfferScreenProps) {
  return <MobileVerificationPage store={useMobileCodeStore(offer)} title={title} />;
});

/** /change-mobile-number (state 15, and a link from 7). */
export const ChangeMobileNumberScreen = observer(function ChangeMobileNumberScreen({ offer, title }: OfferScreenProps) {
  return <ChangeMobileNumberPage store={useMobileCodeStore(offer)} title={title} />;
});
