import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FORM_HEIGHT_DEBOUNCE_MILLISECONDS,
  FORM_HEIGHT_THRESHOLD_PIXELS,
  type FormHeightMessage,
  type FrameWindow,
  WindowParentFrame,
} from '../../../adapters/browser/WindowParentFrame';

const PARENT = 'https://partner.example.com';

/** A framed window with a settable content height and a recorded parent. */
const framedWindow = (options: { framed?: boolean; readyState?: string; height?: number } = {}) => {
  const listeners = new Map<string, Set<() => void>>();
  const observers: { callback: () => void; disconnected: boolean }[] = [];
  const posted: { message: FormHeightMessage; origin: string }[] = [];
  const top = {};
  const doc = { readyState: options.readyState ?? 'complete', documentElement: { scrollHeight: options.height ?? 600 }, body: { scrollHeight: 0 } };
  const win: FrameWindow & { fire(type: string): void } = {
    self: {},
    top: options.framed === false ? undefined : top,
    parent: { postMessage: (message, origin) => posted.push({ message, origin }) },
    document: doc,
    addEventListener: (type, listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)?.add(listener);
    },
    removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    ResizeObserver: class {
      private readonly entry: { callback: () => void; disconnected: boolean };
      constructor(callback: () => void) {
        this.entry = { callback, disconnected: false };
        observers.push(this.entry);
      }
      observe(): void {}
      disconnect(): void {
        this.entry.disconnected = true;
      }
    },
    fire: (type) => listeners.get(type)?.forEach((listener) => listener()),
  };
  if (options.framed === false) (win as { self: unknown }).self = win.top;
  const setHeight = (height: number): void => {
    doc.documentElement.scrollHeight = height;
  };
  return { win, posted, setHeight, observers, listeners };
};

describe('WindowParentFrame (spec §2 FORM_HEIGHT; tracking-privacy-security.md §3 postMessage)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds the spec constants: 100 ms debounce, 10 px threshold', () => {
    expect(FORM_HEIGHT_DEBOUNCE_MILLISECONDS).toBe(100);
    expect(FORM_HEIGHT_THRESHOLD_PIXELS).toBe(10);
  });

  it('detects iframe mode', () => {
    expect(new WindowParentFrame(framedWindow().win, [PARENT]).isEmbedded()).toBe(true);
    expect(new WindowParentFrame(framedWindow({ framed: false }).win, [PARENT]).isEmbedded()).toBe(false);
  });

  it('counts a top that throws on access as framed', () => {
    const { win } = framedWindow();
    Object.defineProperty(win, 'top', { get: () => { throw new DOMException('blocked', 'SecurityError'); } });
    expect(new WindowParentFrame(win, [PARENT]).isEmbedded()).toBe(true);
  });

  it('posts the height on load, to the configured origin only', () => {
    const { win, posted } = framedWindow({ readyState: 'loading', height: 640 });
    new WindowParentFrame(win, [PARENT]).startHeightReporting();
    expect(posted).toEqual([]);
    win.fire('load');
    expect(posted).toEqual([{ message: { type: 'FORM_HEIGHT', height: 640 }, origin: PARENT }]);
  });

  it('posts at once when the document has already loaded', () => {
    const { win, posted } = framedWindow({ height: 700 });
    new WindowParentFrame(win, [PARENT]).startHeightReporting();
    expect(posted.map((p) => p.message.height)).toEqual([700]);
  });

  it('debounces resizes by 100 ms: a burst posts once, 100 ms after the last event', () => {
    const { win, posted, setHeight } = framedWindow({ height: 600 });
    new WindowParentFrame(win, [PARENT]).startHeightReporting();
    setHeight(800);
    win.fire('resize');
    vi.advanceTimersByTime(60);
    win.fire('resize');
    vi.advanceTimersByTime(99);
    expect(posted).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(posted.map((p) => p.message.height)).toEqual([600, 800]);
  });

  it.each([
    [10, false],
    [11, true],
    [-10, false],
    [-11, true],
  ])('a change of %i px is posted: %s', (delta, expected) => {
    const { win, posted, setHeight } = framedWindow({ height: 600 });
    new WindowParentFrame(win, [PARENT]).startHeightReporting();
    setHeight(600 + delta);
    win.fire('resize');
    vi.advanceTimersByTime(100);
    expect(posted.length === 2).toBe(expected);
  });

  it('measures against the last posted height, so small drifts add up', () => {
    const { win, posted, setHeight } = framedWindow({ height: 600 });
    new WindowParentFrame(win, [PARENT]).startHeightReporting();
    for (const height of [606, 611]) {
      setHeight(height);
      win.fire('resize');
      vi.advanceTimersByTime(100);
    }
    expect(posted.map((p) => p.message.height)).toEqual([600, 611]);
  });

  it('reports content growth seen by the ResizeObserver, debounced', () => {
    const { win, posted, setHeight, observers } = framedWindow({ height: 600 });
    new WindowParentFrame(win, [PARENT]).startHeightReporting();
    setHeight(900);
    observers[0]?.callback();
    vi.advanceTimersByTime(100);
    expect(posted.at(-1)?.message.height).toBe(900);
  });

  it('never posts to "*" and drops non-URL origins; posts to each exact origin', () => {
    const { win, posted } = framedWindow();
    new WindowParentFrame(win, ['*', 'not a url', `${PARENT}/some/path`, 'https://b.example.org']).startHeightReporting();
    expect(posted.map((p) => p.origin)).toEqual([PARENT, 'https://b.example.org']);
  });

  it('posts nothing without configured origins or outside an iframe', () => {
    const none = framedWindow();
    new WindowParentFrame(none.win, []).startHeightReporting();
    const top = framedWindow({ framed: false });
    new WindowParentFrame(top.win, [PARENT]).startHeightReporting();
    expect([...none.posted, ...top.posted]).toEqual([]);
  });

  it('stops: listeners removed, observer disconnected, pending report cancelled', () => {
    const { win, posted, setHeight, observers, listeners } = framedWindow({ height: 600 });
    const stop = new WindowParentFrame(win, [PARENT]).startHeightReporting();
    setHeight(900);
    win.fire('resize');
    stop();
    vi.advanceTimersByTime(500);
    expect(posted).toHaveLength(1);
    expect(observers[0]?.disconnected).toBe(true);
    expect(listeners.get('resize')?.size).toBe(0);
  });
});
