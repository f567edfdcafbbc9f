import { startTransition, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createAppRouter } from '../../ui/app/createAppRouter';
import { loadApplicationPage } from '../../ui/app/applicationPages';
import { ErrorFallback } from '../../ui/chrome/ErrorFallback';
import { firstScreenNumberFormats } from '../../ui/kit/formatMoney';
import { TranslateProvider } from '../../ui/kit/Translate';
import { RootStore } from '../../ui/stores/RootStore';
import { readBrandConfig } from '../config/readBrandConfig';
import { activateVendors } from '../container/activateVendors';
import { createContainer } from '../container/createContainer';
import { Translator } from '../container/tokens';
import { integrations } from '../integrations';
import { AppTree } from './AppTree';
import { carryOverEarlyInput } from './carryOverEarlyInput';
import { createServices } from './createServices';
import { firstScreenSignature, PRERENDERED_ATTRIBUTE, PRERENDERED_YEAR_ATTRIBUTE, RESUMING_ATTRIBUTE } from './firstScreen';
import { yieldToMain } from './yieldToMain';
import { resumeScreen } from '../../ui/stores/StepStore';

/** Base path of the router (docs/product.md "What the product is", configurable at build time through PUBLIC_BASE_PATH; see rsbuild.config.ts). */
export const BASE_PATH = process.env.PUBLIC_BASE_PATH ?? '/application-frontend';

/** The prerendered first screen in the root, as the server sent it (src/bootstrap/firstScreen.ts). */
interface Prerendered {
  readonly signature: string;
  readonly year: number;
}

const readPrerendered = (root: HTMLElement): Prerendered | null => {
  const signature = root.getAttribute(PRERENDERED_ATTRIBUTE);
  const year = Number(root.getAttribute(PRERENDERED_YEAR_ATTRIBUTE));
  return signature !== null && root.firstElementChild !== null && Number.isInteger(year) ? { signature, year } : null;
};

/** The app owns the root from now on: the prerender markers go, the page is shown again. */
const releasePrerenderMarkers = (root: HTMLElement): void => {
  root.removeAttribute(PRERENDERED_ATTRIBUTE);
  root.removeAttribute(PRERENDERED_YEAR_ATTRIBUTE);
  document.documentElement.removeAttribute(RESUMING_ATTRIBUTE);
};

/** A client render into `root`, dropping prerendered markup of another state first (it stays hidden or visible until then). */
const renderFresh = (root: HTMLElement, element: ReactNode): void => {
  root.replaceChildren();
  releasePrerenderMarkers(root);
  createRoot(root).render(element);
};

/** The route under the base path of the current URL, e.g. `/` or `/step/initial-details`. */
const currentRoute = (): string => {
  const { pathname } = window.location;
  const route = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname;
  return route === '' || route === '/index.html' ? '/' : route;
};

/**
 * Mounts the funnel (docs/product.md "Page chrome": "The app mounts into a single root container under a router with a configurable base
 * path"): reads the brand the server injected, builds the container, listens for the embedding page's UI colours,
 * loads the locale and starts the session together, starts loading the application page with the brand's stylesheet,
 * then renders the router.
 *
 * Take-over of a prerendered first screen (prerendered first screen): when the root holds the build's markup and the started
 * stores would render exactly it — same route, same answers, banner, colours, frame mode (firstScreenSignature) and
 * the same footer year — the app hydrates it (`hydrateRoot`: the nodes stay, no layout shift) and replays what the
 * applicant typed meanwhile (carryOverEarlyInput). At the index this needs the URL the index would open first: the
 * address is replaced by the step's URL (as ApplicationIndex's REPLACE navigation does, query dropped alike) before
 * the router reads it. Any other state is a client render into an emptied root (`createRoot`): React never has to
 * recover from a mismatch, and no attribute of another state stays on screen.
 */
export async function mount(root: HTMLElement): Promise<void> {
  // The app's modules were evaluated in this task: the building below starts in a task of its own.
  await yieldToMain(window);
  const prerendered = readPrerendered(root);
  const brand = readBrandConfig(document);
  if (!brand.ok) {
    console.error('Brand configuration unreadable', brand.error.kind);
    renderFresh(root, <ErrorFallback />);
    return;
  }
  // The page's language is the brand's (WCAG 3.1.1); index.html ships the default brand's.
  document.documentElement.lang = brand.value.intlLocale;
  const container = createContainer(brand.value, { integrations });
  // Building the container, resolving the services and building the stores are each tens of milliseconds at 4× CPU:
  // a task apiece keeps every start-up task near or under 50 ms (first-step TBT).
  await yieldToMain(window);
  const services = createServices(container, brand.value, BASE_PATH);
  await yieldToMain(window);
  const stores = new RootStore(services);
  // A partner's UI colours (docs/product.md "Page chrome"), listened for before start-up so an early message is not lost; never stopped.
  services.parentFrame.listenForUiColours((colours) => stores.chrome.applyCustomUiColours(colours));
  await yieldToMain(window);
  const locale = container.get(Translator).changeLocale(brand.value.locale);
  // The application page and its stylesheet load while the locale and the session start (docs/product.md "Screens and routes", "Error catalogue").
  const page = loadApplicationPage(brand.value, BASE_PATH, services.logger).catch(() => undefined);
  // While the locale is on its way: the number formats the first screen shows, a task each (ui/kit/formatMoney.ts).
  const numberFormats = (async () => {
    for (const build of firstScreenNumberFormats(brand.value.intlLocale, brand.value.currency)) {
      await yieldToMain(window);
      build();
    }
  })();
  try {
    await Promise.all([locale, stores.funnel.start(window.location.search), numberFormats]);
  } catch (error) {
    // A bug at start-up, or a returning applicant's stored answers whose schemas' chunk could not be fetched
    // (application/session/FunnelStorage.ts): the translated fallback screen rather than a blank page (docs/product.md "Page chrome"), with a
    // retry that loads the page again.
    services.logger.error('Start-up failed', { error: error instanceof Error ? error.message : String(error) });
    renderFresh(
      root,
      <TranslateProvider t={services.t}>
        <ErrorFallback onRetry={() => window.location.reload()} />
      </TranslateProvider>,
    );
    return;
  }
  activateVendors(container);

  const route = currentRoute();
  const screen = route === '/' ? resumeScreen(stores.funnel, stores.funnel.startRoute) : route;
  const hydrate =
    prerendered !== null &&
    prerendered.year === new Date(services.clock.now()).getFullYear() &&
    prerendered.signature === firstScreenSignature(services, stores, screen);
  if (!hydrate) {
    renderFresh(root, <AppTree services={services} stores={stores} router={createAppRouter(BASE_PATH)} />);
    return;
  }
  // The step's chunk is needed for the first render anyway; with it loaded, the page hydrates in one pass.
  await page;
  if (route !== screen) window.history.replaceState(window.history.state, '', `${BASE_PATH}${screen}`);
  const router = createAppRouter(BASE_PATH);
  // TanStack Router renders the shape it rendered on the server (no Suspense wrapper around its matches, the route
  // components rather than pending views) only as a hydrating router whose matches are loaded, as TanStack Start's
  // own client does; otherwise React reports a mismatch (error 418) and replaces the nodes.
  router.ssr = { manifest: undefined };
  try {
    await router.load();
  } catch (error) {
    // Not expected (no route loads data); the app still starts, as a client render.
    services.logger.warn('Prerendered first screen not hydrated', { error: error instanceof Error ? error.message : String(error) });
    renderFresh(root, <AppTree services={services} stores={stores} router={createAppRouter(BASE_PATH)} />);
    return;
  }
  document.documentElement.removeAttribute(RESUMING_ATTRIBUTE);
  startTransition(() => {
    hydrateRoot(root, <AppTree services={services} stores={stores} router={router} />, {
      // Not expected (the signature matched); React then renders on the client, and the mismatch is worth knowing.
      onRecoverableError: (error) => services.logger.warn('Prerendered first screen not hydrated', { error: error instanceof Error ? error.message : String(error) }),
    });
  });
  void carryOverEarlyInput(root).then(() => releasePrerenderMarkers(root));
}
