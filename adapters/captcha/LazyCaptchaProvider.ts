import type { CaptchaError, CaptchaProvider } from '../../application/ports/CaptchaProvider';
import type { Logger } from '../../application/ports/Logger';
import type { Result } from '../../domain/kernel/Result';
import { err } from '../../domain/kernel/Result';
import { lazyModule } from '../../application/kernel/lazyModule';

export const CAPTCHA_ADAPTER_LOAD_FAILED = 'Failed to load captcha adapter';

/**
 * A captcha provider whose adapter code is fetched on the first token asked for (or prefetched with the later
 * steps, src/container/prefetchLaterSteps.ts), not with the first step (first-step budget). A failed fetch answers
 * `CaptchaUnavailable`, the value the port gives when the provider's script is blocked; the next call fetches again.
 */
export class LazyCaptchaProvider implements CaptchaProvider {
  private readonly adapter: () => Promise<CaptchaProvider>;

  constructor(deps: { readonly logger: Logger; readonly load: () => Promise<CaptchaProvider> }) {
    this.adapter = lazyModule(deps.load, { onFailure: (error) => deps.logger.error(CAPTCHA_ADAPTER_LOAD_FAILED, { error: String(error) }) }).load;
  }

  async token(action: string): Promise<Result<string, CaptchaError>> {
    let provider: CaptchaProvider;
    try {
      provider = await this.adapter();
    } catch {
      return err({ kind: 'CaptchaUnavailable' });
    }
    return provider.token(action);
  }
}
