import type { Clock } from '../../application/ports/Clock';
import type { ConsentSource } from '../../application/ports/ConsentSource';
import type { Hasher } from '../../application/ports/Hasher';
import type { Logger } from '../../application/ports/Logger';
import type { ConversionEvent, PixelTracker } from '../../application/ports/PixelTracker';
import { hashIdentity } from '../../domain/tracking/hashIdentity';
import type { VendorRuntime } from '../vendorLoading/VendorRuntime';
import { onConsent } from '../vendorLoading/onConsent';

/** docs/product.md "Error catalogue" texts. */
export const TIKTOK_EVENT_NAME_REQUIRED = 'TikTok Pixel event name is required.';
export const TIKTOK_SEND_FAILED = 'Failed to send TikTok Pixel event';
export const TIKTOK_LOAD_FAILED = 'Failed to load TikTok Pixel';
export const TIKTOK_SCRIPT = 'https://analytics.tiktok.com/i18n/pixel/events.js';

/** The methods TikTok's snippet defers until events.js arrives. */
export const TTQ_METHODS = [
  'page', 'track', 'identify', 'instances', 'debug', 'on', 'off', 'once', 'ready', 'alias', 'group',
  'enableCookie', 'disableCookie', 'holdConsent', 'revokeConsent', 'grantConsent',
] as const;

type TtqMethod = (...args: unknown[]) => void;

/** TikTok's `ttq` as its snippet defines it: an array of deferred `[method, ...args]` calls with the methods on it. */
export type Ttq = unknown[][] & { [method in (typeof TTQ_METHODS)[number]]: TtqMethod } & {
  methods: readonly string[];
  setAndDefer(target: Ttq, method: string): void;
  _i?: Record<string, unknown[] & { _u?: string }>;
  _t?: Record<string, number>;
  _o?: Record<string, unknown>;
};

export interface TikTokWindow {
  TiktokAnalyticsObject?: string;
  ttq?: Ttq;
}

/** Install TikTok's queue stub the way its snippet does, registering the pixel (what `ttq.load` records). */
const installStub = (win: TikTokWindow, pixelId: string, nowMs: number): Ttq => {
  win.TiktokAnalyticsObject = 'ttq';
  const ttq = (win.ttq ?? []) as Ttq;
  win.ttq = ttq;
  ttq.methods = TTQ_METHODS;
  ttq.setAndDefer = (target, method) => {
    (target as unknown as Record<string, TtqMethod>)[method] = (...args: unknown[]) => {
      target.push([method, ...args]);
    };
  };
  for (const method of TTQ_METHODS) ttq.setAndDefer(ttq, method);
  ttq._i = ttq._i ?? {};
  const instance = [] as unknown[] & { _u?: string };
  instance._u = TIKTOK_SCRIPT;
  ttq._i[pixelId] = instance;
  ttq._t = { ...(ttq._t ?? {}), [pixelId]: nowMs };
  ttq._o = { ...(ttq._o ?? {}), [pixelId]: {} };
  return ttq;
};

/** TikTok handles all three (docs/click-ids-and-consent.md "Which events go to which pixel": "Short-video pixel: Lead, CompleteRegistration, Rejected"). */
const TIKTOK_EVENTS = new Set(['Lead', 'CompleteRegistration', 'Rejected']);

/**
 * The TikTok pixel (docs/click-ids-and-consent.md "Which events go to which pixel", docs/product.md "Error catalogue"; docs/click-ids-and-consent.md "Tracking identity", "Consent categories"). TikTok's consent API is undocumented, so
 * events.js is not requested at all before `marketing` consent; after consent and idle time it is. Each event calls
 * `identify` with the hashed identity (TikTok's rules: e-mail trimmed+lowercased, phone E.164, external_id not
 * lowercased; SHA-256) and `track(name, data, { event_id })` — TikTok drops duplicates by event_id within 48 h.
 * Automatic advanced matching is never enabled (it is an events.js option this adapter does not set).
 */
export class TikTokPixelTracker implements PixelTracker {
  readonly vendor = 'tiktok';
  private installed = false;

  constructor(
    private readonly pixelId: string,
    private readonly deps: {
      readonly win: TikTokWindow;
      readonly consent: ConsentSource;
      readonly hasher: Hasher;
      readonly clock: Clock;
      readonly logger: Logger;
      readonly runtime: VendorRuntime;
    },
  ) {
    onConsent(deps.consent, 'marketing', () => void this.loadWhenIdle(), (state) => {
      if (!this.installed) return;
      const ttq = this.stub();
      if (state.granted.marketing) ttq.grantConsent();
      else ttq.revokeConsent();
    });
  }

  async track(event: ConversionEvent): Promise<void> {
    if (!event.name) {
      this.deps.logger.error(TIKTOK_EVENT_NAME_REQUIRED);
      return;
    }
    if (!TIKTOK_EVENTS.has(event.name) || !this.deps.consent.current().granted.marketing) return;
    try {
      const identity = await hashIdentity('tiktok', event.identity, { country: event.identity.country, sha256: (text) => this.deps.hasher.sha256Hex(text) });
      if (!this.deps.consent.current().granted.marketing) return;
      const ttq = this.stub();
      ttq.identify(identity);
      const data = event.value ? { value: event.value.amount, currency: event.value.currency } : {};
      ttq.track(event.name, data, { event_id: event.eventId });
    } catch (error) {
      this.deps.logger.error(TIKTOK_SEND_FAILED, { event: event.name, error: String(error) });
    }
  }

  /** The live `ttq` (events.js may have taken it over), installing the stub on first use. */
  private stub(): Ttq {
    const current = this.deps.win.ttq;
    this.installed = true;
    if (current && typeof current.track === 'function') return current;
    return installStub(this.deps.win, this.pixelId, this.deps.clock.now());
  }

  private async loadWhenIdle(): Promise<void> {
    await this.deps.runtime.whenIdle();
    if (!this.deps.consent.current().granted.marketing) return;
    this.stub();
    try {
      await this.deps.runtime.loadScript(`${TIKTOK_SCRIPT}?sdkid=${encodeURIComponent(this.pixelId)}&lib=ttq`);
    } catch (error) {
      this.deps.logger.error(TIKTOK_LOAD_FAILED, { error: String(error) });
    }
  }
}
