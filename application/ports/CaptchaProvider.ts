import type { Result } from '../../domain/kernel/Result';

/** Why no captcha token could be produced. */
export type CaptchaError = { readonly kind: 'CaptchaUnavailable' };

/** The captcha answered on the initial-details step (docs/product.md "Screens and routes"; lead field googleCaptchaToken, docs/product.md "Entities"). */
export interface CaptchaProvider {
  /**
   * A fresh token for `action` (e.g. 'initial_details'), to be sent as `googleCaptchaToken`. The provider script is
   * loaded lazily on first call (docs/architecture.md house rule 7). Expected failures (script blocked, timeout) are values.
   */
  token(action: string): Promise<Result<string, CaptchaError>>;
}
