import { useApp } from '../../app/AppContext';
import { ChangeMobileNumberPage } from './ChangeMobileNumberPage';
import { MobileCodeStore } from './MobileCodeStore';
import { MobileVerificationPage } from './MobileVerificationPage';
import type { OfferScreenProps } from './OfferScreenProps';

/** /mobile-verification with its store (one per app: the two mobile screens share it). */
export function MobileVerificationScreen({ offer, title }: OfferScreenProps) {
  const { stores } = useApp();
  const store = stores.screenStore(MobileCodeStore, (s, root) => new MobileCodeStore(offer, root.funnel, s.clock));
  return <MobileVerificationPage store={store} title={title} />;
}

/** /change-mobile-number with the store it shares with /mobile-verification. */
export function ChangeMobileNumberScreen({ offer, title }: OfferScreenProps) {
  const { stores } = useApp();
  const store = stores.screenStore(MobileCodeStore, (s, root) => new MobileCodeStore(offer, root.funnel, s.clock));
  return <ChangeMobileNumberPage store={store} title={title} />;
}
