import { describe, expect, it } from 'vitest';
import type { DocumentMetadata, PageMetadata } from '../../../application/ports/DocumentMetadata';

/** A document metadata under contract, and what the page shows now (title, description, keywords, favicon). */
export interface DocumentMetadataHarness {
  readonly metadata: DocumentMetadata;
  shown(): PageMetadata | undefined;
}

const PAGE: PageMetadata = { title: 'Préstamo con tu coche', description: 'Pide hasta 20.000 €', keywords: 'préstamo, coche', faviconHref: '/brands/es-vehicle/favicon.svg' };

/** The contract every `DocumentMetadata` passes (docs/product.md "Page chrome"): the last applied metadata is what shows. */
export const describeDocumentMetadataContract = (label: string, setup: () => DocumentMetadataHarness): void => {
  describe(`${label} honours the DocumentMetadata contract`, () => {
    it('shows the applied metadata, and the later one after a second apply', () => {
      const { metadata, shown } = setup();
      metadata.apply(PAGE);
      expect(shown()).toEqual(PAGE);
      metadata.apply({ ...PAGE, title: 'Paso 2', description: 'new' });
      expect(shown()).toEqual({ ...PAGE, title: 'Paso 2', description: 'new' });
    });

    it('keeps page data as text: markup in a title is shown as written', () => {
      const { metadata, shown } = setup();
      metadata.apply({ ...PAGE, title: '<img src=x onerror=alert(1)>' });
      expect(shown()?.title).toBe('<img src=x onerror=alert(1)>');
    });
  });
};
