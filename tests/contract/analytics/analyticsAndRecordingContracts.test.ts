import { describe, expect, it } from 'vitest';
import type { ProductAnalytics } from '../../../application/ports/ProductAnalytics';
import type { SessionRecorder } from '../../../application/ports/SessionRecorder';
import { NoopProductAnalytics } from '../../../adapters/analytics/NoopProductAnalytics';
import { PostHogProductAnalytics } from '../../../adapters/analytics/PostHogProductAnalytics';
import { LogRocketSessionRecorder } from '../../../adapters/recording/LogRocketSessionRecorder';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { FixedRandom } from '../../support/FixedRandom';
import { RecordingVendorRuntime } from '../../support/RecordingVendorRuntime';
import { SpyLogger } from '../../support/SpyLogger';
import { SpyProductAnalytics } from '../../support/SpyProductAnalytics';
import { SpySessionRecorder } from '../../support/SpySessionRecorder';

const neverLoaded = async () => {
  throw new Error('must not load in this contract');
};

describe.each([
  ['SpyProductAnalytics (test double)', () => new SpyProductAnalytics()],
  ['NoopProductAnalytics', () => new NoopProductAnalytics()],
  ['PostHogProductAnalytics before consent', () =>
    new PostHogProductAnalytics({ key: 'k', host: 'https://eu.i.posthog.com' }, { consent: new FixedConsentSource(), logger: new SpyLogger(), runtime: new RecordingVendorRuntime(), load: neverLoaded })],
] as [string, () => ProductAnalytics][])('%s honours the ProductAnalytics contract', (_name, create) => {
  it('accepts identify, register and capture at any time without throwing', () => {
    const analytics = create();
    expect(() => {
      analytics.capture('before identify');
      analytics.identify('f3b0c6f2-8a53-4c1a-9d3e-0a4b6f0e2c11');
      analytics.register({ isLeadPrefilled: false });
      analytics.capture('after', { step: 1 });
    }).not.toThrow();
  });
});

describe.each([
  ['SpySessionRecorder (test double)', () => new SpySessionRecorder()],
  ['LogRocketSessionRecorder before consent', () =>
    new LogRocketSessionRecorder({ enabled: true, appId: 'a/b', logPercentage: 100 }, { consent: new FixedConsentSource(), random: new FixedRandom(), logger: new SpyLogger(), runtime: new RecordingVendorRuntime(), load: neverLoaded })],
] as [string, () => SessionRecorder][])('%s honours the SessionRecorder contract', (_name, create) => {
  it('is not recording until started, and every call is a safe no-op meanwhile', () => {
    const recorder = create();
    expect(recorder.isRecording()).toBe(false);
    expect(() => {
      recorder.log('error', 'x', { a: 1 });
      recorder.captureException(new Error('boom'));
      recorder.captureException('not an error');
      recorder.start({ sessionId: 'f3b0c6f2-8a53-4c1a-9d3e-0a4b6f0e2c11', blocked: false });
    }).not.toThrow();
    expect(recorder.isRecording()).toBe(false);
  });
});
