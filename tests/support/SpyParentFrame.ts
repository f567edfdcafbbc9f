import type { ParentFrame } from '../../application/ports/ParentFrame';

/** Answers `isEmbedded` as configured and counts start/stop of height reporting. */
export class SpyParentFrame implements ParentFrame {
  starts = 0;
  stops = 0;
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
}
