import type { ComponentType } from 'react';
import type { Logger } from '../../application/ports/Logger';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import type { ApplicationView } from './ApplicationPage';

/** docs/product.md "Error catalogue": logged and thrown. */
export const APPLICATION_PAGE_NOT_FOUND = 'ApplicationPage not found';
export const PRODUCT_STYLES_NOT_FOUND = 'Product styles not found';
/** docs/product.md "Error catalogue": logged when lazy loading fails. */
export const FAILED_TO_LOAD_APPLICATION_PAGE = 'Failed to load ApplicationPage and product styles';
/** docs/product.md "Error catalogue": dynamic-import failures raise this event; rethrown unless a listener calls preventDefault(). */
export const PRELOAD_ERROR_EVENT = 'preload-error';

type PageModule = { default: ComponentType<ApplicationView> };
// In the app's own chunk ("app", src/index.tsx): every first step needs this page, and one file compresses ≈ 1 KB gzip
// smaller than the two it was (first-step budget). It is still imported here, after the container is up.
const dynamicFlowPage = (): Promise<PageModule> => import(/* webpackChunkName: "app" */ './ApplicationPage');

/**
 * The application page of each product (chosen by country and product at load time), as data. The choice
 * is per product, the same in every country: every brand of this build runs a v3 flow, so each entry loads the one
 * dynamic-flow page, and a new country needs no row. A new page type is a new row, not an `if`.
 */
export const APPLICATION_PAGES: Readonly<Record<string, () => Promise<PageModule>>> = {
  'vehicle-loan': dynamicFlowPage,
  'personal-loan': dynamicFlowPage,
  'mini-loan': dynamicFlowPage,
  'debt-consolidation': dynamicFlowPage,
  'instalment-loan': dynamicFlowPage,
  'payroll-loan': dynamicFlowPage,
};

/** Adds the brand's stylesheet to the document; resolves when it has loaded. */
function loadStylesheet(doc: Document, href: string): Promise<void> {
  const existing = doc.querySelector<HTMLLinkElement>(`link[data-brand-styles]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.brandStyles = '';
    link.onload = () => resolve();
    link.onerror = () => reject(new Error(PRODUCT_STYLES_NOT_FOUND));
    doc.head.appendChild(link);
  });
}

let pending: Promise<PageModule> | null = null;
/** The page's module once it has loaded: a render from then on draws it at once (LazyApplicationPage). */
let loaded: PageModule | undefined;

/** The application page's component if loadApplicationPage has brought it, else undefined. */
export const loadedApplicationPage = (): ComponentType<ApplicationView> | undefined => loaded?.default;

/**
 * Loads the brand's application page and stylesheet together (docs/product.md "Screens and routes", "Error catalogue"). Called once; later calls share the
 * promise. A failed dynamic import raises the `preload-error` event on window and is rethrown unless handled.
 */
export function loadApplicationPage(brand: Pick<BrandConfig, 'country' | 'product' | 'styles'>, basePath: string, logger: Logger): Promise<PageModule> {
  if (pending) return pending;
  const loader = APPLICATION_PAGES[brand.product];
  if (!loader) {
    logger.error(APPLICATION_PAGE_NOT_FOUND, { country: brand.country, product: brand.product });
    throw new Error(APPLICATION_PAGE_NOT_FOUND);
  }
  if (!brand.styles) {
    logger.error(PRODUCT_STYLES_NOT_FOUND, { country: brand.country, product: brand.product });
    throw new Error(PRODUCT_STYLES_NOT_FOUND);
  }
  pending = Promise.all([loader(), loadStylesheet(document, `${basePath}/brand/${brand.styles}`)])
    .then(([module]) => (loaded = module))
    .catch((error: unknown) => {
      pending = null;
      logger.error(FAILED_TO_LOAD_APPLICATION_PAGE, { error: error instanceof Error ? error.message : String(error) });
      const event = new CustomEvent(PRELOAD_ERROR_EVENT, { cancelable: true, detail: error });
      window.dispatchEvent(event);
      if (!event.defaultPrevented) throw error;
      return { default: () => null } as PageModule;
    });
  return pending;
}
