import { resolveAffiliateReference, type AffiliateResolution } from '../../domain/affiliate/resolveAffiliateReference';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { loanLimitsFor } from '../../domain/brand/loanLimitsFor';
import { adClicksFromUrl } from '../../domain/clickId/adClicksFromUrl';
import { googleClickFromUrl, toGoogleClick } from '../../domain/clickId/googleClickFromUrl';
import { deviceDataFromReadings } from '../../domain/device/deviceDataFromReadings';
import { parseLandingParams } from '../../domain/landing/parseLandingParams';
import type { Lead } from '../../domain/lead/LeadSchema';
import { clearState } from '../../domain/session/clearState';
import { withoutPersonalAnswers } from '../../domain/session/clearStaleFields';
import { isSessionRecordingBlocked, trafficSourceOf } from '../../domain/session/isSessionRecordingBlocked';
import { staleReasons } from '../../domain/session/isStale';
import { isUuid } from '../../domain/session/isUuid';
import { resolveSession } from '../../domain/session/resolveSession';
import type { Result } from '../../domain/kernel/Result';
import { ok } from '../../domain/kernel/Result';
import type { Clock } from '../ports/Clock';
import type { DeviceReadings } from '../ports/DeviceReadings';
import type { IdGenerator } from '../ports/IdGenerator';
import type { Logger } from '../ports/Logger';
import type { ProductAnalytics } from '../ports/ProductAnalytics';
import type { SessionRecorder } from '../ports/SessionRecorder';
import { emptyFunnelState, type FunnelState } from '../session/FunnelState';
import { instantMs, type FunnelStorage } from '../session/FunnelStorage';
import { currentRoute } from '../session/applyProgress';
import { prefillFromLanding } from '../session/prefillFromLanding';
import type { OperationKeys } from '../tracking/OperationKeys';

/** Logged texts (diagnostics only, docs/product.md "Error catalogue"). */
export const LANDING_PARAMETERS_REJECTED = 'Landing parameters rejected';
export const INVALID_AFFILIATE_DATA = 'Invalid affiliate data';

/** The tag every lead of this front end starts with (docs/product.md "Entities": "tags (starts with a ui:react tag)"). */
export const UI_TAG = 'ui:react';

export type StartSessionBrand = Pick<
  BrandConfig,
  | 'loan'
  | 'limits'
  | 'applicationDataExpiryMilliseconds'
  | 'affiliateExpiryHours'
  | 'staticAffiliateNames'
  | 'sessionRecording'
>;

export interface StartSessionOutput {
  readonly state: FunnelState;
  /** The session id changed (new visitor, or another session handed over in the URL); `newSessionFlag` is stored. */
  readonly isNewSession: boolean;
  /** Stored data was stale and its stale fields were cleared (docs/sessions-and-storage.md "Stale data"). */
  readonly wasStale: boolean;
  readonly affiliate: AffiliateResolution['outcome'];
  /** Session recording is blocked for this visit (docs/click-ids-and-consent.md "Product analytics and session recording"), also stored as `logRocketBlocked`. */
  readonly sessionRecordingBlocked: boolean;
  /** The route the stored progress points to (docs/states-and-routes.md "Application states"). */
  readonly route: string;
}

/**
 * Starts (or resumes) the session from the landing URL (docs/product.md "Landing parameters"; docs/sessions-and-storage.md "Session id", "Stale data"; docs/click-ids-and-consent.md "Google click ids"; docs/product.md "Entities").
 * Ports: KeyValueStorage (FunnelStorage), IdGenerator, Clock, DeviceReadings, Logger, ProductAnalytics, and the
 * operation keys (reset with the session data).
 */
export class StartSession {
  constructor(
    private readonly deps: {
      readonly storage: FunnelStorage;
      readonly keys: OperationKeys;
      readonly ids: IdGenerator;
      readonly clock: Clock;
      readonly device: DeviceReadings;
      readonly logger: Logger;
      readonly analytics: ProductAnalytics;
      /** Asked to record every session; it records only when the brand, consent, sampling and the flag allow (docs/sessions-and-storage.md "Session id", docs/click-ids-and-consent.md "Product analytics and session recording"). */
      readonly recorder: SessionRecorder;
      readonly brand: StartSessionBrand;
    },
  ) {}

  async execute(input: { readonly search: string }): Promise<Result<StartSessionOutput, never>> {
    const { storage, keys, ids, clock, logger, brand } = this.deps;
    const nowMs = clock.now();
    const params = parseLandingParams(input.search);
    if (params.rejected.length > 0) logger.warn(LANDING_PARAMETERS_REJECTED, { names: [...params.rejected] });

    // Session id (docs/sessions-and-storage.md "Session id").
    const storedId = storage.readRevived('sessionId');
    const session = resolveSession({ storedId, urlSessionId: params.sessionId, newId: ids.newId() });
    // A returning applicant's stored values: their schemas are fetched only when one is stored (FunnelStorage).
    const [storedLead, storedStateAndResult, pages] = await Promise.all([storage.readLead(), storage.readStateAndResult(), storage.readPages()]);
    const storedPages = pages ?? [];
    const stored: FunnelState = {
      sessionId: session.sessionId,
      sessionStartedAtMs: instantMs(storage.readRevived('sessionStartedAt')) ?? nowMs,
      lead: storedLead ?? {},
      other: storedStateAndResult.other,
      result: storedStateAndResult.result,
      pages: storedPages,
    };
    let state = stored;
    // Decision: answers stored under another session id belong to that session, not to the one in the URL.
    if (session.isNewSession && isUuid(storedId)) state = this.resetSessionData(state, nowMs);
    if (session.isNewSession) state = { ...state, sessionStartedAtMs: nowMs };

    // Stale data (docs/sessions-and-storage.md "Stale data"): clear its fields; decision: also the progress and result (the clear-state action),
    // since they describe the lead whose id was just cleared, and start the session clock again.
    const stale = staleReasons(state.lead, { nowMs, sessionStartedAtMs: state.sessionStartedAtMs, expiryMs: brand.applicationDataExpiryMilliseconds });
    if (stale.length > 0) {
      state = { ...clearStateOf(state), sessionStartedAtMs: nowMs };
      // Decision (issue 15 item 0, beyond clearing the stale fields; docs/sessions-and-storage.md "Stale data"): once the session or the lead has expired, the
      // personal answers leave the browser too; what was saved comes back from the API with the lead's credential.
      if (stale.includes('Expired') || stale.includes('SessionTooOld')) state = { ...state, lead: withoutPersonalAnswers(state.lead), pages: [] };
      keys.releaseAll();
    }

    // Affiliate reference (docs/affiliates.md "Replacement").
    const affiliate = resolveAffiliateReference(state.lead.affiliateReferenceParams, params, {
      nowMs,
      expiryHours: brand.affiliateExpiryHours,
      staticNames: brand.staticAffiliateNames,
    });
    for (const problem of affiliate.problems) logger.warn(INVALID_AFFILIATE_DATA, { kind: problem.kind });
    if (affiliate.resetSession) state = this.resetSessionData(state, nowMs);
    state = { ...state, lead: withAffiliate(state.lead, affiliate) };

    // This landing's ad-click ids (docs/click-ids-and-consent.md "Marketing ids follow consent"): into the lead and to storage,
    // where the marketing-consent guard holds them until the applicant chooses. Stored ones are read when the lead is
    // sent (application/tracking/MarketingIds.ts), the code for their expiry and old layouts with it.
    const google = googleClickFromUrl(params, nowMs);
    const ads = adClicksFromUrl(params, storage.readRaw('fbc'), nowMs);
    if (google) storage.writeRaw('gclid', google);
    if (ads.fbc) storage.writeRaw('fbc', ads.fbc);
    if (ads.ttclid) storage.writeRaw('ttclid', ads.ttclid);

    const limits = loanLimitsFor(brand);
    const lead = prefillFromLanding(
      {
        ...state.lead,
        ...(google && { googleClick: toGoogleClick(google) }),
        ...(ads.fbc && { metaPixel: { ...state.lead.metaPixel, fbc: ads.fbc.value } }),
        ...(ads.ttclid && { tikTokPixel: { ...state.lead.tikTokPixel, ttclid: ads.ttclid.value } }),
        deviceData: this.deviceData(),
        tags: withUiTag(state.lead.tags),
        sessionId: session.sessionId,
        sessionStartedAt: new Date(state.sessionStartedAtMs).toISOString(),
      },
      params,
      limits,
    );
    // posthogParameters.leadPreviouslyRedirected (docs/product.md "Entities"): this browser was handed over to a partner before.
    if (storage.readRevived('redirected') === true) {
      state = { ...state, lead: { ...lead, posthogParameters: { ...lead.posthogParameters, leadPreviouslyRedirected: true } } };
    } else {
      state = { ...state, lead };
    }

    // Session recording (docs/click-ids-and-consent.md "Product analytics and session recording").
    const sessionRecordingBlocked = isSessionRecordingBlocked(
      trafficSourceOf(params),
      brand.sessionRecording,
    );

    storage.writeRaw('sessionId', session.sessionId);
    storage.writeRaw('newSessionFlag', session.isNewSession);
    storage.writeRaw('sessionStartedAt', new Date(state.sessionStartedAtMs).toISOString());
    storage.writeRaw('logRocketBlocked', sessionRecordingBlocked);
    if (state.lead.sellingTierGlobalId) storage.writeRaw('sellingTierGlobalId', state.lead.sellingTierGlobalId);
    storage.save(storedLead === undefined ? undefined : stored, state);

    this.deps.analytics.identify(session.sessionId);
    this.deps.recorder.start({ sessionId: session.sessionId, blocked: sessionRecordingBlocked });
    if (state.lead.posthogParameters) this.deps.analytics.register({ ...state.lead.posthogParameters });

    return ok({
      state,
      isNewSession: session.isNewSession,
      wasStale: stale.length > 0,
      affiliate: affiliate.outcome,
      sessionRecordingBlocked,
      route: currentRoute(state),
    });
  }

  /** docs/affiliates.md "Replacement": "resets the session data": answers, progress, result, pages and operation keys; the session id stays. */
  private resetSessionData(state: FunnelState, nowMs: number): FunnelState {
    this.deps.keys.releaseAll();
    return emptyFunnelState(state.sessionId, nowMs);
  }

  private deviceData() {
    const reading = this.deps.device.read();
    return deviceDataFromReadings({
      timezoneOffset: reading.timezoneOffsetMinutes,
      deviceMemory: reading.deviceMemoryGigabytes,
      language: reading.language,
      screenWidth: reading.screenWidth,
      screenHeight: reading.screenHeight,
      loadingTimeMs: reading.loadingTimeMilliseconds,
    });
  }
}

function clearStateOf(state: FunnelState): FunnelState {
  const cleared = clearState({ progressState: state.other.progressState, applicationResult: state.result, lead: state.lead });
  return { ...state, lead: cleared.lead, result: cleared.applicationResult, other: { ...state.other, progressState: cleared.progressState, routeChange: null } };
}

function withAffiliate(lead: Lead, affiliate: AffiliateResolution): Lead {
  if (affiliate.reference) return { ...lead, affiliateReferenceParams: affiliate.reference };
  const { affiliateReferenceParams: _removed, ...rest } = lead;
  return rest;
}

function withUiTag(tags: Lead['tags']): string[] {
  return [UI_TAG, ...(tags ?? []).filter((tag) => tag !== UI_TAG)];
}
