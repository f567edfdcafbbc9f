import type { CaptchaError, CaptchaProvider } from '../../application/ports/CaptchaProvider';
import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';

/** Answers with a fixed token, or with CaptchaUnavailable when constructed with `null`; records the actions asked. */
export class FixedCaptchaProvider implements CaptchaProvider {
  readonly actions: string[] = [];
  constructor(private readonly fixedToken: string | null = 'test-captcha-token') {}

  async token(action: string): Promise<Result<string, CaptchaError>> {
    this.actions.push(action);
    return this.fixedToken === null ? err({ kind: 'CaptchaUnavailable' }) : ok(this.fixedToken);
  }
}
