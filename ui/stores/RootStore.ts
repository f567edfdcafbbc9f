import type { AppServices } from '../services/AppServices';
import { ChromeStore } from './ChromeStore';
import { ConsentStore } from './ConsentStore';
import { FunnelStore } from './FunnelStore';
import type { Ticker } from './SessionTimeoutStore';

/**
 * One store per concern (MobX "Defining data stores": a root store). The stores every screen needs are built at once;
 * those only a later screen or the session timeout warning use (DecisionStore, UnsubscribeStore, SessionTimeoutStore)
 * are built by that code's own chunk on first use (`screenStore`), so it stays out of the first step (first-step budget).
 */
export class RootStore {
  readonly funnel: FunnelStore;
  readonly consent: ConsentStore;
  readonly chrome: ChromeStore;
  /** Drives the session timeout warning (SessionTimeoutStore): a test's ticker, else the browser's timers. */
  readonly ticker: Ticker | undefined;
  private readonly screenStores = new Map<object, unknown>();

  constructor(
    private readonly services: AppServices,
    options: { readonly ticker?: Ticker } = {},
  ) {
    this.funnel = new FunnelStore(services.useCases, services.flow, services.loadFlow, services.saveQueue);
    this.consent = new ConsentStore(services.consentSource, services.consentRecorder, services.brand.consent.mode === 'banner');
    this.chrome = new ChromeStore(services.useCases.applyUiColours);
    // Decision: stored UI colours are read at start-up through ApplyUiColours (not StartSession's state): one use case owns `uiColors`.
    this.chrome.restoreUiColours();
    this.ticker = options.ticker;
    this.chrome.setOnline(services.connectivity.isOnline());
    services.connectivity.subscribe((online) => {
      this.chrome.setOnline(online);
      // Back online: the saves waiting behind the steps go now, not at their next backoff (issue 14).
      if (online) this.funnel.saves?.retryNow();
    });
  }

  /**
   * The store of a later screen, built on the first call for `key` (its class) and the same one afterwards, for the
   * whole session: a screen left and opened again finds its state, as when every store was built at start-up.
   */
  screenStore<T>(key: abstract new (...args: never[]) => T, create: (services: AppServices, root: RootStore) => T): T {
    if (!this.screenStores.has(key)) this.screenStores.set(key, create(this.services, this));
    return this.screenStores.get(key) as T;
  }
}
