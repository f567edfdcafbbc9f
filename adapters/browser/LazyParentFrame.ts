import type { ParentFrame } from '../../application/ports/ParentFrame';
import { isFramed, type FramedWindow } from './isFramed';

/**
 * The ParentFrame of a page that is usually not framed (first-step budget; docs/architecture.md house rule 7): whether it is
 * embedded is answered at once, and the height reports and colour messages (WindowParentFrame) are fetched only when
 * it is, with a parent origin configured, since they do nothing otherwise. Stopping before the code arrives starts
 * nothing; a failed fetch is reported and tried again by the next start.
 */
export class LazyParentFrame implements ParentFrame {
  constructor(
    private readonly win: FramedWindow,
    private readonly parentOrigins: readonly string[],
    private readonly load: () => Promise<ParentFrame>,
    private readonly onLoadFailure: (error: unknown) => void,
  ) {}

  isEmbedded(): boolean {
    return isFramed(this.win);
  }

  startHeightReporting(): () => void {
    return this.whenEmbedded((frame) => frame.startHeightReporting());
  }

  listenForUiColours(listener: (colours: unknown) => void): () => void {
    return this.whenEmbedded((frame) => frame.listenForUiColours(listener));
  }

  private whenEmbedded(start: (frame: ParentFrame) => () => void): () => void {
    if (!this.isEmbedded() || this.parentOrigins.length === 0) return () => {};
    let stopped = false;
    let stop: (() => void) | undefined;
    this.load().then(
      (frame) => {
        if (!stopped) stop = start(frame);
      },
      (error: unknown) => this.onLoadFailure(error),
    );
    return () => {
      stopped = true;
      stop?.();
    };
  }
}
