import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FORM_HEIGHT_DEBOUNCE_MILLISECONDS,
  FORM_HEIGHT_THRESHOLD_PIXELS,
  type FrameMessageEvent,
  type FormHeightMessage,
  type FrameWindow,
  WindowParentFrame,
} from '../../../adapters/browser/WindowParentFrame';
import { SpyParentFrame } from '../../support/SpyParentFrame';
import { describeParentFrameContract } from '../suites/parentFrameContract';

const PARENT = 'https://partner.example.com';

/** A framed window with a settable content height and a recorded parent. */
const framedWindow = (options: { framed?: boolean; readyState?: string; height?: number } = {}) => {
  const listeners = new Map<string, Set<(event: FrameMessageEvent) => void>>();
  const observers: { callback: () => void; disconnected: boolean }[] = [];
  const posted: { message: FormHeightMessage; origin: string }[] = [];
  const top = {};
  const doc = { readyState: options.readyState ?? 'complete', documentElement: { scrollHeight: options.height ?? 600 }, body: { scrollHeight: 0 } };
  const win: FrameWindow & { fire(type: string, event?: FrameMessageEvent): void } = {
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
    fire: (type, event = { origin: '', source: null, data: undefined }) => listeners.get(type)?.forEach((listener) => listener(event)),
  };
  if (options.framed === false) (win as { self: unknown }).self = win.top;
  const setHeight = (height: number): void => {
    doc.documentElement.scrollHeight = height;
  };
  return { win, posted, setHeight, observers, listeners };
};

describeParentFrameContract('SpyParentFrame (test double)', {
  embedded: () => {
    const frame = new SpyParentFrame(true);
    return { frame, sendUiColours: (colours) => frame.sendUiColours(colours) };
  },
  standalone: () => new SpyParentFrame(false),
});
describeParentFrameContract('WindowParentFrame', {
  embedded: () => {
    const { win } = framedWindow();
    return {
      frame: new WindowParentFrame(win, [PARENT]),
      sendUiColours: (colours) => win.fire('message', { origin: PARENT, source: win.parent, data: { type: 'UI_COLORS', colors: colours } }),
    };
  },
  standalone: () => new WindowParentFrame(framedWindow({ framed: false }).win, [PARENT]),
});

describe('WindowParentFrame (docs/product.md "Page chrome": FORM_HEIGHT; docs/security-and-reliability.md "Framing and parent messages": postMessage)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('holds the spec constants: 100 ms debounce, 10 px threshold', () => {
    expect(FORM_HEIGHT_DEBOUNCE_MILLISECONDS).toBe(100);
    expect(FORM_HEIGHT_THRESHOLD_PIXELS).toBe(10);
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

describe('WindowParentFrame UI_COLORS messages (docs/product.md "Page chrome": UI colours; docs/security-and-reliability.md "Framing and parent messages": exact origin, data only)', () => {
  const COLOURS = { primary: '#0b5', 'footer-background': 'rgb(1, 2, 3)' };

  /** A framed window listening for colours, and what reached the listener. */
  const listening = (origins: readonly string[] = [PARENT], options: { framed?: boolean } = {}) => {
    const frame = framedWindow(options);
    const received: unknown[] = [];
    const stop = new WindowParentFrame(frame.win, origins).listenForUiColours((colours) => received.push(colours));
    const post = (data: unknown, origin = PARENT, source: unknown = frame.win.parent): void =>
      frame.win.fire('message', { origin, source, data });
    return { ...frame, received, stop, post };
  };

  it('passes the colors of a UI_COLORS message from the parent on the configured origin, as sent', () => {
    const { received, post } = listening();
    post({ type: 'UI_COLORS', colors: COLOURS });
    expect(received).toEqual([COLOURS]);
  });

  it('accepts each configured origin, compared by origin (a configured path is ignored)', () => {
    const { received, post } = listening([`${PARENT}/embed/page`, 'https://b.example.org']);
    post({ type: 'UI_COLORS', colors: { primary: '#111' } }, 'https://b.example.org');
    post({ type: 'UI_COLORS', colors: { primary: '#222' } }, PARENT);
    expect(received).toEqual([{ primary: '#111' }, { primary: '#222' }]);
  });

  it.each([
    'https://partner.example.com.evil.test',
    'https://evil.partner.example.com',
    'http://partner.example.com',
    'https://partner.example.com:8443',
    'https://partner.example.co',
    'https://PARTNER.example.com/',
    'null',
    '',
    '*',
  ])('ignores a message from origin %j (exact match only)', (origin) => {
    const { received, post } = listening();
    post({ type: 'UI_COLORS', colors: COLOURS }, origin);
    expect(received).toEqual([]);
  });

  it('ignores a message on the right origin that does not come from the parent window', () => {
    const { received, post } = listening();
    post({ type: 'UI_COLORS', colors: COLOURS }, PARENT, {});
    post({ type: 'UI_COLORS', colors: COLOURS }, PARENT, null);
    expect(received).toEqual([]);
  });

  it.each([
    ['null', null],
    ['a number', 42],
    ['a JSON string', JSON.stringify({ type: 'UI_COLORS', colors: COLOURS })],
    ['an array', [{ type: 'UI_COLORS', colors: COLOURS }]],
    ['another type', { type: 'FORM_HEIGHT', height: 10 }],
    ['the type in another case', { type: 'ui_colors', colors: COLOURS }],
    ['no colors', { type: 'UI_COLORS' }],
    ['colors null', { type: 'UI_COLORS', colors: null }],
    ['colors a string', { type: 'UI_COLORS', colors: 'primary: red' }],
    ['colors an array', { type: 'UI_COLORS', colors: ['#fff'] }],
  ])('ignores malformed data: %s', (_name, data) => {
    const { received, post } = listening();
    post(data);
    expect(received).toEqual([]);
  });

  it('never throws and passes nothing on for arbitrary data that is not a UI_COLORS message', () => {
    const { received, post } = listening();
    fc.assert(
      fc.property(fc.anything(), (data) => {
        fc.pre(!(typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'UI_COLORS'));
        expect(() => post(data)).not.toThrow();
      }),
    );
    expect(received).toEqual([]);
  });

  it('stops listening: the listener is removed and later messages are ignored', () => {
    const { received, post, stop, listeners } = listening();
    stop();
    post({ type: 'UI_COLORS', colors: COLOURS });
    expect(received).toEqual([]);
    expect(listeners.get('message')?.size).toBe(0);
  });

  it('adds no listener outside an iframe, without configured origins, or with only "*" configured', () => {
    const top = listening([PARENT], { framed: false });
    const none = listening([]);
    const star = listening(['*']);
    for (const frame of [top, none, star]) {
      frame.post({ type: 'UI_COLORS', colors: COLOURS });
      expect(frame.listeners.get('message')).toBeUndefined();
      expect(frame.received).toEqual([]);
      expect(() => frame.stop()).not.toThrow();
    }
  });
});
