/** The traffic sources docs/click-ids-and-consent.md "Product analytics and session recording" names for session recording. */
export type TrafficSource = 'retargeting' | 'abandonment' | 'other';

/**
 * The traffic source of a landing (docs/click-ids-and-consent.md "Product analytics and session recording": "Session recording is flagged as blocked … if the traffic source is
 * retargeting … or abandonment"), from the landing parameters (domain/landing/parseLandingParams). The spec does not say where the source is read; decision: `utm_medium` first, then
 * `refName`, each matched case-insensitively on containing "retargeting" or "abandonment" (campaign tools write
 * e.g. "email_abandonment" or "Retargeting-FB"). Retargeting wins when one value names both.
 */
export function trafficSourceOf(landing: {
  readonly refName?: string | undefined;
  readonly campaign?: { readonly utm_medium?: string | undefined };
}): TrafficSource {
  for (const value of [landing.campaign?.utm_medium, landing.refName]) {
    const lower = value?.toLowerCase() ?? '';
    if (lower.includes('retargeting')) return 'retargeting';
    if (lower.includes('abandonment')) return 'abandonment';
  }
  return 'other';
}

/** The brand switches of docs/click-ids-and-consent.md "Product analytics and session recording" ("retargeting and abandonment logging on"). */
export interface RecordingLogging {
  readonly retargetingLogging: boolean;
  readonly abandonmentLogging: boolean;
}

/**
 * Whether session recording is blocked for this visit (docs/click-ids-and-consent.md "Product analytics and session recording"): the source is retargeting and
 * retargeting logging is off, or the source is abandonment and abandonment logging is off. The caller stores the
 * result under the `logRocketBlocked` key.
 */
export function isSessionRecordingBlocked(source: TrafficSource, logging: RecordingLogging): boolean {
  return (source === 'retargeting' && !logging.retargetingLogging) || (source === 'abandonment' && !logging.abandonmentLogging);
}
