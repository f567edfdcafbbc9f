import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LogRocketClient } from '../../../adapters/recording/LogRocketClient';
import { LogRocketSessionRecorder } from '../../../adapters/recording/LogRocketSessionRecorder';
import { loadLogRocket } from '../../../adapters/recording/loadLogRocket';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { FixedRandom } from '../../support/FixedRandom';
import { RecordingVendorRuntime, settle } from '../../support/RecordingVendorRuntime';
import { SpyLogger } from '../../support/SpyLogger';

import type LogRocket from 'logrocket';

// Compile-time proof that logrocket's own type satisfies the client interface the adapter uses.
export const logRocketFitsClient = (logRocket: typeof LogRocket): LogRocketClient => logRocket;

const SESSION = 'f3b0c6f2-8a53-4c1a-9d3e-0a4b6f0e2c11';

/** The real `logrocket` module (jsdom, network intercepted): the adapter's calls must be ones it accepts. */
describe('LogRocketSessionRecorder with the real logrocket module', () => {
  const requests: string[] = [];
  const consent = new FixedConsentSource();
  let client: LogRocketClient | undefined;
  let init: ReturnType<typeof vi.spyOn> | undefined;
  const logger = new SpyLogger();

  beforeAll(() => {
    vi.stubGlobal('fetch', async (url: unknown) => {
      requests.push(String(url));
      return new Response('{}', { status: 200 });
    });
    vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(() => {
      requests.push('xhr');
    });
  });
  afterAll(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const recorder = new LogRocketSessionRecorder(
    { enabled: true, appId: 'contract/test', logPercentage: 100 },
    {
      consent,
      random: new FixedRandom(),
      logger,
      runtime: new RecordingVendorRuntime({ immediateIdle: true }),
      load: async () => {
        client = await loadLogRocket();
        init = vi.spyOn(client, 'init');
        return client;
      },
    },
  );

  it('before consent: the module is not imported, no request, no script', async () => {
    recorder.start({ sessionId: SESSION, blocked: false });
    await settle();
    expect(client).toBeUndefined();
    expect(requests).toEqual([]);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('after consent: init with the masking options is accepted by the real module, then recording', async () => {
    consent.grantAll();
    await vi.waitFor(() => expect(recorder.isRecording()).toBe(true));
    expect(logger.entries).toEqual([]);
    expect(init).toHaveBeenCalledWith('contract/test', expect.objectContaining({ dom: { inputSanitizer: true }, shouldCaptureIP: false }));
    expect(typeof client?.captureException).toBe('function');
    expect(() => recorder.captureException(new Error('boom'), { route: '/x' })).not.toThrow();
  });
});
