import type { AppServices } from '../app/AppServices';
import { ChromeStore } from './ChromeStore';
import { ConsentStore } from './ConsentStore';
import { DecisionStore } from './DecisionStore';
import { FunnelStore } from './FunnelStore';
import { UnsubscribeStore } from './UnsubscribeStore';

/** One store per concern, built once with the use cases they call (MobX "Defining data stores": a root store). */
export class RootStore {
  readonly funnel: FunnelStore;
  readonly decision: DecisionStore;
  readonly consent: ConsentStore;
  readonly unsubscribe: UnsubscribeStore;
  readonly chrome: ChromeStore;

  constructor(services: AppServices) {
    this.funnel = new FunnelStore(services.useCases, services.flow);
    this.decision = new DecisionStore(services.useCases, this.funnel);
    this.consent = new ConsentStore(services.consentSource, services.consentRecorder, services.brand.consent.mode === 'banner');
    this.unsubscribe = new UnsubscribeStore(services.useCases.unsubscribe);
    this.chrome = new ChromeStore();
    this.chrome.setOnline(services.connectivity.isOnline());
    services.connectivity.subscribe((online) => this.chrome.setOnline(online));
  }
}
