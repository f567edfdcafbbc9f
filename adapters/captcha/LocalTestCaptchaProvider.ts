import type { CaptchaError, CaptchaProvider } from '../../application/ports/CaptchaProvider';
import type { Result } from '../../domain/kernel/Result';
import { ok } from '../../domain/kernel/Result';

/** The token the reference API accepts from brands configured with `captcha.provider: 'local-test'`. */
export const LOCAL_TEST_CAPTCHA_TOKEN = 'local-test-captcha-token';

/** Captcha for local runs and end-to-end tests: no script, a fixed token. */
export class LocalTestCaptchaProvider implements CaptchaProvider {
  async token(_action: string): Promise<Result<string, CaptchaError>> {
    return ok(LOCAL_TEST_CAPTCHA_TOKEN);
  }
}
