import type { DocumentMetadata, PageMetadata } from '../../application/ports/DocumentMetadata';

/** Records every applied metadata; `current` is the last one. */
export class SpyDocumentMetadata implements DocumentMetadata {
  readonly applied: PageMetadata[] = [];

  apply(metadata: PageMetadata): void {
    this.applied.push(metadata);
  }
  current(): PageMetadata | undefined {
    return this.applied.at(-1);
  }
}
