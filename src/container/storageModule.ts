import { ContainerModule } from 'inversify';
import { webKeyValueStorage } from './portFactories';
import { AppEnvironment, KeyValueStorage, Logger } from './tokens';

/**
 * KeyValueStorage: localStorage when the start-up probe succeeds, otherwise the no-op fallback (docs/sessions-and-storage.md "When storage is unavailable"); either way
 * behind the guard that never writes national IDs, IBANs or ID-card numbers (docs/sessions-and-storage.md "What is never stored").
 */
export const storageModule = new ContainerModule(({ bind }) => {
  bind(KeyValueStorage)
    .toDynamicValue((ctx) => webKeyValueStorage(ctx.get(AppEnvironment), ctx.get(Logger)))
    .inSingletonScope();
});
