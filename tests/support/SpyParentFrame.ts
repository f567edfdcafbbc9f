import type { ParentFrame } from '../../application/ports/ParentFrame';

/** Answers `isEmbedded` as configured, counts start/stop of height reporting and lets a test send UI colours. */
export class SpyParentFrame implements ParentFrame {
  starts = 0;
  stops = 0;
  private readonly colourListeners = new Set<(colours: unknown) => void>();
  constructor(private readonly embedded = false) {}

  isEmbedded(): boolean {
    return this.embedded;
  }
  startHeightReporting(): () => void {
    this.starts += 1;
    return () => {
      this.stops += 1;
    };
  }
  listenForUiColours(listener: (colours: unknown) => void): () => void {
    this.colourListeners.add(listener);
    return () => this.colourListeners.delete(listener);
  }
  /** How many listeners are subscribed now. */
  get colourListenerCount(): number {
    return this.colourListeners.size;
  }
  /** Delivers `colours` as an accepted UI_COLORS message would. */
  sendUiColours(colours: unknown): void {
    for (const listener of this.colourListeners) listener(colours);
  }
}
