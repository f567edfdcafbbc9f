import type { ParentFrame } from '../../application/ports/ParentFrame';
import { isRecord } from '../../domain/kernel/isRecord';
import { isFramed } from './isFramed';

/** Debounce of height reports, in milliseconds (docs/product.md "Page chrome", docs/product.md "Page chrome": "Iframe height: debounce 100 ms"). */
export const FORM_HEIGHT_DEBOUNCE_MILLISECONDS = 100;
/** A height change must exceed this many CSS pixels to be reported (docs/product.md "Page chrome", docs/product.md "Page chrome": "threshold 10 px"). */
export const FORM_HEIGHT_THRESHOLD_PIXELS = 10;

/** The message posted to the parent window; `height` in CSS pixels. */
export interface FormHeightMessage {
  readonly type: 'FORM_HEIGHT';
  readonly height: number;
}

/** The message the parent posts to set custom UI colours (docs/product.md "Page chrome"); `colors` is checked later, entry by entry. */
export const UI_COLORS_MESSAGE_TYPE = 'UI_COLORS';

/** The parts of a `message` event this adapter reads. */
export interface FrameMessageEvent {
  readonly origin: string;
  readonly source: unknown;
  readonly data: unknown;
}

interface Observer {
  observe(target: unknown): void;
  disconnect(): void;
}

/** The window parts this adapter uses; a plain object stands in for it in tests. */
export interface FrameWindow {
  readonly self: unknown;
  readonly top: unknown;
  readonly parent: { postMessage(message: FormHeightMessage, targetOrigin: string): void };
  readonly document: {
    readonly readyState: string;
    readonly documentElement: { readonly scrollHeight: number };
    readonly body?: { readonly scrollHeight: number } | null;
  };
  addEventListener(type: 'load' | 'resize' | 'message', listener: (event: FrameMessageEvent) => void): void;
  removeEventListener(type: 'load' | 'resize' | 'message', listener: (event: FrameMessageEvent) => void): void;
  setTimeout(callback: () => void, milliseconds: number): unknown;
  clearTimeout(handle: unknown): void;
  readonly ResizeObserver?: new (callback: () => void) => Observer;
}

/** Exact origins only: `*` and anything that is not an http(s) URL are dropped (ASVS 3.5.5). */
const toOrigins = (configured: readonly string[]): string[] => {
  const origins = new Set<string>();
  for (const entry of configured) {
    try {
      const url = new URL(entry);
      if (url.protocol === 'https:' || url.protocol === 'http:') origins.add(url.origin);
    } catch {
      // Not a URL (e.g. '*'): never a target.
    }
  }
  return [...origins];
};

/** A plain, non-array object (structured-clone data never has accessors, so reading it runs no partner code). */

/**
 * The embedding page, reached through `window.parent.postMessage` (docs/product.md "Page chrome"). Heights are posted
 * only to the brand's configured parent origins, never `*`; UI colour messages are accepted only from the parent
 * window on one of those exact origins and read as data, never evaluated (docs/security-and-reliability.md "Framing and parent messages"). With no
 * origin configured nothing is posted and nothing is accepted.
 */
export class WindowParentFrame implements ParentFrame {
  private readonly origins: readonly string[];

  constructor(
    private readonly win: FrameWindow,
    parentOrigins: readonly string[],
  ) {
    this.origins = toOrigins(parentOrigins);
  }

  isEmbedded(): boolean {
    return isFramed(this.win);
  }

  startHeightReporting(): () => void {
    if (!this.isEmbedded() || this.origins.length === 0) return () => {};
    const { win } = this;
    let lastPosted: number | undefined;
    let timer: unknown;

    const report = (): void => {
      const height = Math.max(win.document.documentElement.scrollHeight, win.document.body?.scrollHeight ?? 0);
      if (lastPosted !== undefined && Math.abs(height - lastPosted) <= FORM_HEIGHT_THRESHOLD_PIXELS) return;
      lastPosted = height;
      for (const origin of this.origins) win.parent.postMessage({ type: 'FORM_HEIGHT', height }, origin);
    };
    const schedule = (): void => {
      if (timer !== undefined) win.clearTimeout(timer);
      timer = win.setTimeout(() => {
        timer = undefined;
        report();
      }, FORM_HEIGHT_DEBOUNCE_MILLISECONDS);
    };

    if (win.document.readyState === 'complete') report();
    else win.addEventListener('load', report);
    win.addEventListener('resize', schedule);
    // Content growing between steps changes the height without a window resize.
    const observer = win.ResizeObserver ? new win.ResizeObserver(schedule) : undefined;
    observer?.observe(win.document.documentElement);

    return () => {
      win.removeEventListener('load', report);
      win.removeEventListener('resize', schedule);
      observer?.disconnect();
      if (timer !== undefined) win.clearTimeout(timer);
    };
  }

  listenForUiColours(listener: (colours: unknown) => void): () => void {
    if (!this.isEmbedded() || this.origins.length === 0) return () => {};
    const { win } = this;
    const onMessage = (event: FrameMessageEvent): void => {
      // Exact origin match and the parent itself: another frame or popup on an allowed origin is not the embedder.
      if (!this.origins.includes(event.origin) || event.source !== win.parent) return;
      const { data } = event;
      if (!isRecord(data) || data.type !== UI_COLORS_MESSAGE_TYPE || !isRecord(data.colors)) return;
      listener(data.colors);
    };
    win.addEventListener('message', onMessage);
    return () => win.removeEventListener('message', onMessage);
  }
}
