import type { AppServices } from '../app/AppServices';
import { ChromeStore } from './ChromeStore';
import { ConsentStore } from './ConsentStore';
import { DecisionStore } from './DecisionStore';
import { FunnelStore } from './FunnelStore';
import { intervalTicker, SessionTimeoutStore, type Ticker } from './SessionTimeoutStore';
import { UnsubscribeStore } from './UnsubscribeStore';

/** One store per concern, built once with the use cases they call (MobX "Defining data stores": a root store). */
export class RootStore {
  readonly funnel: FunnelStore;
  readonly decision: DecisionStore;
  readonly consent: ConsentStore;
  readonly unsubscribe: UnsubscribeStore;
  readonly chrome: ChromeStore;
  readonly sessionTimeout: SessionTimeoutStore;

  /** `ticker` drives the session timeout warning: the browser's timers unless a test injects its own. */
  constructor(services: AppServices, options: { readonly ticker?: Ticker } = {}) {
    this.funnel = new FunnelStore(services.useCases, services.flow);
    this.decision = new DecisionStore(services.useCases, this.funnel);
    this.consent = new ConsentStore(services.consentSource, services.consentRecorder, services.brand.consent.mode === 'banner');
    this.unsubscribe = new UnsubscribeStore(services.useCases.unsubscribe);
    this.chrome = new ChromeStore(services.useCases.applyUiColors);
    // Decision: stored UI colours are read at start-up through ApplyUiColors (not StartSession's state): one use case owns `uiColors`.
    this.chrome.restoreUiColours();
    this.sessionTimeout = new SessionTimeoutStore(
      this.funnel,
      services.clock,
      options.ticker ?? intervalTicker,
      services.brand.applicationDataExpiryMilliseconds,
      services.useCases.extendSession,
    );
    this.chrome.setOnline(services.connectivity.isOnline());
    services.connectivity.subscribe((online) => this.chrome.setOnline(online));
  }
}
