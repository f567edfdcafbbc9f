import '../../ui/styles/base.css';
import '../../ui/app/app.css';
import { RouterProvider } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';
import { AppProvider } from '../../ui/app/AppContext';
import { createAppRouter } from '../../ui/app/createAppRouter';
import { loadApplicationPage } from '../../ui/app/applicationPages';
import { ErrorFallback } from '../../ui/chrome/ErrorFallback';
import { TranslateProvider } from '../../ui/kit/Translate';
import { RootStore } from '../../ui/stores/RootStore';
import { readBrandConfig } from '../config/readBrandConfig';
import { activateVendors } from '../container/activateVendors';
import { createContainer } from '../container/createContainer';
import { Translator } from '../container/tokens';
import { createServices } from './createServices';

/** Base path of the router (spec §1, configurable at build time through PUBLIC_BASE_PATH; see rsbuild.config.ts). */
export const BASE_PATH = process.env.PUBLIC_BASE_PATH ?? '/application-frontend';

/**
 * Mounts the funnel (spec §2 "The app mounts into a single root container under a router with a configurable base
 * path"): reads the brand the server injected, builds the container, listens for the embedding page's UI colours,
 * loads the locale and starts the session together, starts loading the application page with the brand's stylesheet,
 * then renders the router.
 */
export async function mount(root: HTMLElement): Promise<void> {
  const reactRoot = createRoot(root);
  const brand = readBrandConfig(document);
  if (!brand.ok) {
    console.error('Brand configuration unreadable', brand.error.kind);
    reactRoot.render(<ErrorFallback />);
    return;
  }
  // The page's language is the brand's (WCAG 3.1.1); index.html ships the default brand's.
  document.documentElement.lang = brand.value.intlLocale;
  const container = createContainer(brand.value);
  const services = createServices(container, brand.value, BASE_PATH);
  const stores = new RootStore(services);
  // A partner's UI colours (spec §3), listened for before start-up so an early message is not lost; never stopped.
  services.parentFrame.listenForUiColours((colours) => stores.chrome.applyCustomUiColours(colours));
  const locale = container.get(Translator).changeLocale(brand.value.locale);
  // The application page and its stylesheet load while the locale and the session start (spec §2, §8).
  void loadApplicationPage(brand.value, BASE_PATH, services.logger).catch(() => undefined);
  try {
    await Promise.all([locale, stores.funnel.start(window.location.search)]);
  } catch (error) {
    // A bug at start-up: the translated fallback screen rather than a blank page (spec §2).
    services.logger.error('Start-up failed', { error: error instanceof Error ? error.message : String(error) });
    reactRoot.render(
      <TranslateProvider t={services.t}>
        <ErrorFallback />
      </TranslateProvider>,
    );
    return;
  }
  activateVendors(container);
  const router = createAppRouter(BASE_PATH);
  reactRoot.render(
    <AppProvider services={services} stores={stores}>
      <TranslateProvider t={services.t}>
        <RouterProvider router={router} />
      </TranslateProvider>
    </AppProvider>,
  );
}
