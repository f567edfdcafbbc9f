import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ErrorBoundary } from '../../../ui/app/ErrorBoundary';
import {
  APPLICATION_PAGE_NOT_FOUND,
  APPLICATION_PAGES,
  FAILED_TO_LOAD_APPLICATION_PAGE,
  loadApplicationPage,
  PRELOAD_ERROR_EVENT,
  PRODUCT_STYLES_NOT_FOUND,
} from '../../../ui/app/applicationPages';
import { TranslateProvider } from '../../../ui/kit/Translate';
import { SpyLogger } from '../../support/SpyLogger';
import { SpySessionRecorder } from '../../support/SpySessionRecorder';

function Broken(): never {
  throw new Error('boom');
}

describe('the application page registry (docs/product.md "Screens and routes": "chosen by country and product", docs/product.md "Error catalogue": messages)', () => {
  it('every brand of this build has a page', async () => {
    const { shippedBrand, shippedBrandIds } = await import('../../support/shippedBrand');
    for (const id of shippedBrandIds()) {
      const brand = shippedBrand(id);
      expect(APPLICATION_PAGES[brand.product], id).toBeTypeOf('function');
    }
  });

  it("an unknown country and product logs and throws 'ApplicationPage not found'", () => {
    const logger = new SpyLogger();
    expect(() => loadApplicationPage({ country: 'DE', product: 'unknown', styles: 'theme.css' }, '/base', logger)).toThrow(APPLICATION_PAGE_NOT_FOUND);
    expect(logger.entries.map((entry) => entry.message)).toEqual([APPLICATION_PAGE_NOT_FOUND]);
  });

  it("a brand without a stylesheet logs and throws 'Product styles not found'", () => {
    const logger = new SpyLogger();
    expect(() => loadApplicationPage({ country: 'ES', product: 'vehicle-loan', styles: '' }, '/base', logger)).toThrow(PRODUCT_STYLES_NOT_FOUND);
  });
});

describe('lazy loading of the page with its stylesheet (docs/product.md "Error catalogue")', () => {
  const failStylesheets = () => {
    const append = document.head.appendChild.bind(document.head);
    document.head.appendChild = <T extends Node>(node: T): T => {
      const result = append(node);
      if (node instanceof HTMLLinkElement) queueMicrotask(() => node.onerror?.(new Event('error')));
      return result;
    };
    return () => {
      document.head.appendChild = append;
      document.querySelectorAll('link[data-brand-styles]').forEach((link) => link.remove());
    };
  };

  it("a failed load logs 'Failed to load ApplicationPage and product styles' and raises preload-error, rethrown when unhandled", async () => {
    const restore = failStylesheets();
    const logger = new SpyLogger();
    const raised: Event[] = [];
    const listener = (event: Event) => raised.push(event);
    window.addEventListener(PRELOAD_ERROR_EVENT, listener);
    await expect(loadApplicationPage({ country: 'ES', product: 'vehicle-loan', styles: 'theme.css' }, '/base', logger)).rejects.toThrow(PRODUCT_STYLES_NOT_FOUND);
    window.removeEventListener(PRELOAD_ERROR_EVENT, listener);
    restore();
    expect(logger.messages('error')).toEqual([FAILED_TO_LOAD_APPLICATION_PAGE]);
    expect(raised).toHaveLength(1);
  });

  it('a handled preload-error is not rethrown', async () => {
    const restore = failStylesheets();
    const handle = (event: Event) => event.preventDefault();
    window.addEventListener(PRELOAD_ERROR_EVENT, handle);
    const page = await loadApplicationPage({ country: 'ES', product: 'vehicle-loan', styles: 'theme.css' }, '/base', new SpyLogger());
    window.removeEventListener(PRELOAD_ERROR_EVENT, handle);
    restore();
    expect(page.default).toBeTypeOf('function');
  });
});

describe('the first-step entry (docs/product.md "Error catalogue")', () => {
  it("fails with 'Root container not found in the DOM' without #root", async () => {
    await expect(import('../../../src/index')).rejects.toThrow('Root container not found in the DOM');
  });
});

describe('the error boundary (docs/product.md "Page chrome")', () => {
  it('shows the translated fallback and reports to the session recorder while it records', () => {
    const recorder = new SpySessionRecorder(true);
    const logger = new SpyLogger();
    const silence = console.error;
    console.error = () => {};
    render(
      <TranslateProvider t={(key) => key}>
        <ErrorBoundary logger={logger} recorder={recorder}>
          <Broken />
        </ErrorBoundary>
      </TranslateProvider>,
    );
    console.error = silence;
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('common^fallback>title');
    expect(recorder.exceptions).toHaveLength(1);
  });

  it('does not report when no recording runs', () => {
    const recorder = new SpySessionRecorder(false);
    const silence = console.error;
    console.error = () => {};
    render(
      <TranslateProvider t={(key) => key}>
        <ErrorBoundary logger={new SpyLogger()} recorder={recorder}>
          <Broken />
        </ErrorBoundary>
      </TranslateProvider>,
    );
    console.error = silence;
    expect(recorder.exceptions).toHaveLength(0);
  });
});
