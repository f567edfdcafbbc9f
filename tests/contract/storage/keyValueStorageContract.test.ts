import { LocalStorageKeyValueStorage } from '../../../adapters/storage/LocalStorageKeyValueStorage';
import { SensitiveFieldGuardKeyValueStorage } from '../../../adapters/storage/SensitiveFieldGuardKeyValueStorage';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { MemoryWebStorage } from '../../support/MemoryWebStorage';
import { SpyLogger } from '../../support/SpyLogger';
import { describeKeyValueStorageContract, type StorageHarness } from '../suites/keyValueStorageContract';

const inMemory = (): StorageHarness => {
  const storage = new InMemoryKeyValueStorage();
  return { storage, makeUnavailable: () => storage.makeUnavailable(), plantRaw: (key, text) => storage.plantRaw(key, text), limitTo: (n) => storage.limitTo(n) };
};

const localStorage = (): StorageHarness => {
  const web = new MemoryWebStorage();
  const storage = new LocalStorageKeyValueStorage(web, new SpyLogger());
  return {
    storage,
    makeUnavailable: () => {
      web.blocked = true;
    },
    plantRaw: (key, text) => web.items.set(key, text),
    limitTo: (n) => web.limitTo(n),
  };
};

const guarded = (create: () => StorageHarness) => (): StorageHarness => {
  const harness = create();
  return { ...harness, storage: new SensitiveFieldGuardKeyValueStorage(harness.storage) };
};

describeKeyValueStorageContract('InMemoryKeyValueStorage', inMemory);
describeKeyValueStorageContract('LocalStorageKeyValueStorage', localStorage);
describeKeyValueStorageContract('SensitiveFieldGuardKeyValueStorage over InMemoryKeyValueStorage', guarded(inMemory));
describeKeyValueStorageContract('SensitiveFieldGuardKeyValueStorage over LocalStorageKeyValueStorage', guarded(localStorage));
