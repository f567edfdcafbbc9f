import { describe, expect, it } from 'vitest';
import type { PostHogClient } from '../../../adapters/analytics/PostHogClient';
import { MAX_PENDING_CAPTURES, POSTHOG_LOAD_FAILED, PostHogProductAnalytics, postHogConfig } from '../../../adapters/analytics/PostHogProductAnalytics';
import { withoutUrlQuery } from '../../../adapters/analytics/withoutUrlQuery';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { RecordingVendorRuntime, settle } from '../../support/RecordingVendorRuntime';
import { SpyLogger } from '../../support/SpyLogger';

/** Records every call in order, with posthog-js's method names. */
class RecordingPostHog implements PostHogClient {
  readonly calls: unknown[][] = [];
  init(token: string, config: Record<string, unknown>) {
    this.calls.push(['init', token, config]);
  }
  identify(id: string) {
    this.calls.push(['identify', id]);
  }
  register(properties: Record<string, unknown>) {
    this.calls.push(['register', properties]);
  }
  capture(event: string, properties?: Record<string, unknown>) {
    this.calls.push(['capture', event, properties]);
  }
  opt_in_capturing() {
    this.calls.push(['opt_in_capturing']);
  }
  opt_out_capturing() {
    this.calls.push(['opt_out_capturing']);
  }
  set_config(config: Record<string, unknown>) {
    this.calls.push(['set_config', config]);
  }
}

const SESSION = 'f3b0c6f2-8a53-4c1a-9d3e-0a4b6f0e2c11';

const setup = (options: { granted?: boolean; failLoad?: boolean } = {}) => {
  const consent = options.granted ? FixedConsentSource.grantedAll() : new FixedConsentSource();
  const runtime = new RecordingVendorRuntime();
  const logger = new SpyLogger();
  const client = new RecordingPostHog();
  const loads: number[] = [];
  const analytics = new PostHogProductAnalytics(
    { key: 'phc_test', host: 'https://eu.i.posthog.com' },
    {
      consent,
      logger,
      runtime,
      load: async () => {
        loads.push(1);
        if (options.failLoad) throw new Error('chunk failed');
        return client;
      },
    },
  );
  return { consent, runtime, logger, client, loads, analytics };
};

describe('PostHogProductAnalytics (docs/click-ids-and-consent.md "Product analytics and session recording")', () => {
  it('before consent: posthog-js is not even imported', async () => {
    const { runtime, loads, analytics } = setup();
    analytics.identify(SESSION);
    analytics.capture('step_saved');
    await runtime.idle();
    expect(loads).toEqual([]);
  });

  it('imports posthog-js only after consent and idle time', async () => {
    const { consent, runtime, loads } = setup();
    consent.grantAll();
    await settle();
    expect(loads).toEqual([]);
    await runtime.idle();
    expect(loads).toEqual([1]);
  });

  it('initialises opted out with memory persistence, autocapture and page-leave off, then opts in', async () => {
    const { runtime, client } = setup({ granted: true });
    await runtime.idle();
    expect(client.calls.slice(0, 3)).toEqual([
      ['init', 'phc_test', postHogConfig('https://eu.i.posthog.com')],
      ['opt_in_capturing'],
      ['set_config', { persistence: 'localStorage+cookie' }],
    ]);
    const config = client.calls[0]?.[2] as Record<string, unknown>;
    expect(config).toMatchObject({ autocapture: false, capture_pageleave: false, opt_out_capturing_by_default: true, persistence: 'memory' });
    expect(config.before_send).toBe(withoutUrlQuery);
  });

  it('identifies by session id and replays what happened before consent, in order', async () => {
    const { consent, runtime, client, analytics } = setup();
    analytics.identify(SESSION);
    analytics.register({ isLeadPrefilled: true, leadPrefilledFields: ['email'] });
    analytics.capture('session_started', { step: 'initial-details' });
    consent.grantAll();
    await runtime.idle();
    expect(client.calls.slice(3)).toEqual([
      ['identify', SESSION],
      ['register', { isLeadPrefilled: true, leadPrefilledFields: ['email'] }],
      ['capture', 'session_started', { step: 'initial-details' }],
    ]);
  });

  it('discards held events on refusal and sends nothing later', async () => {
    const { consent, runtime, loads, analytics } = setup();
    analytics.capture('a');
    consent.refuseAll();
    analytics.capture('b');
    await runtime.idle();
    expect(loads).toEqual([]);
  });

  it(`holds at most ${MAX_PENDING_CAPTURES} events before consent, dropping the oldest`, async () => {
    const { consent, runtime, client, analytics } = setup();
    for (let i = 0; i <= MAX_PENDING_CAPTURES; i += 1) analytics.capture(`e${i}`);
    consent.grantAll();
    await runtime.idle();
    const captured = client.calls.filter((call) => call[0] === 'capture').map((call) => call[1]);
    expect(captured).toHaveLength(MAX_PENDING_CAPTURES);
    expect(captured[0]).toBe('e1');
  });

  it('sends directly once live, and opts out when consent is withdrawn', async () => {
    const { consent, runtime, client, analytics } = setup({ granted: true });
    await runtime.idle();
    analytics.capture('lead_created');
    consent.record({ analytics: false, marketing: true });
    analytics.capture('ignored');
    expect(client.calls.slice(-2)).toEqual([['capture', 'lead_created', undefined], ['opt_out_capturing']]);
  });

  it('logs a failed import, never throws', async () => {
    const { runtime, logger, analytics } = setup({ granted: true, failLoad: true });
    await runtime.idle();
    expect(logger.logged(POSTHOG_LOAD_FAILED, 'error')).toBe(true);
    expect(() => analytics.capture('x')).not.toThrow();
  });
});

describe('withoutUrlQuery (PostHog before_send)', () => {
  it('strips query and fragment from URL properties, top level and in $set/$set_once', () => {
    const event = {
      event: '$pageview',
      properties: { $current_url: 'https://x.es/application-frontend/?email=a%40b.es&phoneNumber=612#f', $referrer: 'https://ads.example/?q=1', other: 'https://keep.example/?q=1' },
      $set: { $current_url: 'https://x.es/?firstName=Ana' },
      $set_once: { $initial_current_url: 'https://x.es/?lastName=Ruiz' },
    };
    expect(withoutUrlQuery(event)).toEqual({
      event: '$pageview',
      properties: { $current_url: 'https://x.es/application-frontend/', $referrer: 'https://ads.example/', other: 'https://keep.example/?q=1' },
      $set: { $current_url: 'https://x.es/' },
      $set_once: { $initial_current_url: 'https://x.es/' },
    });
  });

  it('passes null (an event PostHog already dropped) through', () => {
    expect(withoutUrlQuery(null)).toBeNull();
  });
});
