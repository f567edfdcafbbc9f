import { makeAutoObservable } from 'mobx';
import { sanitizeUiColours, type UiColours } from '../../application/session/uiColours';
import type { ApplyUiColours } from '../../application/usecases/ApplyUiColours';
import type { UseCase } from '../../application/usecases/UseCase';

export type ToastKind = 'added' | 'updated' | 'removed';

/**
 * Page-chrome state (docs/product.md "Page chrome"; docs/product.md "Page chrome": storage keys uiColors, isLoading): the custom UI colours (merged
 * over the ones held) that make header and footer transparent while any entry is held, and the loading flag.
 */
export class ChromeStore {
  uiColours: Record<string, string> = {};
  loading = false;
  /** Toasts asked for and not shown yet (docs/product.md "Constants": "Toasts exist for added, updated and removed"). */
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

  /** `applyUiColours` reads the stored colours and persists custom ones (docs/product.md "Entities", docs/sessions-and-storage.md "Persistence"). */
  constructor(private readonly applyUiColours: UseCase<ApplyUiColours>) {
    makeAutoObservable<this, 'applyUiColours'>(this, { applyUiColours: false });
  }

  get uiColourEntries(): number {
    return Object.keys(this.uiColours).length;
  }

  /**
   * The held colours as CSS custom properties for the layout root (`primary` → `--color-primary`, the variables the
   * brand themes define). Checked again here so no raw string reaches the page, whoever merged it.
   */
  get uiColourProperties(): Readonly<Record<`--color-${string}`, string>> {
    return Object.fromEntries(Object.entries(sanitizeUiColours(this.uiColours)).map(([name, value]) => [`--color-${name}`, value]));
  }

  /** docs/product.md "Page chrome": "UI colours: custom colours, merged over the stored ones". Invalid entries are dropped. */
  mergeUiColours(colours: UiColours): void {
    this.uiColours = { ...this.uiColours, ...sanitizeUiColours(colours) };
  }

  /** At start-up: the colours stored by an earlier visit (ApplyUiColours with no custom colours only reads). */
  restoreUiColours(): void {
    const stored = this.applyUiColours.execute();
    if (stored.ok) this.mergeUiColours(stored.value);
  }

  /** Custom colours from outside (untrusted data), merged over the stored ones and persisted when they differ (docs/product.md "Entities", docs/sessions-and-storage.md "Persistence"). */
  applyCustomUiColours(custom: unknown): void {
    const merged = this.applyUiColours.execute({ custom });
    if (merged.ok) this.mergeUiColours(merged.value);
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
