import { beforeEach, describe, expect, it } from 'vitest';
import { DomDocumentMetadata } from '../../../adapters/browser/DomDocumentMetadata';

const metadata = { title: 'Préstamo con tu coche', description: 'Pide hasta 20.000 €', keywords: 'préstamo, coche', faviconHref: '/brands/es-vehicle/favicon.svg' };

describe('DomDocumentMetadata (spec §2 page chrome)', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('sets title, description, keywords and favicon, creating the elements', () => {
    new DomDocumentMetadata(document).apply(metadata);
    expect(document.title).toBe(metadata.title);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(metadata.description);
    expect(document.head.querySelector('meta[name="keywords"]')?.getAttribute('content')).toBe(metadata.keywords);
    expect(document.head.querySelector('link[rel="icon"]')?.getAttribute('href')).toBe(metadata.faviconHref);
  });

  it('updates existing elements instead of adding more', () => {
    document.head.innerHTML = '<meta name="description" content="old"><link rel="icon" href="/old.ico">';
    const adapter = new DomDocumentMetadata(document);
    adapter.apply(metadata);
    adapter.apply({ ...metadata, description: 'new' });
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('new');
  });

  it('treats page data as text: markup in a title is not parsed', () => {
    new DomDocumentMetadata(document).apply({ ...metadata, title: '<img src=x onerror=alert(1)>' });
    expect(document.title).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });
});
