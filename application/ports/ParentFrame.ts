/**
 * The window that embeds the funnel in an iframe (spec §2 "Inside an iframe ...").
 * Height messages go only to configured parent origins, never `*` (tracking-privacy-security.md §3, ASVS 3.5.5).
 */
export interface ParentFrame {
  /** True when the page runs inside an iframe (header, footer, title and favicon are then omitted, spec §2). */
  isEmbedded(): boolean;
  /**
   * Start posting `{ type: 'FORM_HEIGHT', height }` (height in CSS pixels) to the parent: on load, on resize and
   * after a 100 ms debounce, only when the height changed by more than 10 px (spec §2, §9). Does nothing when not
   * embedded. Returns the function that stops reporting.
   */
  startHeightReporting(): () => void;
}
