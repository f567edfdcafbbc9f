import { LazyProductAnalytics } from '../../adapters/analytics/LazyProductAnalytics';
import { NoopProductAnalytics } from '../../adapters/analytics/NoopProductAnalytics';
import { loadPostHog } from '../../adapters/analytics/loadPostHog';
import { LazyParentFrame } from '../../adapters/browser/LazyParentFrame';
import { BannerConsentSource } from '../../adapters/consent/BannerConsentSource';
import { GrantedConsentSource } from '../../adapters/consent/GrantedConsentSource';
import { WindowEventConsentSource } from '../../adapters/consent/WindowEventConsentSource';
import { ConsoleLogger } from '../../adapters/logging/ConsoleLogger';
import { LazySessionRecorder } from '../../adapters/recording/LazySessionRecorder';
import { NoopSessionRecorder } from '../../adapters/recording/NoopSessionRecorder';
import { loadLogRocket } from '../../adapters/recording/loadLogRocket';
import { LocalStorageKeyValueStorage } from '../../adapters/storage/LocalStorageKeyValueStorage';
import { MarketingConsentGuardKeyValueStorage } from '../../adapters/storage/MarketingConsentGuardKeyValueStorage';
import { NoopKeyValueStorage } from '../../adapters/storage/NoopKeyValueStorage';
import { SensitiveFieldGuardKeyValueStorage } from '../../adapters/storage/SensitiveFieldGuardKeyValueStorage';
import { probeWebStorage } from '../../adapters/storage/probeWebStorage';
import type { Clock } from '../../application/ports/Clock';
import type { ConsentRecorder } from '../../application/ports/ConsentRecorder';
import type { ConsentSource } from '../../application/ports/ConsentSource';
import type { KeyValueStorage } from '../../application/ports/KeyValueStorage';
import type { Logger } from '../../application/ports/Logger';
import type { ParentFrame } from '../../application/ports/ParentFrame';
import type { ProductAnalytics } from '../../application/ports/ProductAnalytics';
import type { Random } from '../../application/ports/Random';
import type { SessionRecorder } from '../../application/ports/SessionRecorder';
import { FunnelStorage } from '../../application/session/FunnelStorage';
import { lazyModule } from '../../application/kernel/lazyModule';
import type { Wait } from '../../application/usecases/AwaitDecision';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import type { AppEnvironment } from './AppEnvironment';
import { importWithRetry } from './importWithRetry';

/**
 * How each port the first step uses is built, in one place for the container's modules (which bind them lazily) and
 * the first step's own wiring (src/bootstrap/firstStepPorts.ts, which has no container: first-step budget). No
 * inversify here: the first step imports this file.
 */

/** Logged when the iframe adapter's chunk does not arrive (the parent then gets no height reports until a retry). */
export const PARENT_FRAME_LOAD_FAILED = 'Failed to load the iframe adapter';

/** The console, fanned out to the session recorder, looked up at the first line logged (it needs storage and consent, which need the logger). */
export const consoleLogger = (environment: AppEnvironment, recorder: () => SessionRecorder): Logger => new ConsoleLogger(environment.console, recorder);

/**
 * KeyValueStorage: localStorage when the start-up probe succeeds, otherwise the no-op fallback (docs/sessions-and-storage.md "When storage is unavailable"); either way
 * behind the guard that never writes national IDs, IBANs or ID-card numbers (docs/sessions-and-storage.md "What is never stored").
 */
export function webKeyValueStorage(environment: AppEnvironment, logger: Logger): KeyValueStorage {
  const web = probeWebStorage(environment.localStorage);
  const inner = web ? new LocalStorageKeyValueStorage(web, logger) : new NoopKeyValueStorage();
  return new SensitiveFieldGuardKeyValueStorage(inner);
}

/** The iframe adapter's code only reaches pages that are framed (LazyParentFrame). */
export function lazyParentFrame(environment: AppEnvironment, brand: Pick<BrandConfig, 'parentOrigins'>, logger: Logger): ParentFrame {
  const { window } = environment;
  const adapter = lazyModule(() => import('../../adapters/browser/WindowParentFrame').then(({ WindowParentFrame }) => new WindowParentFrame(window, brand.parentOrigins)));
  return new LazyParentFrame(window, brand.parentOrigins, adapter.load, (error) => logger.error(PARENT_FRAME_LOAD_FAILED, { error: String(error) }));
}

/**
 * ConsentSource and ConsentRecorder by the brand's `consent.mode` (docs/click-ids-and-consent.md "Consent sources"), one object for
 * both so what the banner records is what vendors read: `banner` the built-in banner, `external` a consent platform on
 * the host page, `none` everything granted (non-EU by configuration).
 */
export function consentFor(brand: Pick<BrandConfig, 'consent'>, environment: AppEnvironment, storage: KeyValueStorage, clock: Clock): ConsentSource & ConsentRecorder {
  switch (brand.consent.mode) {
    case 'banner':
      return new BannerConsentSource(storage, clock);
    case 'external':
      return new WindowEventConsentSource(environment.window);
    case 'none':
      return new GrantedConsentSource();
  }
}

/** PostHog when the brand configures it, its code fetched only after analytics consent and idle time (LazyProductAnalytics). */
export function productAnalytics(brand: Pick<BrandConfig, 'tracking'>, environment: AppEnvironment, consent: ConsentSource, logger: Logger): ProductAnalytics {
  const analytics = brand.tracking.analytics;
  if (!analytics) return new NoopProductAnalytics();
  const deps = { consent, logger, runtime: environment.vendorRuntime };
  return new LazyProductAnalytics({
    ...deps,
    load: async () => {
      const { PostHogProductAnalytics } = await import('../../adapters/analytics/PostHogProductAnalytics');
      return new PostHogProductAnalytics(analytics, { ...deps, load: loadPostHog });
    },
  });
}

/** LogRocket when the brand records sessions, its code fetched only after consent and idle time (LazySessionRecorder). */
export function sessionRecorder(brand: Pick<BrandConfig, 'sessionRecording'>, environment: AppEnvironment, consent: ConsentSource, random: Random): SessionRecorder {
  const config = brand.sessionRecording;
  if (!config.enabled || !config.appId) return new NoopSessionRecorder();
  const deps = {
    consent,
    random,
    // Its own console logger: the app Logger fans out to this recorder, which would make a cycle.
    logger: new ConsoleLogger(environment.console),
    runtime: environment.vendorRuntime,
  };
  return new LazySessionRecorder({
    ...deps,
    load: async () => {
      const { LogRocketSessionRecorder } = await import('../../adapters/recording/LogRocketSessionRecorder');
      return new LogRocketSessionRecorder(config, { ...deps, load: loadLogRocket });
    },
  });
}

/**
 * The funnel's storage: click ids and ad-vendor ids reach it only with marketing consent (issue 15 item 3); a
 * returning applicant's stored-answer schemas are their own chunk, which start-up waits for (a lost request is retried).
 */
export const funnelStorage = (storage: KeyValueStorage, consent: ConsentSource, logger: Logger, wait: Wait): FunnelStorage =>
  new FunnelStorage(new MarketingConsentGuardKeyValueStorage(storage, consent), logger, () => importWithRetry(() => import('../../application/session/storedFunnelSchemas'), wait));
