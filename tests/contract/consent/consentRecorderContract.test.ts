import { BannerConsentSource } from '../../../adapters/consent/BannerConsentSource';
import { GrantedConsentSource } from '../../../adapters/consent/GrantedConsentSource';
import { WindowEventConsentSource } from '../../../adapters/consent/WindowEventConsentSource';
import { FixedClock } from '../../support/FixedClock';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { describeConsentRecorderContract } from '../suites/consentRecorderContract';

/** A host page with no consent platform event yet. */
const quietWindow = () => ({ addEventListener: () => {}, removeEventListener: () => {} });

describeConsentRecorderContract('FixedConsentSource (test double)', () => {
  const source = new FixedConsentSource();
  return { recorder: source, source, answers: 'recorder' };
});
describeConsentRecorderContract('BannerConsentSource', () => {
  const source = new BannerConsentSource(new InMemoryKeyValueStorage(), new FixedClock());
  return { recorder: source, source, answers: 'recorder' };
});
describeConsentRecorderContract('WindowEventConsentSource (the platform owns the answer)', () => {
  const source = new WindowEventConsentSource(quietWindow());
  return { recorder: source, source, answers: 'platform' };
});
describeConsentRecorderContract('GrantedConsentSource (consent mode none)', () => {
  const source = new GrantedConsentSource();
  return { recorder: source, source, answers: 'platform' };
});
