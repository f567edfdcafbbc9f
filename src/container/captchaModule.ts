import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { LazyCaptchaProvider } from '../../adapters/captcha/LazyCaptchaProvider';
import { LocalTestCaptchaProvider } from '../../adapters/captcha/LocalTestCaptchaProvider';
import { lazyModule, type ChunkLoader } from '../../application/kernel/lazyModule';
import { LaterStepChunk } from './prefetchLaterSteps';
import { AppEnvironment, BrandConfig, CaptchaProvider, Logger } from './tokens';

type Recaptcha = typeof import('../../adapters/captcha/RecaptchaCaptchaProvider');

/** reCAPTCHA's adapter chunk, one loader per container. */
const RecaptchaChunk: ServiceIdentifier<ChunkLoader<Recaptcha>> = Symbol.for('RecaptchaChunk');

/**
 * CaptchaProvider by the brand's `captcha.provider`; reCAPTCHA without a site key falls back to the local test one.
 * reCAPTCHA's adapter code is fetched on the first token or with the later steps' prefetch (LazyCaptchaProvider).
 */
export const captchaModule = new ContainerModule(({ bind }) => {
  bind(RecaptchaChunk)
    .toDynamicValue(() => lazyModule<Recaptcha>(() => import('../../adapters/captcha/RecaptchaCaptchaProvider')))
    .inSingletonScope();
  bind(CaptchaProvider)
    .toDynamicValue((ctx) => {
      const { provider, siteKey } = ctx.get(BrandConfig).captcha;
      if (provider === 'recaptcha' && siteKey) {
        const environment = ctx.get(AppEnvironment);
        const deps = { win: environment.window, runtime: environment.vendorRuntime, logger: ctx.get(Logger) };
        const chunk = ctx.get<ChunkLoader<Recaptcha>>(RecaptchaChunk);
        return new LazyCaptchaProvider({ logger: deps.logger, load: async () => new (await chunk.load()).RecaptchaCaptchaProvider(siteKey, deps) });
      }
      return new LocalTestCaptchaProvider();
    })
    .inSingletonScope();
  // Prefetched with the later steps only when the brand uses it.
  bind(LaterStepChunk)
    .toDynamicValue((ctx) => {
      const { provider, siteKey } = ctx.get(BrandConfig).captcha;
      return provider === 'recaptcha' && siteKey ? ctx.get(RecaptchaChunk) : { prefetch: () => {} };
    })
    .inSingletonScope();
});
