import type { DocumentMetadata, PageMetadata } from '../../application/ports/DocumentMetadata';

/** Sets title, description, keywords and favicon on a DOM document (docs/product.md "Page chrome"). */
export class DomDocumentMetadata implements DocumentMetadata {
  constructor(private readonly doc: Document) {}

  apply(metadata: PageMetadata): void {
    this.doc.title = metadata.title;
    this.meta('description').content = metadata.description;
    this.meta('keywords').content = metadata.keywords;
    // The same favicon is not set again: the browser would process it again on every step change (issue 14).
    const favicon = this.favicon();
    if (favicon.getAttribute('href') !== metadata.faviconHref) favicon.href = metadata.faviconHref;
  }

  private meta(name: string): HTMLMetaElement {
    const existing = this.doc.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
    if (existing) return existing;
    const element = this.doc.createElement('meta');
    element.name = name;
    this.doc.head.append(element);
    return element;
  }

  private favicon(): HTMLLinkElement {
    const existing = this.doc.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (existing) return existing;
    const element = this.doc.createElement('link');
    element.rel = 'icon';
    this.doc.head.append(element);
    return element;
  }
}
