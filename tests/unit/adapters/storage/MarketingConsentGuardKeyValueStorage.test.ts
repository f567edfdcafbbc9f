import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MarketingConsentGuardKeyValueStorage } from '../../../../adapters/storage/MarketingConsentGuardKeyValueStorage';
import { FixedConsentSource } from '../../../support/FixedConsentSource';
import { InMemoryKeyValueStorage } from '../../../support/InMemoryKeyValueStorage';

const lead = {
  contactDetails: { email: 'ana@example.es' },
  googleClick: { gclid: 'Cj0KCQ-gclid' },
  metaPixel: { fbp: 'fb.1.1.2', fbc: 'fb.1.1.AbC' },
  tikTokPixel: { ttclid: 'E.C.P.tt' },
};
const envelope = (data: unknown) => ({ v: 1, data });
const refused = () => new FixedConsentSource({ decided: true, granted: { analytics: false, marketing: false } });

describe('MarketingConsentGuardKeyValueStorage (tracking-privacy-security.md §2; issue 15 item 3)', () => {
  it('without marketing consent: the gclid key is never written and the stored lead loses its ad ids', () => {
    const inner = new InMemoryKeyValueStorage();
    const guarded = new MarketingConsentGuardKeyValueStorage(inner, refused());
    guarded.write('gclid', { gclid: 'Cj0KCQ-gclid', at: 1 });
    guarded.write('leadApplication', envelope(lead));
    expect(inner.read('gclid')).toBeUndefined();
    expect(inner.read('leadApplication', { reviveDates: false })).toEqual(envelope({ contactDetails: { email: 'ana@example.es' } }));
  });

  it('with marketing consent everything passes through', () => {
    const inner = new InMemoryKeyValueStorage();
    const guarded = new MarketingConsentGuardKeyValueStorage(inner, FixedConsentSource.grantedAll());
    guarded.write('gclid', { gclid: 'Cj0KCQ-gclid', at: 1 });
    guarded.write('leadApplication', envelope(lead));
    expect(guarded.read('gclid')).toEqual({ gclid: 'Cj0KCQ-gclid', at: 1 });
    expect(guarded.read('leadApplication', { reviveDates: false })).toEqual(envelope(lead));
  });

  it('a withdrawal purges what consent had allowed, at once; reads never hand the ids back without consent', () => {
    const inner = new InMemoryKeyValueStorage();
    const consent = FixedConsentSource.grantedAll();
    const guarded = new MarketingConsentGuardKeyValueStorage(inner, consent);
    guarded.write('gclid', { gclid: 'Cj0KCQ-gclid', at: 1 });
    guarded.write('leadApplication', envelope(lead));
    consent.record({ analytics: true, marketing: false });
    expect(inner.read('gclid')).toBeUndefined();
    expect(inner.read('leadApplication', { reviveDates: false })).toEqual(envelope({ contactDetails: { email: 'ana@example.es' } }));
    inner.write('gclid', { gclid: 'older-release', at: 1 });
    expect(guarded.read('gclid')).toBeUndefined();
  });

  it('for any lead written without consent, no marketing section reaches storage and every other field does', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom('amount', 'contactDetails', 'googleClick', 'metaPixel', 'tikTokPixel', 'tags'), fc.jsonValue()), (value) => {
        const inner = new InMemoryKeyValueStorage();
        new MarketingConsentGuardKeyValueStorage(inner, refused()).write('leadApplication', envelope(value));
        const stored = inner.read('leadApplication', { reviveDates: false }) as { data: Record<string, unknown> };
        for (const section of ['googleClick', 'metaPixel', 'tikTokPixel']) expect(stored.data).not.toHaveProperty(section);
        for (const key of Object.keys(value).filter((k) => !['googleClick', 'metaPixel', 'tikTokPixel'].includes(k))) expect(key in stored.data).toBe(true);
      }),
    );
  });
});
