import type { CaptchaError, CaptchaProvider } from '../../application/ports/CaptchaProvider';
import type { Logger } from '../../application/ports/Logger';
import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';
import type { VendorRuntime } from '../vendorLoading/VendorRuntime';

export const RECAPTCHA_SCRIPT = 'https://www.google.com/recaptcha/api.js';
export const RECAPTCHA_FAILED = 'Failed to get a captcha token';
/** Longest wait for a token, in milliseconds. */
export const RECAPTCHA_TIMEOUT_MILLISECONDS = 10_000;

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}
export interface RecaptchaWindow {
  grecaptcha?: Grecaptcha;
  setTimeout(callback: () => void, milliseconds: number): unknown;
}

/**
 * Google reCAPTCHA v3. The script is requested on the first `token` call (when the applicant submits the first
 * step), never at start-up (docs/architecture.md house rule 7). Decision: captcha is a security measure, so it is not
 * gated on tracking consent. Any failure or a 10 s wait is `CaptchaUnavailable`.
 */
export class RecaptchaCaptchaProvider implements CaptchaProvider {
  private loading: Promise<void> | undefined;

  constructor(
    private readonly siteKey: string,
    private readonly deps: { readonly win: RecaptchaWindow; readonly runtime: VendorRuntime; readonly logger: Logger },
  ) {}

  async token(action: string): Promise<Result<string, CaptchaError>> {
    try {
      this.loading ??= this.deps.runtime.loadScript(`${RECAPTCHA_SCRIPT}?render=${encodeURIComponent(this.siteKey)}`);
      await this.loading;
      const token = await this.withTimeout(
        new Promise<string>((resolve, reject) => {
          const grecaptcha = this.deps.win.grecaptcha;
          if (!grecaptcha) return reject(new Error('grecaptcha missing after load'));
          grecaptcha.ready(() => grecaptcha.execute(this.siteKey, { action }).then(resolve, reject));
        }),
      );
      return ok(token);
    } catch (error) {
      this.loading = undefined;
      this.deps.logger.error(RECAPTCHA_FAILED, { error: String(error) });
      return err({ kind: 'CaptchaUnavailable' });
    }
  }

  private withTimeout<T>(promise: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.deps.win.setTimeout(() => reject(new Error('captcha timeout')), RECAPTCHA_TIMEOUT_MILLISECONDS);
      promise.then(resolve, reject);
    });
  }
}
