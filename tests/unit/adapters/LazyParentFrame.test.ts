import { describe, expect, it } from 'vitest';
import { LazyParentFrame } from '../../../adapters/browser/LazyParentFrame';
import type { ParentFrame } from '../../../application/ports/ParentFrame';

const TOP = {};
const framed = { self: {}, top: TOP };
const notFramed = { self: TOP, top: TOP };
const crossOriginTop = {
  self: {},
  get top(): unknown {
    throw new Error('SecurityError');
  },
};

/** A ParentFrame that records what was started and stopped. */
function recordingFrame() {
  const log: string[] = [];
  const frame: ParentFrame = {
    isEmbedded: () => true,
    startHeightReporting: () => {
      log.push('height started');
      return () => log.push('height stopped');
    },
    listenForUiColours: (listener) => {
      log.push('colours started');
      listener({ brand: '#123456' });
      return () => log.push('colours stopped');
    },
  };
  return { frame, log };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('LazyParentFrame: the iframe adapter only for framed pages (first-step budget)', () => {
  it('answers whether the page is framed without loading anything, a cross-origin top counting as framed', () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(recordingFrame().frame);
    };
    expect(new LazyParentFrame(framed, ['https://partner.example'], load, () => undefined).isEmbedded()).toBe(true);
    expect(new LazyParentFrame(notFramed, ['https://partner.example'], load, () => undefined).isEmbedded()).toBe(false);
    expect(new LazyParentFrame(crossOriginTop, ['https://partner.example'], load, () => undefined).isEmbedded()).toBe(true);
    expect(loads).toBe(0);
  });

  it('a page that is not framed, or has no parent origin, never fetches the adapter: starting and stopping do nothing', async () => {
    let loads = 0;
    const load = () => {
      loads += 1;
      return Promise.resolve(recordingFrame().frame);
    };
    for (const frame of [new LazyParentFrame(notFramed, ['https://partner.example'], load, () => undefined), new LazyParentFrame(framed, [], load, () => undefined)]) {
      frame.startHeightReporting()();
      frame.listenForUiColours(() => undefined)();
    }
    await flush();
    expect(loads).toBe(0);
  });

  it('a framed page starts the adapter once it arrives and stops it through the function it answered', async () => {
    const { frame, log } = recordingFrame();
    const colours: unknown[] = [];
    const lazy = new LazyParentFrame(framed, ['https://partner.example'], () => Promise.resolve(frame), () => undefined);
    const stopHeight = lazy.startHeightReporting();
    const stopColours = lazy.listenForUiColours((c) => colours.push(c));
    expect(log).toEqual([]);
    await flush();
    expect(log).toEqual(['height started', 'colours started']);
    expect(colours).toEqual([{ brand: '#123456' }]);
    stopHeight();
    stopColours();
    expect(log).toEqual(['height started', 'colours started', 'height stopped', 'colours stopped']);
  });

  it('stopped before the adapter arrives: it is never started', async () => {
    const { frame, log } = recordingFrame();
    const lazy = new LazyParentFrame(framed, ['https://partner.example'], () => Promise.resolve(frame), () => undefined);
    lazy.startHeightReporting()();
    await flush();
    expect(log).toEqual([]);
  });

  it('a fetch that fails is reported, throws nothing, and the next start tries again', async () => {
    const { frame, log } = recordingFrame();
    const failures: unknown[] = [];
    let attempt = 0;
    const load = () => (++attempt === 1 ? Promise.reject(new Error('chunk')) : Promise.resolve(frame));
    const lazy = new LazyParentFrame(framed, ['https://partner.example'], load, (error) => failures.push(error));
    lazy.startHeightReporting();
    await flush();
    expect(failures).toHaveLength(1);
    lazy.startHeightReporting();
    await flush();
    expect(log).toEqual(['height started']);
  });
});
