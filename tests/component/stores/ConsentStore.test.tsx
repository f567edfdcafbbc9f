import { describe, expect, it } from 'vitest';
import { ConsentStore } from '../../../ui/stores/ConsentStore';
import { FixedConsentSource } from '../../support/FixedConsentSource';

describe('ConsentStore (docs/click-ids-and-consent.md "Consent categories": EU brands ask before any tracker)', () => {
  it('shows the banner while undecided in banner mode, and records the answer', () => {
    const source = new FixedConsentSource();
    const store = new ConsentStore(source, source, true);
    expect(store.bannerVisible).toBe(true);
    store.rejectAll();
    expect(store.bannerVisible).toBe(false);
    expect(source.current()).toEqual({ decided: true, granted: { analytics: false, marketing: false } });
  });

  it('saves chosen categories', () => {
    const source = new FixedConsentSource();
    const store = new ConsentStore(source, source, true);
    store.choose({ analytics: true, marketing: false });
    expect(source.current().granted).toEqual({ analytics: true, marketing: false });
  });

  it('follows a decision made elsewhere and never shows outside banner mode', () => {
    const source = new FixedConsentSource();
    const store = new ConsentStore(source, source, true);
    source.grantAll();
    expect(store.bannerVisible).toBe(false);
    expect(new ConsentStore(new FixedConsentSource(), new FixedConsentSource(), false).bannerVisible).toBe(false);
  });

  it('reopens from the footer with the banner, and a new choice takes effect and closes it (issue 15 item 3)', () => {
    const source = new FixedConsentSource();
    const store = new ConsentStore(source, source, true);
    store.acceptAll();
    expect(store.bannerVisible).toBe(false);
    store.reopen();
    expect(store.bannerVisible).toBe(true);
    store.choose({ analytics: true, marketing: false });
    expect(store.bannerVisible).toBe(false);
    expect(source.current().granted).toEqual({ analytics: true, marketing: false });
  });

  it('offers no reopening where the banner is not the consent tool', () => {
    const store = new ConsentStore(new FixedConsentSource(), new FixedConsentSource(), false);
    expect(store.canReopen).toBe(false);
    store.reopen();
    expect(store.bannerVisible).toBe(false);
  });
});
