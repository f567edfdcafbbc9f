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

const undecided = () => new FixedConsentSource();
const CLICK_KEYS = ['gclid', 'fbc', 'ttclid'] as const;

describe('MarketingConsentGuardKeyValueStorage (docs/click-ids-and-consent.md "Marketing ids follow consent")', () => {
  it('without marketing consent: no click-id key is written and the stored lead loses its ad ids', () => {
    const inner = new InMemoryKeyValueStorage();
    const guarded = new MarketingConsentGuardKeyValueStorage(inner, refused());
    for (const key of CLICK_KEYS) guarded.write(key, { value: `${key}-1`, savedAt: 1 });
    guarded.write('leadApplication', envelope(lead));
    for (const key of CLICK_KEYS) expect(inner.read(key)).toBeUndefined();
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

  it('what is written before the applicant chooses is held in memory and written the moment they accept (a reload then finds it)', () => {
    const inner = new InMemoryKeyValueStorage();
    const consent = undecided();
    const guarded = new MarketingConsentGuardKeyValueStorage(inner, consent);
    for (const key of CLICK_KEYS) guarded.write(key, { value: `${key}-1`, savedAt: 1 });
    guarded.write('leadApplication', envelope({ contactDetails: {} }));
    guarded.write('leadApplication', envelope(lead));
    for (const key of CLICK_KEYS) expect(inner.read(key)).toBeUndefined();
    consent.grantAll();
    for (const key of CLICK_KEYS) expect(inner.read(key)).toEqual({ value: `${key}-1`, savedAt: 1 });
    // The last lead written, whole.
    expect(inner.read('leadApplication', { reviveDates: false })).toEqual(envelope(lead));
  });

  it('a refusal writes nothing of what was held; a key removed meanwhile is not brought back by a later consent', () => {
    const inner = new InMemoryKeyValueStorage();
    const consent = undecided();
    const guarded = new MarketingConsentGuardKeyValueStorage(inner, consent);
    guarded.write('gclid', { gclid: 'G', savedAt: 1 });
    guarded.write('fbc', { value: 'F', savedAt: 1 });
    consent.refuseAll();
    for (const key of CLICK_KEYS) expect(inner.read(key)).toBeUndefined();
    guarded.remove('fbc');
    consent.grantAll();
    expect(inner.read('gclid')).toEqual({ gclid: 'G', savedAt: 1 });
    expect(inner.read('fbc')).toBeUndefined();
  });

  it('a withdrawal purges what consent had allowed, at once; reads never hand the ids back without consent', () => {
    const inner = new InMemoryKeyValueStorage();
    const consent = FixedConsentSource.grantedAll();
    const guarded = new MarketingConsentGuardKeyValueStorage(inner, consent);
    for (const key of CLICK_KEYS) guarded.write(key, { value: `${key}-1`, savedAt: 1 });
    guarded.write('leadApplication', envelope(lead));
    consent.record({ analytics: true, marketing: false });
    for (const key of CLICK_KEYS) expect(inner.read(key)).toBeUndefined();
    expect(inner.read('leadApplication', { reviveDates: false })).toEqual(envelope({ contactDetails: { email: 'ana@example.es' } }));
    inner.write('gclid', { gclid: 'older-release', at: 1 });
    inner.write('ttclid', { value: 'older-release', savedAt: 1 });
    expect(guarded.read('gclid')).toBeUndefined();
    expect(guarded.read('ttclid')).toBeUndefined();
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
