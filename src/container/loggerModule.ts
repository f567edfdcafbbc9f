import { ContainerModule } from 'inversify';
import { ConsoleLogger } from '../../adapters/logging/ConsoleLogger';
import { AppEnvironment, Logger, SessionRecorder } from './tokens';

/**
 * Logger: the console, fanned out to the session recorder (docs/product.md "Error catalogue"). The recorder is looked up at the first line
 * logged, not at construction: storage and consent need the logger, and the recorder needs them.
 */
export const loggerModule = new ContainerModule(({ bind }) => {
  bind(Logger)
    .toDynamicValue((ctx) => new ConsoleLogger(ctx.get(AppEnvironment).console, () => ctx.get(SessionRecorder)))
    .inSingletonScope();
});
