import type { Clock } from '../../application/ports/Clock';
import type { ConsentSource, ConsentState } from '../../application/ports/ConsentSource';
import type { Hasher } from '../../application/ports/Hasher';
import type { Logger } from '../../application/ports/Logger';
import type { ConversionEvent, ConversionEventName, PixelTracker } from '../../application/ports/PixelTracker';
import { hashIdentity } from '../../domain/tracking/hashIdentity';
import type { VendorRuntime } from '../vendorLoading/VendorRuntime';
import { onConsent } from '../vendorLoading/onConsent';

/** docs/product.md "Error catalogue" texts. */
export const DATA_LAYER_UNAVAILABLE = 'dataLayer is not available on window.';
export const INVALID_TAG_MANAGER_ID = 'Invalid or missing Google Tag Manager ID.';
export const TAG_MANAGER_INIT_FAILED = 'Failed to initialize Google Tag Manager';
export const MISSING_SEND_TO = 'Missing send_to parameter for conversion event.';
export const GTAG_LOAD_FAILED = 'Failed to load Google tag';
export const GOOGLE_SEND_FAILED = 'Failed to send Google conversion event';

export const GTM_SCRIPT = 'https://www.googletagmanager.com/gtm.js';
export const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
const TAG_MANAGER_ID = /^GTM-[A-Z0-9]+$/;

/** The globals Google's snippets share. `gtag` pushes its `arguments` object, as Google's snippet does. */
export interface GoogleWindow {
  dataLayer?: unknown;
  gtag?: (...args: unknown[]) => void;
}

export interface GoogleTagConfig {
  /** GTM-XXXX; the Google tag requires a string tag manager id (docs/click-ids-and-consent.md "Which events go to which pixel"). */
  readonly tagManagerId?: string | undefined;
  /** AW-XXXX of the Ads account. */
  readonly adsConversionTagId?: string | undefined;
  /** `send_to` per logical event, e.g. { Lead: 'AW-123/abc' } (docs/click-ids-and-consent.md "Which events go to which pixel": "A conversion event requires send_to"). */
  readonly adsConversionLabels?: Readonly<Record<string, string>> | undefined;
}

/** Events sent to Google as Ads conversions (docs/click-ids-and-consent.md "Which events go to which pixel": "Google tag: conversion events"). */
const GOOGLE_EVENTS: ReadonlySet<ConversionEventName> = new Set(['Lead', 'CompleteRegistration']);

/** Consent mode v2 signals from the funnel's categories (docs/click-ids-and-consent.md "Consent sources"). */
const consentSignals = (state: ConsentState) => {
  const ads = state.granted.marketing ? 'granted' : 'denied';
  return { ad_storage: ads, ad_user_data: ads, ad_personalization: ads, analytics_storage: state.granted.analytics ? 'granted' : 'denied' };
};

/**
 * Google tag + Tag Manager + Ads conversions (docs/click-ids-and-consent.md "Which events go to which pixel", docs/product.md "Error catalogue"; docs/click-ids-and-consent.md "Tracking identity", "Consent categories"). Nothing before
 * `marketing` consent. Then, in order: consent mode v2 `default` all denied, `update` from the applicant's choice,
 * GTM's `gtm.start` and the Ads `config`; after idle time gtm.js and gtag.js are requested. A conversion sets
 * `user_data` (Google's normalisation, SHA-256: sha256_email_address, sha256_phone_number) and sends
 * `event conversion` with `send_to` and the event_id as `transaction_id` (Google's deduplication key).
 */
export class GoogleTagTracker implements PixelTracker {
  readonly vendor = 'google';
  private started = false;

  constructor(
    private readonly config: GoogleTagConfig,
    private readonly deps: {
      readonly win: GoogleWindow;
      readonly consent: ConsentSource;
      readonly hasher: Hasher;
      readonly clock: Clock;
      readonly logger: Logger;
      readonly runtime: VendorRuntime;
    },
  ) {
    onConsent(deps.consent, 'marketing', () => void this.loadWhenIdle(), (state) => {
      if (this.started) this.gtag()?.('consent', 'update', consentSignals(state));
    });
  }

  async track(event: ConversionEvent): Promise<void> {
    if (!GOOGLE_EVENTS.has(event.name) || !this.deps.consent.current().granted.marketing) return;
    const sendTo = this.config.adsConversionLabels?.[event.name];
    if (typeof sendTo !== 'string' || sendTo === '') {
      this.deps.logger.error(MISSING_SEND_TO, { event: event.name });
      return;
    }
    try {
      const userData = await hashIdentity('google', event.identity, { country: event.identity.country, sha256: (text) => this.deps.hasher.sha256Hex(text) });
      if (!this.deps.consent.current().granted.marketing || !this.start()) return;
      const gtag = this.gtag();
      if (!gtag) return;
      gtag('set', 'user_data', userData);
      gtag('event', 'conversion', {
        send_to: sendTo,
        transaction_id: event.eventId,
        ...(event.value ? { value: event.value.amount, currency: event.value.currency } : {}),
      });
    } catch (error) {
      this.deps.logger.error(GOOGLE_SEND_FAILED, { event: event.name, error: String(error) });
    }
  }

  /** The data layer, or undefined (logged) when something on the page replaced it with a non-array. */
  private dataLayer(): unknown[] | undefined {
    const { win } = this.deps;
    if (win.dataLayer === undefined) win.dataLayer = [];
    if (Array.isArray(win.dataLayer)) return win.dataLayer;
    this.deps.logger.error(DATA_LAYER_UNAVAILABLE);
    return undefined;
  }

  private gtag(): ((...args: unknown[]) => void) | undefined {
    const dataLayer = this.dataLayer();
    if (!dataLayer) return undefined;
    this.deps.win.gtag ??= function gtag() {
      // Google's snippet pushes the arguments object itself; gtag.js tells commands from data by that.
      (dataLayer as unknown[]).push(arguments);
    };
    return this.deps.win.gtag;
  }

  /** Consent defaults, GTM start and Ads config, once. False when the data layer is unusable. */
  private start(): boolean {
    if (this.started) return true;
    const gtag = this.gtag();
    const dataLayer = this.dataLayer();
    if (!gtag || !dataLayer) return false;
    gtag('consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' });
    gtag('consent', 'update', consentSignals(this.deps.consent.current()));
    if (this.validTagManagerId()) dataLayer.push({ 'gtm.start': this.deps.clock.now(), event: 'gtm.js' });
    if (this.config.adsConversionTagId) {
      gtag('js', new Date(this.deps.clock.now()));
      // Hashed user_data on conversions is Google's enhanced conversions; the flag lets gtag.js use it.
      gtag('config', this.config.adsConversionTagId, { allow_enhanced_conversions: true });
    }
    this.started = true;
    return true;
  }

  private validTagManagerId(): string | undefined {
    const id = this.config.tagManagerId;
    return typeof id === 'string' && TAG_MANAGER_ID.test(id) ? id : undefined;
  }

  private async loadWhenIdle(): Promise<void> {
    await this.deps.runtime.whenIdle();
    if (!this.deps.consent.current().granted.marketing || !this.start()) return;
    const tagManagerId = this.validTagManagerId();
    if (tagManagerId === undefined) {
      // Only a configured-but-invalid id is an error; a brand may use Ads without Tag Manager.
      if (this.config.tagManagerId !== undefined || !this.config.adsConversionTagId) this.deps.logger.error(INVALID_TAG_MANAGER_ID, { tagManagerId: this.config.tagManagerId });
    } else {
      try {
        await this.deps.runtime.loadScript(`${GTM_SCRIPT}?id=${encodeURIComponent(tagManagerId)}`);
      } catch (error) {
        this.deps.logger.error(TAG_MANAGER_INIT_FAILED, { error: String(error) });
      }
    }
    if (this.config.adsConversionTagId) {
      try {
        await this.deps.runtime.loadScript(`${GTAG_SCRIPT}?id=${encodeURIComponent(this.config.adsConversionTagId)}`);
      } catch (error) {
        this.deps.logger.error(GTAG_LOAD_FAILED, { error: String(error) });
      }
    }
  }
}
