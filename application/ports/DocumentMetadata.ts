/** What the page tells the browser about itself (docs/product.md "Page chrome"). */
export interface PageMetadata {
  /** Document title. */
  readonly title: string;
  /** `<meta name="description">` content. */
  readonly description: string;
  /** `<meta name="keywords">` content. */
  readonly keywords: string;
  /** Favicon URL (from the country/brand path, docs/product.md "Page chrome"). */
  readonly faviconHref: string;
}

/**
 * Sets the document's title, description, keywords and favicon (docs/product.md "Page chrome": from page data, falling back to the brand
 * name; omitted inside an iframe — the caller decides, this port only applies).
 */
export interface DocumentMetadata {
  /** Replace the current metadata with `metadata`, creating the `<meta>`/`<link>` elements when missing. */
  apply(metadata: PageMetadata): void;
}
