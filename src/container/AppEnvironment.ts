import type { LifecycleWindow } from '../../adapters/browser/DomPageLifecycle';
import type { ConnectivityWindow } from '../../adapters/browser/NavigatorConnectivity';
import type { DeviceWindow } from '../../adapters/browser/NavigatorDeviceReadings';
import type { FrameWindow } from '../../adapters/browser/WindowParentFrame';
import type { RecaptchaWindow } from '../../adapters/captcha/RecaptchaCaptchaProvider';
import type { ConsentWindow } from '../../adapters/consent/WindowEventConsentSource';
import type { TranslationFetch } from '../../adapters/i18n/FetchTranslationBackend';
import type { WebStorage } from '../../adapters/storage/WebStorage';
import type { GoogleWindow } from '../../adapters/tracking/GoogleTagTracker';
import type { MetaWindow } from '../../adapters/tracking/MetaPixelTracker';
import type { TikTokWindow } from '../../adapters/tracking/TikTokPixelTracker';
import type { VendorRuntime } from '../../adapters/vendorLoading/VendorRuntime';

/** Every window part an adapter reads, in one type. */
export type AppWindow = FrameWindow & ConnectivityWindow & LifecycleWindow & DeviceWindow & ConsentWindow & MetaWindow & TikTokWindow & GoogleWindow & RecaptchaWindow;

/**
 * The browser as the composition root sees it. `browserEnvironment()` (src/container/browserEnvironment.ts) builds
 * it from the real globals; container tests pass a fake, so building the container in Node touches no global.
 */
export interface AppEnvironment {
  readonly window: AppWindow;
  readonly document: Document;
  /** Read lazily: merely touching `window.localStorage` throws with cookies disabled. */
  readonly localStorage: () => WebStorage | null | undefined;
  readonly fetchJson: TranslationFetch;
  readonly console: Pick<Console, 'error' | 'warn' | 'info'>;
  readonly subtle: SubtleCrypto;
  readonly vendorRuntime: VendorRuntime;
}
