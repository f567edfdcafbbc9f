import type { ConsentSource } from '../../application/ports/ConsentSource';
import type { LogContext, Logger } from '../../application/ports/Logger';
import type { RecordingSession, SessionRecorder } from '../../application/ports/SessionRecorder';
import type { VendorRuntime } from '../vendorLoading/VendorRuntime';
import { lazyModule } from '../../application/kernel/lazyModule';
import { onConsent } from '../vendorLoading/onConsent';

export const RECORDER_ADAPTER_LOAD_FAILED = 'Failed to load session recorder adapter';

/**
 * A session recorder whose adapter code is fetched only once recording is asked for (`start`), `analytics` consent
 * is granted and the browser is idle (docs/architecture.md house rule 7; first-step budget). Until then nothing records, so
 * `isRecording` is false and lines and errors go nowhere — what the port asks of a recorder that is not recording.
 * Never throws.
 */
export class LazySessionRecorder implements SessionRecorder {
  private readonly adapter: () => Promise<SessionRecorder>;
  private delegate: SessionRecorder | undefined;
  private requested = false;

  constructor(
    private readonly deps: {
      readonly consent: ConsentSource;
      readonly runtime: VendorRuntime;
      /** A logger that does not fan out to this recorder (no loop). */
      readonly logger: Logger;
      readonly load: () => Promise<SessionRecorder>;
    },
  ) {
    this.adapter = lazyModule(deps.load, { onFailure: (error) => deps.logger.error(RECORDER_ADAPTER_LOAD_FAILED, { error: String(error) }) }).load;
  }

  start(session: RecordingSession): void {
    if (this.requested) return;
    this.requested = true;
    onConsent(this.deps.consent, 'analytics', () => void this.loadWhenIdle(session));
  }

  isRecording(): boolean {
    return this.delegate?.isRecording() ?? false;
  }

  log(level: 'error' | 'warn' | 'info', message: string, context?: LogContext): void {
    this.delegate?.log(level, message, context);
  }

  captureException(error: unknown, context?: LogContext): void {
    this.delegate?.captureException(error, context);
  }

  /** The real recorder once fetched and started (undefined after a failed fetch, logged once per attempt). */
  ready(): Promise<SessionRecorder | undefined> {
    return this.adapter().catch(() => undefined);
  }

  private async loadWhenIdle(session: RecordingSession): Promise<void> {
    await this.deps.runtime.whenIdle();
    if (!this.deps.consent.current().granted.analytics) return;
    const recorder = await this.ready();
    if (!recorder || this.delegate) return;
    recorder.start(session);
    this.delegate = recorder;
  }
}
