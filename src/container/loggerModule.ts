import { ContainerModule } from 'inversify';
import { consoleLogger } from './portFactories';
import { AppEnvironment, Logger, SessionRecorder } from './tokens';

/**
 * Logger: the console, fanned out to the session recorder (docs/product.md "Error catalogue"). The recorder is looked up at the first line
 * logged, not at construction: storage and consent need the logger, and the recorder needs them.
 */
export const loggerModule = new ContainerModule(({ bind }) => {
  bind(Logger)
    .toDynamicValue((ctx) => consoleLogger(ctx.get(AppEnvironment), () => ctx.get(SessionRecorder)))
    .inSingletonScope();
});
