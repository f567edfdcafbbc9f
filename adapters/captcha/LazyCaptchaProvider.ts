import type { CaptchaError, CaptchaProvider } from '../../application/ports/CaptchaProvider';
import type { Logger } from '../../application/ports/Logger';
import type { Result } from '../../domain/shared/Result';
import { err } from '../../domain/shared/Result';
import { memoLoad, type MemoLoad } from '../../application/shared/memoLoad';
import { loggedLoad } from '../vendorLoading/loggedLoad';

export const CAPTCHA_ADAPTER_LOAD_FAILED = 'Failed to load captcha adapter';

/**
 * A captcha provider whose adapter code is fetched on the first token asked for (or prefetched with the later
 * steps, src/container/prefetchLaterSteps.ts), not with the first step (issue 6). A failed fetch answers
 * `CaptchaUnavailable`, the value the port gives when the provider's script is blocked; the next call fetches again.
 */
export class LazyCaptchaProvider implements CaptchaProvider {
  private readonly adapter: MemoLoad<CaptchaProvider>;

  constructor(deps: { readonly logger: Logger; readonly load: () => Promise<CaptchaProvider> }) {
    this.adapter = memoLoad(loggedLoad(deps.load, deps.logger, CAPTCHA_ADAPTER_LOAD_FAILED));
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
