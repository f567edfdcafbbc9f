import { makeAutoObservable } from 'mobx';

/**
 * Page-chrome state (spec §2 "Page chrome"; spec §3 storage keys uiColors, isLoading): the custom UI colours (merged
 * over the ones held) that make header and footer transparent while any entry is held, and the loading flag.
 */
export class ChromeStore {
  uiColours: Record<string, string> = {};
  loading = false;

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

  setLoading(loading: boolean): void {
    this.loading = loading;
  }
}
