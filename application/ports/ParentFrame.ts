/**
 * The window that embeds the funnel in an iframe (docs/product.md "Page chrome": "Inside an iframe ...").
 * Height messages go only to configured parent origins, never `*`; incoming messages are accepted only from an exact
 * configured origin and read as data (docs/security-and-reliability.md "Framing and parent messages", ASVS 3.5.5).
 */
export interface ParentFrame {
  /** True when the page runs inside an iframe (header, footer, title and favicon are then omitted, docs/product.md "Page chrome"). */
  isEmbedded(): boolean;
  /**
   * Start posting `{ type: 'FORM_HEIGHT', height }` (height in CSS pixels) to the parent: on load, on resize and
   * after a 100 ms debounce, only when the height changed by more than 10 px (docs/product.md "Page chrome"). Does nothing when not
   * embedded. Returns the function that stops reporting.
   */
  startHeightReporting(): () => void;
  /**
   * Listen for the parent's custom UI colours (docs/product.md "Page chrome": "UI colours: custom colours, merged over the stored ones"): a
   * `{ type: 'UI_COLORS', colors: { <name>: <css colour> } }` message posted by the parent window from an origin that
   * exactly matches a configured parent origin. `listener` receives the `colors` object as untrusted data (still to be
   * checked as CSS colours, application/session/uiColours.ts); any other message is ignored. Does nothing when not
   * embedded or with no origin configured. Returns the function that stops listening.
   */
  listenForUiColours(listener: (colours: unknown) => void): () => void;
}
