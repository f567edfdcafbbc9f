import { beforeEach, describe, expect, it } from 'vitest';
import { DomDocumentMetadata } from '../../../adapters/browser/DomDocumentMetadata';
import { describeDocumentMetadataContract } from '../../contract/suites/documentMetadataContract';
import { SpyDocumentMetadata } from '../../support/SpyDocumentMetadata';

const metadata = { title: 'Préstamo con tu coche', description: 'Pide hasta 20.000 €', keywords: 'préstamo, coche', faviconHref: '/brands/es-vehicle/favicon.svg' };

describeDocumentMetadataContract('SpyDocumentMetadata (test double)', () => {
  const metadata = new SpyDocumentMetadata();
  return { metadata, shown: () => metadata.current() };
});
describeDocumentMetadataContract('DomDocumentMetadata', () => {
  document.head.innerHTML = '';
  document.title = '';
  const content = (selector: string): string => document.head.querySelector(selector)?.getAttribute('content') ?? '';
  return {
    metadata: new DomDocumentMetadata(document),
    shown: () => ({
      title: document.title,
      description: content('meta[name="description"]'),
      keywords: content('meta[name="keywords"]'),
      faviconHref: document.head.querySelector('link[rel="icon"]')?.getAttribute('href') ?? '',
    }),
  };
});

describe('DomDocumentMetadata (docs/product.md "Page chrome")', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('does not set the same favicon again (the browser would process it again on every step: issue 14)', () => {
    const adapter = new DomDocumentMetadata(document);
    adapter.apply(metadata);
    const changes: string[] = [];
    const observer = new MutationObserver((records) => changes.push(...records.map((record) => `${record.type}:${(record.target as Element).tagName ?? record.target.nodeName}:${record.attributeName ?? ''}`)));
    observer.observe(document.head, { subtree: true, attributes: true, childList: true, characterData: true });
    adapter.apply({ ...metadata, title: 'Paso 2' });
    const records = observer.takeRecords().map((record) => `${record.type}:${(record.target as Element).tagName ?? record.target.nodeName}:${record.attributeName ?? ''}`);
    observer.disconnect();
    expect([...changes, ...records].filter((change) => change.includes('LINK'))).toEqual([]);
    expect(document.title).toBe('Paso 2');
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
