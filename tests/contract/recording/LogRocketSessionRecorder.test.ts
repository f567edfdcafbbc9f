import { describe, expect, it } from 'vitest';
import type { LogRocketClient } from '../../../adapters/recording/LogRocketClient';
import { LOGROCKET_LOAD_FAILED, LogRocketSessionRecorder, logRocketOptions, type SessionRecordingConfig } from '../../../adapters/recording/LogRocketSessionRecorder';
import { isSampled } from '../../../adapters/recording/isSampled';
import { sanitizeExchange, sanitizeUrl } from '../../../adapters/recording/sanitizers';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { FixedRandom } from '../../support/FixedRandom';
import { RecordingVendorRuntime, settle } from '../../support/RecordingVendorRuntime';
import { SpyLogger } from '../../support/SpyLogger';

class RecordingLogRocket implements LogRocketClient {
  readonly calls: unknown[][] = [];
  init(appId: string, options: Record<string, unknown>) {
    this.calls.push(['init', appId, options]);
  }
  identify(uid: string) {
    this.calls.push(['identify', uid]);
  }
  info(...args: unknown[]) {
    this.calls.push(['info', ...args]);
  }
  warn(...args: unknown[]) {
    this.calls.push(['warn', ...args]);
  }
  error(...args: unknown[]) {
    this.calls.push(['error', ...args]);
  }
  captureException(error: Error, options?: unknown) {
    this.calls.push(['captureException', error.message, options]);
  }
}

/** Session ids whose sampling draw is known: first 8 hex digits / 2^32 × 100. */
const AT_50 = '80000000-0000-4000-8000-000000000000';
const JUST_BELOW_50 = '7fffffff-0000-4000-8000-000000000000';
const CONFIG: SessionRecordingConfig = { enabled: true, appId: 'org/app', logPercentage: 100 };

const setup = (options: { granted?: boolean; config?: Partial<SessionRecordingConfig>; failLoad?: boolean } = {}) => {
  const consent = options.granted ? FixedConsentSource.grantedAll() : new FixedConsentSource();
  const runtime = new RecordingVendorRuntime();
  const logger = new SpyLogger();
  const client = new RecordingLogRocket();
  const loads: number[] = [];
  const recorder = new LogRocketSessionRecorder(
    { ...CONFIG, ...options.config },
    {
      consent,
      random: new FixedRandom([0.5]),
      logger,
      runtime,
      load: async () => {
        loads.push(1);
        if (options.failLoad) throw new Error('chunk failed');
        return client;
      },
    },
  );
  return { consent, runtime, logger, client, loads, recorder };
};

describe('LogRocketSessionRecorder (docs/product.md "Page chrome", docs/click-ids-and-consent.md "Product analytics and session recording")', () => {
  it('before consent: logrocket is not imported, init never called', async () => {
    const { runtime, loads, recorder } = setup();
    recorder.start({ sessionId: AT_50, blocked: false });
    await runtime.idle();
    expect(loads).toEqual([]);
    expect(recorder.isRecording()).toBe(false);
  });

  it('after consent and idle: init with masking options, then identify by session id', async () => {
    const { consent, runtime, client, recorder } = setup();
    recorder.start({ sessionId: AT_50, blocked: false });
    consent.grantAll();
    await settle();
    expect(client.calls).toEqual([]);
    await runtime.idle();
    expect(client.calls.map((call) => call.slice(0, 2))).toEqual([['init', 'org/app'], ['identify', AT_50]]);
    expect(client.calls[0]?.[2]).toMatchObject({ dom: { inputSanitizer: true }, shouldCaptureIP: false });
    expect(recorder.isRecording()).toBe(true);
  });

  it.each([
    ['the brand disables recording', { enabled: false }],
    ['no app id is configured', { appId: undefined }],
  ])('records nothing when %s', async (_label, config) => {
    const { runtime, loads, recorder } = setup({ granted: true, config });
    recorder.start({ sessionId: AT_50, blocked: false });
    await runtime.idle();
    expect(loads).toEqual([]);
  });

  it('honours the logRocketBlocked flag (docs/click-ids-and-consent.md "Product analytics and session recording")', async () => {
    const { runtime, loads, recorder } = setup({ granted: true });
    recorder.start({ sessionId: AT_50, blocked: true });
    await runtime.idle();
    expect(loads).toEqual([]);
  });

  it.each([
    [AT_50, 50, false],
    [AT_50, 51, true],
    [JUST_BELOW_50, 50, true],
    [JUST_BELOW_50, 49, false],
    [AT_50, 100, true],
    ['00000000-0000-4000-8000-000000000000', 0, false],
  ])('samples session %s at %i %% → recorded: %s', (sessionId, percentage, expected) => {
    expect(isSampled(sessionId, percentage, () => 0.99)).toBe(expected);
  });

  it('falls back to the Random port for a non-hex session id', () => {
    expect(isSampled('not-a-uuid', 50, () => 0.49)).toBe(true);
    expect(isSampled('not-a-uuid', 50, () => 0.5)).toBe(false);
  });

  it('a sampled-out session is never imported', async () => {
    const { runtime, loads, recorder } = setup({ granted: true, config: { logPercentage: 50 } });
    recorder.start({ sessionId: AT_50, blocked: false });
    await runtime.idle();
    expect(loads).toEqual([]);
  });

  it('forwards log lines and exceptions only while recording (the error boundary reports here)', async () => {
    const { runtime, client, recorder } = setup({ granted: true });
    recorder.log('error', 'too early');
    recorder.start({ sessionId: AT_50, blocked: false });
    await runtime.idle();
    recorder.log('warn', 'Failed to read from storage', { key: 'state' });
    recorder.captureException(new Error('boom'), { route: '/x', step: 3 });
    expect(client.calls.slice(2)).toEqual([
      ['warn', 'Failed to read from storage', { key: 'state' }],
      ['captureException', 'boom', { extra: { route: '"/x"', step: 3 } }],
    ]);
  });

  it('logs a failed import, stays not recording', async () => {
    const { runtime, logger, recorder } = setup({ granted: true, failLoad: true });
    recorder.start({ sessionId: AT_50, blocked: false });
    await runtime.idle();
    expect(logger.logged(LOGROCKET_LOAD_FAILED, 'error')).toBe(true);
    expect(recorder.isRecording()).toBe(false);
  });
});

describe('LogRocket sanitizers', () => {
  it('drop bodies, URL queries and credential headers from requests and responses', () => {
    const request = {
      reqId: '1',
      method: 'PUT',
      url: 'https://api.example/v3/lead?email=a@b.es',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer x', 'Idempotency-Key': 'k' },
      body: '{"personalDetails":{"personalCode":"12345678Z"}}',
    };
    expect(sanitizeExchange(request)).toEqual({ reqId: '1', method: 'PUT', url: 'https://api.example/v3/lead', headers: { 'Content-Type': 'application/json' }, body: undefined });
  });

  it('strip page URL queries', () => {
    expect(sanitizeUrl('https://x.es/application-frontend/?firstName=Ana#top')).toBe('https://x.es/application-frontend/');
  });

  it('are the ones LogRocket is configured with', () => {
    expect(logRocketOptions()).toMatchObject({ network: { requestSanitizer: sanitizeExchange, responseSanitizer: sanitizeExchange }, browser: { urlSanitizer: sanitizeUrl } });
  });
});
