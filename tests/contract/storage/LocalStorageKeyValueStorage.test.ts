import { describe, expect, it } from 'vitest';
import {
  LocalStorageKeyValueStorage,
  STORAGE_READ_FAILED,
  STORAGE_REMOVE_FAILED,
  STORAGE_WRITE_FAILED,
} from '../../../adapters/storage/LocalStorageKeyValueStorage';
import { NoopKeyValueStorage } from '../../../adapters/storage/NoopKeyValueStorage';
import { probeWebStorage } from '../../../adapters/storage/probeWebStorage';
import { MemoryWebStorage } from '../../support/MemoryWebStorage';
import { SpyLogger } from '../../support/SpyLogger';

const setup = () => {
  const web = new MemoryWebStorage();
  const logger = new SpyLogger();
  return { web, logger, storage: new LocalStorageKeyValueStorage(web, logger) };
};

describe('LocalStorageKeyValueStorage', () => {
  it('stores under the bare docs/sessions-and-storage.md "Storage keys" key names, so the previous front end\'s sessions are read', () => {
    const { web, storage } = setup();
    storage.write('sessionId', 'f3b0c6f2-8a53-4c1a-9d3e-0a4b6f0e2c11');
    expect([...web.items.keys()]).toEqual(['sessionId']);
    web.items.set('lid', '"lead-7"');
    expect(storage.read('lid')).toBe('lead-7');
  });

  it('logs a quota error on write instead of throwing', () => {
    const { web, logger, storage } = setup();
    web.limitTo(10);
    storage.write('leadApplication', { amount: 2500 });
    expect(logger.logged(STORAGE_WRITE_FAILED, 'error')).toBe(true);
    expect(logger.entries[0]?.context).toMatchObject({ key: 'leadApplication', error: expect.stringContaining('QuotaExceededError') });
  });

  it('logs blocked reads and removes instead of throwing', () => {
    const { web, logger, storage } = setup();
    web.blocked = true;
    expect(storage.read('state')).toBeUndefined();
    storage.remove('state');
    expect(logger.messages('error')).toEqual([STORAGE_READ_FAILED, STORAGE_REMOVE_FAILED]);
  });

  it('logs a corrupt value as a warning, naming the key', () => {
    const { web, logger, storage } = setup();
    web.items.set('dynamicPages', '{broken');
    expect(storage.read('dynamicPages')).toBeUndefined();
    expect(logger.entries).toEqual([{ level: 'warn', message: STORAGE_READ_FAILED, context: expect.objectContaining({ key: 'dynamicPages' }) }]);
  });

  it('logs nothing on the happy path', () => {
    const { logger, storage } = setup();
    storage.write('isLoading', true);
    storage.read('isLoading');
    storage.remove('isLoading');
    expect(logger.entries).toEqual([]);
  });
});

describe('probeWebStorage picks the no-op fallback when storage is unusable (docs/sessions-and-storage.md "When storage is unavailable")', () => {
  it('returns a working storage', () => {
    const web = new MemoryWebStorage();
    expect(probeWebStorage(() => web)).toBe(web);
    expect(web.items.size).toBe(0);
  });

  it.each([
    ['missing', () => undefined],
    ['null', () => null],
    ['throwing on access (cookies disabled)', () => {
      throw new DOMException('denied', 'SecurityError');
    }],
    ['refusing writes (quota 0, Safari private mode)', () => new MemoryWebStorage(0)],
  ])('returns undefined when storage is %s', (_label, get) => {
    expect(probeWebStorage(get as () => undefined)).toBeUndefined();
  });
});

describe('NoopKeyValueStorage', () => {
  it('remembers nothing and never throws', () => {
    const storage = new NoopKeyValueStorage();
    expect(() => storage.write('lid', 'lead-1')).not.toThrow();
    expect(storage.read('lid')).toBeUndefined();
    expect(() => storage.remove('lid')).not.toThrow();
  });
});
