/** The id of the page's polite live region (PageLayout renders it empty; `announce` fills it). */
export const ANNOUNCER_ID = 'a11y-status';

/**
 * Where focus goes when what held it disappears (a dialog opened at start-up, the consent banner after a choice): the
 * page's `<h1>` (focusable by script), else `<main>` — never `<body>`, where a screen reader loses its place.
 */
export const pageHeading = (doc: Document | undefined): HTMLElement | null | undefined =>
  doc && (doc.querySelector<HTMLElement>('main h1[tabindex]') ?? doc.querySelector<HTMLElement>('main'));

/** Says `message` through the page's polite live region: read out without moving focus (WCAG 4.1.3 status messages). */
export function announce(doc: Document, message: string): void {
  const region = doc.getElementById(ANNOUNCER_ID);
  if (region) region.textContent = message;
}

/**
 * Focuses `target` in the next frame, before it paints, unless focus moved meanwhile (the applicant typing at once:
 * focus is never taken from them). Not in the page change itself, where focusing forces a layout of its own (issue 14).
 * Returns the cancel, for an effect's cleanup.
 */
export function focusNextFrame(target: { readonly current: HTMLElement | null }): () => void {
  const before = target.current?.ownerDocument.activeElement;
  const frame = requestAnimationFrame(() => {
    if (target.current?.ownerDocument.activeElement === before) target.current?.focus();
  });
  return () => cancelAnimationFrame(frame);
}
