import { ContainerModule } from 'inversify';
import { LocalTestCaptchaProvider } from '../../adapters/captcha/LocalTestCaptchaProvider';
import { RecaptchaCaptchaProvider } from '../../adapters/captcha/RecaptchaCaptchaProvider';
import { AppEnvironment, BrandConfig, CaptchaProvider, Logger } from './tokens';

/** CaptchaProvider by the brand's `captcha.provider`; reCAPTCHA without a site key falls back to the local test one. */
export const captchaModule = new ContainerModule(({ bind }) => {
  bind(CaptchaProvider)
    .toDynamicValue((ctx) => {
      const { provider, siteKey } = ctx.get(BrandConfig).captcha;
      if (provider === 'recaptcha' && siteKey) {
        const environment = ctx.get(AppEnvironment);
        return new RecaptchaCaptchaProvider(siteKey, { win: environment.window, runtime: environment.vendorRuntime, logger: ctx.get(Logger) });
      }
      return new LocalTestCaptchaProvider();
    })
    .inSingletonScope();
});
