import { describe, expect, it } from 'vitest';
import { afterFirstPaint, FIRST_PAINT_FALLBACK_MILLISECONDS } from '../../../src/bootstrap/afterFirstPaint';

/** A window whose frames and timers run only when the test says so. */
function manualWindow() {
  const frames: Array<() => void> = [];
  const timers: Array<{ callback: () => void; ms: number }> = [];
  return {
    win: { requestAnimationFrame: (callback: () => void) => frames.push(callback), setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }) },
    frame: () => frames.splice(0).forEach((callback) => callback()),
    timers,
  };
}

const settledWithin = async (promise: Promise<void>): Promise<boolean> => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('afterFirstPaint (the prerendered screen is painted before the app is fetched)', () => {
  it('resolves in the frame after the next one: the page has been painted once', async () => {
    const { win, frame } = manualWindow();
    const painted = afterFirstPaint(win);
    expect(await settledWithin(painted)).toBe(false);
    frame();
    expect(await settledWithin(painted)).toBe(false);
    frame();
    expect(await settledWithin(painted)).toBe(true);
  });

  it('a hidden tab, which runs no frames, starts after the fallback', async () => {
    const { win, timers } = manualWindow();
    const painted = afterFirstPaint(win);
    expect(timers.map((timer) => timer.ms)).toEqual([FIRST_PAINT_FALLBACK_MILLISECONDS]);
    expect(await settledWithin(painted)).toBe(false);
    timers[0]?.callback();
    expect(await settledWithin(painted)).toBe(true);
  });
});
