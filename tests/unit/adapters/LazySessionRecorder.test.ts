import { describe, expect, it } from 'vitest';
import type { SessionRecorder } from '../../../application/ports/SessionRecorder';
import { LazySessionRecorder, RECORDER_ADAPTER_LOAD_FAILED } from '../../../adapters/recording/LazySessionRecorder';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { RecordingVendorRuntime, settle } from '../../support/RecordingVendorRuntime';
import { SpyLogger } from '../../support/SpyLogger';
import { SpySessionRecorder } from '../../support/SpySessionRecorder';
import { manualLoader } from './deferred';

const SESSION = { sessionId: 's-1', blocked: false };

const setUp = (consent = new FixedConsentSource()) => {
  const runtime = new RecordingVendorRuntime();
  const logger = new SpyLogger();
  const loader = manualLoader<SessionRecorder>();
  const recorder = new LazySessionRecorder({ consent, runtime, logger, load: loader.load });
  return { consent, runtime, logger, loader, recorder };
};

describe('LazySessionRecorder: the recorder adapter fetched once recording is asked for and consented', () => {
  it('fetches nothing until recording is asked for, whatever the consent', async () => {
    const { runtime, loader, recorder } = setUp(FixedConsentSource.grantedAll());
    await runtime.idle();
    recorder.log('error', 'line');
    expect(loader.attempts).toHaveLength(0);
    expect(recorder.isRecording()).toBe(false);
  });

  it('asked for: waits for analytics consent and idle time, then fetches once and starts the adapter with the session', async () => {
    const { consent, runtime, loader, recorder } = setUp();
    recorder.start(SESSION);
    recorder.start({ sessionId: 's-2', blocked: false });
    await runtime.idle();
    expect(loader.attempts).toHaveLength(0);
    consent.record({ analytics: true, marketing: false });
    await settle();
    expect(loader.attempts).toHaveLength(0);
    await runtime.idle();
    expect(loader.attempts).toHaveLength(1);
    const real = new SpySessionRecorder(true);
    loader.arrive(real);
    await settle();
    expect(real.starts).toEqual([SESSION]);
    expect(recorder.isRecording()).toBe(true);
    recorder.log('warn', 'slow answer', { ms: 900 });
    expect(real.lines.map((line) => line.message)).toEqual(['slow answer']);
  });

  it('a failed fetch is logged once and nothing records', async () => {
    const { runtime, loader, logger, recorder } = setUp(FixedConsentSource.grantedAll());
    recorder.start(SESSION);
    await runtime.idle();
    loader.fail(new Error('offline'));
    await settle();
    expect(logger.messages('error')).toEqual([RECORDER_ADAPTER_LOAD_FAILED]);
    expect(recorder.isRecording()).toBe(false);
    expect(() => recorder.captureException(new Error('boom'))).not.toThrow();
  });
});
