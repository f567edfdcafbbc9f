import type { ConsentSource } from '../../application/ports/ConsentSource';
import type { LogContext, Logger } from '../../application/ports/Logger';
import type { Random } from '../../application/ports/Random';
import type { RecordingSession, SessionRecorder } from '../../application/ports/SessionRecorder';
import type { VendorRuntime } from '../vendorLoading/VendorRuntime';
import { onConsent } from '../vendorLoading/onConsent';
import type { LogRocketClient } from './LogRocketClient';
import { isSampled } from './isSampled';
import { sanitizeExchange, sanitizeUrl } from './sanitizers';

export const LOGROCKET_LOAD_FAILED = 'Failed to start session recording';

export interface SessionRecordingConfig {
  /** The brand's session-recording flag (docs/product.md "Entities"). */
  readonly enabled: boolean;
  /** LogRocket app id; without one nothing is recorded. */
  readonly appId?: string | undefined;
  /** Share of sessions recorded, 0–100 (docs/click-ids-and-consent.md "Product analytics and session recording"). */
  readonly logPercentage: number;
}

/**
 * LogRocket's init options: every input masked (not only passwords, docs/click-ids-and-consent.md "Product analytics and session recording": decision
 * "recorders mask personal data"), bodies and URL queries never recorded, no IP, console not captured (the logger
 * fans out its own bounded lines instead).
 */
export const logRocketOptions = (): Record<string, unknown> => ({
  dom: { inputSanitizer: true },
  network: { requestSanitizer: sanitizeExchange, responseSanitizer: sanitizeExchange },
  browser: { urlSanitizer: sanitizeUrl },
  console: { isEnabled: false },
  shouldCaptureIP: false,
});

/**
 * LogRocket behind the `SessionRecorder` port (docs/product.md "Page chrome", docs/click-ids-and-consent.md "Product analytics and session recording"). `logrocket` is imported and `init` is called only
 * when the brand enables recording, the session is not blocked (the stored logRocketBlocked flag), the session is
 * sampled in, and `analytics` consent is granted, after idle time — LogRocket has no documented opt-out after init,
 * so consent comes first (docs/click-ids-and-consent.md "Product analytics and session recording"). A later refusal cannot stop the recording already running
 * in this page; nothing is started on the next load.
 */
export class LogRocketSessionRecorder implements SessionRecorder {
  private client: LogRocketClient | undefined;
  private requested = false;

  constructor(
    private readonly config: SessionRecordingConfig,
    private readonly deps: {
      readonly consent: ConsentSource;
      readonly random: Random;
      /** A logger that does not fan out to this recorder (no loop). */
      readonly logger: Logger;
      readonly runtime: VendorRuntime;
      readonly load: () => Promise<LogRocketClient>;
    },
  ) {}

  start(session: RecordingSession): void {
    if (this.requested) return;
    const { enabled, appId, logPercentage } = this.config;
    if (!enabled || !appId || session.blocked || !isSampled(session.sessionId, logPercentage, () => this.deps.random.next())) return;
    this.requested = true;
    onConsent(this.deps.consent, 'analytics', () => void this.record(appId, session.sessionId));
  }

  isRecording(): boolean {
    return this.client !== undefined;
  }

  log(level: 'error' | 'warn' | 'info', message: string, context?: LogContext): void {
    this.guard(() => this.client?.[level](message, context ?? {}));
  }

  captureException(error: unknown, context?: LogContext): void {
    const extra = Object.fromEntries(
      Object.entries(context ?? {}).map(([key, value]) => [key, typeof value === 'number' || typeof value === 'boolean' ? value : String(JSON.stringify(value) ?? value)]),
    );
    this.guard(() => this.client?.captureException(error instanceof Error ? error : new Error(String(error)), { extra }));
  }

  private async record(appId: string, sessionId: string): Promise<void> {
    await this.deps.runtime.whenIdle();
    if (!this.deps.consent.current().granted.analytics) return;
    try {
      const client = await this.deps.load();
      client.init(appId, logRocketOptions());
      client.identify(sessionId);
      this.client = client;
    } catch (error) {
      this.deps.logger.error(LOGROCKET_LOAD_FAILED, { error: String(error) });
    }
  }

  private guard(action: () => void): void {
    try {
      action();
    } catch {
      // Recording is best effort; logging its failure through the logger would loop back here.
    }
  }
}
