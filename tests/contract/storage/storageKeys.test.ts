import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../application/ports/KeyValueStorage';
import { LocalStorageKeyValueStorage } from '../../../adapters/storage/LocalStorageKeyValueStorage';
import { MemoryWebStorage } from '../../support/MemoryWebStorage';
import { SpyLogger } from '../../support/SpyLogger';

/** docs/sessions-and-storage.md "Storage keys", verbatim. */
const SPEC_KEYS = [
  'storedLoanApplication', 'sessionId', 'sessionStartedAt', 'sessionUrl', 'state', 'companyData', 'gclid', 'initAt', 'lid',
  'redirected', 'redirectUrl', 'redirectMethod', 'reapplying', 'logRocketBlocked', 'logRocket', 'routeChange', 'newSessionFlag',
  'leadApplication', 'dynamicPages', 'uiColors', 'asyncFormData', 'isLoading', 'sellingTierGlobalId', 'sessionAcceptedRedirected',
] as const;

describe('storage keys (docs/sessions-and-storage.md "Storage keys")', () => {
  it.each(SPEC_KEYS.map((key) => [key]))('%s is a storage key, stored under exactly that name', (key) => {
    expect(STORAGE_KEYS).toContain(key);
    const web = new MemoryWebStorage();
    new LocalStorageKeyValueStorage(web, new SpyLogger()).write(key, 1);
    expect([...web.items.keys()]).toEqual([key]);
  });

  it('adds only the consent choice, the idempotency key, the Meta and TikTok click ids and the answer drafts to the spec list', () => {
    expect(STORAGE_KEYS.filter((key) => !(SPEC_KEYS as readonly string[]).includes(key))).toEqual(['consent', 'idempotencyKey', 'fbc', 'ttclid', 'answerDrafts']);
  });
});
