import { makeAutoObservable } from 'mobx';
import type { ConsentRecorder } from '../../application/ports/ConsentRecorder';
import type { ConsentCategory, ConsentSource, ConsentState } from '../../application/ports/ConsentSource';

/**
 * Whether the built-in consent banner shows (docs/click-ids-and-consent.md "Consent sources": EU brands ask before any tracker runs).
 * The answer goes to the ConsentRecorder; vendors listen to the ConsentSource themselves.
 */
export class ConsentStore {
  consent: ConsentState;
  /** The applicant reopened their cookie settings from the footer (issue 15 item 3: a choice can be changed at any time). */
  reopened = false;
  private readonly unsubscribe: () => void;

  constructor(
    private readonly source: ConsentSource,
    private readonly recorder: ConsentRecorder,
    /** The brand's consent mode is the built-in banner. */
    private readonly bannerMode: boolean,
  ) {
    this.consent = source.current();
    makeAutoObservable<this, 'source' | 'recorder' | 'bannerMode' | 'unsubscribe'>(this, { source: false, recorder: false, bannerMode: false, unsubscribe: false });
    this.unsubscribe = source.subscribe((state) => this.update(state));
  }

  get bannerVisible(): boolean {
    return this.bannerMode && (!this.consent.decided || this.reopened);
  }

  /** Whether the footer offers the cookie settings: only where this banner is the brand's consent tool. */
  get canReopen(): boolean {
    return this.bannerMode;
  }

  reopen(): void {
    if (this.bannerMode) this.reopened = true;
  }

  update(state: ConsentState): void {
    this.consent = state;
  }

  choose(granted: Readonly<Record<ConsentCategory, boolean>>): void {
    this.recorder.record(granted);
    this.reopened = false;
    this.consent = { decided: true, granted: { analytics: granted.analytics, marketing: granted.marketing } };
  }

  acceptAll(): void {
    this.choose({ analytics: true, marketing: true });
  }

  rejectAll(): void {
    this.choose({ analytics: false, marketing: false });
  }

  dispose(): void {
    this.unsubscribe();
  }
}
