import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PostHogProductAnalytics } from '../../../adapters/analytics/PostHogProductAnalytics';
import type { PostHogClient } from '../../../adapters/analytics/PostHogClient';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { RecordingVendorRuntime, settle } from '../../support/RecordingVendorRuntime';
import { SpyLogger } from '../../support/SpyLogger';

import type { PostHog } from 'posthog-js';

// Compile-time proof that posthog-js's own type satisfies the port-side client interface the adapter uses.
export const postHogFitsClient = (posthog: PostHog): PostHogClient => posthog;

const SESSION = 'f3b0c6f2-8a53-4c1a-9d3e-0a4b6f0e2c11';

/** posthog-js itself, with the network intercepted: every request is recorded and answered with {}. */
describe('PostHogProductAnalytics with the real posthog-js module (jsdom, network intercepted)', () => {
  const requests: string[] = [];
  let imported: PostHogClient | undefined;
  const consent = new FixedConsentSource();
  const runtime = new RecordingVendorRuntime({ immediateIdle: true });

  beforeAll(() => {
    window.history.replaceState(null, '', '/application-frontend/?email=ana%40example.es&phoneNumber=612345678');
    vi.stubGlobal('fetch', async (url: unknown) => {
      requests.push(String(url));
      return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
    });
    vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest) {
      requests.push('xhr');
    });
    if ('sendBeacon' in navigator) vi.spyOn(navigator, 'sendBeacon').mockImplementation(() => true);
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const analytics = new PostHogProductAnalytics(
    { key: 'phc_contract_test', host: 'https://eu.i.posthog.com' },
    {
      consent,
      logger: new SpyLogger(),
      runtime,
      load: async () => {
        imported = (await import('posthog-js')).default as unknown as PostHogClient;
        return imported;
      },
    },
  );

  it('before consent: not imported, no request, no cookie, no storage key', async () => {
    analytics.identify(SESSION);
    analytics.capture('session_started');
    await settle();
    expect(imported).toBeUndefined();
    expect(requests).toEqual([]);
    expect(document.cookie).toBe('');
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('after consent: initialised with autocapture and page-leave off, opted in, identified by session id', async () => {
    consent.grantAll();
    await vi.waitFor(() => expect(imported).toBeDefined());
    const posthog = imported as unknown as {
      config: Record<string, unknown>;
      has_opted_in_capturing(): boolean;
      get_distinct_id(): string;
    };
    await vi.waitFor(() => expect(posthog.get_distinct_id()).toBe(SESSION));
    expect(posthog.config.autocapture).toBe(false);
    expect(posthog.config.capture_pageleave).toBe(false);
    expect(posthog.has_opted_in_capturing()).toBe(true);
  });

  it('strips the landing query from the URL of captured events', () => {
    const result = (imported as unknown as { capture(event: string): { properties: Record<string, unknown> } | undefined }).capture('probe');
    expect(result?.properties.$current_url).toBe('http://localhost:3000/application-frontend/');
    expect(JSON.stringify(result)).not.toContain('ana%40example.es');
  });
});
