/** What afterFirstPaint needs of the window. */
export interface PaintWindow {
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, milliseconds: number): unknown;
}

/** A hidden tab runs no animation frames: start anyway after this long (milliseconds). */
export const FIRST_PAINT_FALLBACK_MILLISECONDS = 100;

/**
 * Resolves once the browser has painted the page as it is (the frame after the next one), or after the fallback.
 * The prerendered first screen is then on screen before the app's code is fetched and run: on a fast link the chunks
 * would otherwise arrive and run before the first paint, making the largest paint wait for the bundle (prerendered first screen).
 */
export function afterFirstPaint(win: PaintWindow, fallbackMs = FIRST_PAINT_FALLBACK_MILLISECONDS): Promise<void> {
  return new Promise((resolve) => {
    win.requestAnimationFrame(() => win.requestAnimationFrame(() => resolve()));
    win.setTimeout(resolve, fallbackMs);
  });
}
