/** The window parts the iframe check reads. */
export interface FramedWindow {
  readonly self: unknown;
  readonly top: unknown;
}

/** Whether the page runs inside an iframe (docs/product.md "Page chrome"). */
export function isFramed(win: FramedWindow): boolean {
  try {
    return win.self !== win.top;
  } catch {
    // A cross-origin top that cannot even be compared means we are framed.
    return true;
  }
}
