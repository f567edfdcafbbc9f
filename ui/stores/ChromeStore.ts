import { makeAutoObservable } from 'mobx';

export type ToastKind = 'added' | 'updated' | 'removed';

/**
 * Page-chrome state (spec §2 "Page chrome"; spec §3 storage keys uiColors, isLoading): the custom UI colours (merged
 * over the ones held) that make header and footer transparent while any entry is held, and the loading flag.
 */
export class ChromeStore {
  uiColours: Record<string, string> = {};
  loading = false;
  /** Toasts asked for and not shown yet (spec §4 "Toasts exist for added, updated and removed"). */
  toasts: ToastKind[] = [];
  /** A toast was ever asked for: the toast library stays loaded from then on. */
  toastsUsed = false;
  /** False only when the browser knows it is offline (the Connectivity port). */
  online = true;
  /**
   * The applicant has moved within the app since the page loaded. Focus moves to a new screen's heading only then:
   * on a full page load the browser's own start (skip link, header) is kept (GOV.UK question pages).
   */
  navigatedInApp = false;

  constructor() {
    makeAutoObservable(this);
  }

  get uiColourEntries(): number {
    return Object.keys(this.uiColours).length;
  }

  /** Spec §3 "UI colours: custom colours, merged over the stored ones". */
  mergeUiColours(colours: Readonly<Record<string, string>>): void {
    this.uiColours = { ...this.uiColours, ...colours };
  }

  markNavigated(): void {
    this.navigatedInApp = true;
  }

  setOnline(online: boolean): void {
    this.online = online;
  }

  setLoading(loading: boolean): void {
    this.loading = loading;
  }

  notify(kind: ToastKind): void {
    this.toasts.push(kind);
    this.toastsUsed = true;
  }

  /** The queued toasts, emptying the queue. */
  takeToasts(): ToastKind[] {
    const taken = [...this.toasts];
    this.toasts = [];
    return taken;
  }
}
