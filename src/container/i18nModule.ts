import { ContainerModule } from 'inversify';
import { I18nextTranslator } from '../../adapters/i18n/I18nextTranslator';
import { createI18next } from '../../adapters/i18n/createI18next';
import { AppEnvironment, BrandConfig, I18next, Logger, Translator } from './tokens';
import { WaitBetweenTries } from './useCasesModule';

const Translations = Symbol.for('Translations');

/**
 * i18next (docs/product.md "Constants") loading the brand's locale from its translationsPath (a failed file is retried
 * with the use cases' timer, then taken from the build, and logged), and the Translator over it.
 */
export const i18nModule = new ContainerModule(({ bind }) => {
  bind<ReturnType<typeof createI18next>>(Translations)
    .toDynamicValue((ctx) => {
      const config = ctx.get(BrandConfig);
      const recovery = { wait: ctx.get(WaitBetweenTries), logger: ctx.get(Logger) };
      return createI18next({ locale: config.locale, translationsPath: config.translationsPath, fetchJson: ctx.get(AppEnvironment).fetchJson, recovery });
    })
    .inSingletonScope();
  bind(I18next).toDynamicValue((ctx) => ctx.get<ReturnType<typeof createI18next>>(Translations).instance).inSingletonScope();
  bind(Translator).toDynamicValue((ctx) => new I18nextTranslator(ctx.get(I18next))).inSingletonScope();
});
