import { ContainerModule } from 'inversify';
import { LocalStorageKeyValueStorage } from '../../adapters/storage/LocalStorageKeyValueStorage';
import { NoopKeyValueStorage } from '../../adapters/storage/NoopKeyValueStorage';
import { SensitiveFieldGuardKeyValueStorage } from '../../adapters/storage/SensitiveFieldGuardKeyValueStorage';
import { probeWebStorage } from '../../adapters/storage/probeWebStorage';
import { AppEnvironment, KeyValueStorage, Logger } from './tokens';

/**
 * KeyValueStorage: localStorage when the start-up probe succeeds, otherwise the no-op fallback (docs/sessions-and-storage.md "When storage is unavailable"); either way
 * behind the guard that never writes national IDs, IBANs or ID-card numbers (docs/sessions-and-storage.md "What is never stored").
 */
export const storageModule = new ContainerModule(({ bind }) => {
  bind(KeyValueStorage)
    .toDynamicValue((ctx) => {
      const environment = ctx.get(AppEnvironment);
      const web = probeWebStorage(environment.localStorage);
      const inner = web ? new LocalStorageKeyValueStorage(web, ctx.get(Logger)) : new NoopKeyValueStorage();
      return new SensitiveFieldGuardKeyValueStorage(inner);
    })
    .inSingletonScope();
});
