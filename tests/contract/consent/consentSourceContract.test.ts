import { describe, expect, it } from 'vitest';
import { BannerConsentSource } from '../../../adapters/consent/BannerConsentSource';
import { GrantedConsentSource } from '../../../adapters/consent/GrantedConsentSource';
import { CONSENT_EVENT, WindowEventConsentSource, type ConsentWindow } from '../../../adapters/consent/WindowEventConsentSource';
import { FixedClock } from '../../support/FixedClock';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { describeConsentSourceContract } from '../suites/consentSourceContract';

const eventWindow = (initial?: unknown) => {
  const target = new EventTarget();
  const win: ConsentWindow & { dispatch(detail: unknown): void } = {
    funnelConsent: initial,
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    dispatch: (detail) => target.dispatchEvent(new CustomEvent(CONSENT_EVENT, { detail })),
  };
  return win;
};

describeConsentSourceContract('FixedConsentSource (test double)', () => {
  const source = new FixedConsentSource();
  return { source, decide: (granted) => source.record(granted) };
});
describeConsentSourceContract('BannerConsentSource', () => {
  const source = new BannerConsentSource(new InMemoryKeyValueStorage(), new FixedClock());
  return { source, decide: (granted) => source.record(granted) };
});
describeConsentSourceContract('WindowEventConsentSource', () => {
  const win = eventWindow();
  return { source: new WindowEventConsentSource(win), decide: (granted) => win.dispatch(granted) };
});

describe('BannerConsentSource persistence', () => {
  it('remembers the choice across visits, with the time it was made', () => {
    const storage = new InMemoryKeyValueStorage();
    const clock = new FixedClock(1_700_000_000_000);
    new BannerConsentSource(storage, clock).record({ analytics: false, marketing: true });
    expect(storage.read('consent')).toEqual({ v: 1, granted: { analytics: false, marketing: true }, at: 1_700_000_000_000 });
    expect(new BannerConsentSource(storage, clock).current()).toEqual({ decided: true, granted: { analytics: false, marketing: true } });
  });

  it.each([
    ['corrupt text', (s: InMemoryKeyValueStorage) => s.plantRaw('consent', '{oops')],
    ['a wrong shape', (s: InMemoryKeyValueStorage) => s.write('consent', { granted: 'yes' })],
    ['an unknown version', (s: InMemoryKeyValueStorage) => s.write('consent', { v: 2, granted: { analytics: true, marketing: true }, at: 1 })],
  ])('asks again (undecided) after %s', (_label, plant) => {
    const storage = new InMemoryKeyValueStorage();
    plant(storage);
    expect(new BannerConsentSource(storage, new FixedClock()).current().decided).toBe(false);
  });

  it('still works in memory when storage is unavailable', () => {
    const storage = new InMemoryKeyValueStorage();
    storage.makeUnavailable();
    const source = new BannerConsentSource(storage, new FixedClock());
    source.record({ analytics: true, marketing: true });
    expect(source.current().granted.marketing).toBe(true);
  });
});

describe('WindowEventConsentSource (external consent platform bridge)', () => {
  it('reads the state a host page set before the funnel loaded', () => {
    expect(new WindowEventConsentSource(eventWindow({ analytics: true, marketing: false })).current()).toEqual({
      decided: true,
      granted: { analytics: true, marketing: false },
    });
  });

  it.each([[{ analytics: 'yes', marketing: true }], [null], ['granted'], [{ marketing: true }]])('ignores a malformed detail %j', (detail) => {
    const win = eventWindow();
    const source = new WindowEventConsentSource(win);
    win.dispatch(detail);
    expect(source.current().decided).toBe(false);
  });
});

describe('GrantedConsentSource (consent mode none)', () => {
  it('grants everything from the start', () => {
    expect(new GrantedConsentSource().current()).toEqual({ decided: true, granted: { analytics: true, marketing: true } });
  });
});
