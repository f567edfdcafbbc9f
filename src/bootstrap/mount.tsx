import { startTransition, useEffect, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { DictionaryTranslator } from '../../adapters/i18n/DictionaryTranslator';
import { lazyModule } from '../../application/kernel/lazyModule';
import { loadApplicationPage } from '../../ui/app/applicationPages';
import { DeferredNavigation, locationOf } from '../../ui/services/Navigation';
import { ErrorFallback } from '../../ui/chrome/ErrorFallback';
import { firstScreenNumberFormats } from '../../ui/kit/formatMoney';
import { HydrationCommitContext } from '../../ui/kit/hydrationCommit';
import { TranslateProvider } from '../../ui/kit/Translate';
import { RootStore } from '../../ui/stores/RootStore';
import { resumeScreen } from '../../ui/steps/StepStore';
import { readBrandConfig } from '../config/readBrandConfig';
import { browserEnvironment } from '../container/browserEnvironment';
import { integrations } from '../integrations';
import { AppTree } from './AppTree';
import { keepEarlyInputAcrossRender, startCarryOver } from './carryOverEarlyInput';
import { DIALOG_ANSWERED_ATTRIBUTE, firstScreenSignature, markFirstStepInteractive, PRERENDERED_ATTRIBUTE, PRERENDERED_YEAR_ATTRIBUTE, RESUMING_ATTRIBUTE, takeEarlyPresses } from './firstScreen';
import { replayEarlyPresses } from './replayEarlyPresses';
import { readFirstScreenText, SwitchableTranslator } from './firstScreenText';
import { firstStepPorts, type FirstStepPorts } from './firstStepPorts';
import type { HandOver } from './fullApp';
import { shellServices } from './shellServices';
import { yieldToMain } from './yieldToMain';

/** Base path of the router (docs/product.md "What the product is", configurable at build time through PUBLIC_BASE_PATH; see rsbuild.config.ts). */
export const BASE_PATH = process.env.PUBLIC_BASE_PATH ?? '/application-frontend';

/**
 * Whether this build's integrations hold a container module (src/integrations.ts; pixel vendors are declarations, as
 * isPixelVendor reads them): such a module may replace a port the first step uses, so the first step then waits for
 * the container and runs on its objects. The shipped list is empty, so the first step builds its own.
 */
const PORTS_FROM_CONTAINER = integrations.some((integration) => (integration as { kind?: unknown }).kind !== 'pixelVendor');

/**
 * When the full app is fetched if the applicant has not touched the page (milliseconds after the take-over). Decision:
 * the applicant's first press, key or edit fetches it at once (the later steps' code with it); without one the
 * first screen's reading time stays free of it for 10 seconds, as for the session timeout warning.
 */
export const FULL_APP_IDLE_DELAY_MILLISECONDS = 10_000;

/** The full app's chunk (src/bootstrap/fullApp.ts): container, router, i18next, vendors, later use cases. */
const fullAppModule = lazyModule(() => import(/* webpackChunkName: "full-app" */ './fullApp'));

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
  document.documentElement.removeAttribute(DIALOG_ANSWERED_ATTRIBUTE);
};

/** Calls `onCommit` once React has committed the tree (the first screen is interactive, FIRST_STEP_INTERACTIVE_MARK). */
function Committed({ children, onCommit }: { children: ReactNode; onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/** A client render into `root`, dropping prerendered markup of another state first (it stays hidden or visible until then). */
const renderFresh = (root: HTMLElement, element: ReactNode, onCommit: () => void = markFirstStepInteractive): void => {
  root.replaceChildren();
  releasePrerenderMarkers(root);
  createRoot(root).render(<Committed onCommit={onCommit}>{element}</Committed>);
};

/**
 * The first step in another state than the prerendered one (a landing amount, a stored answer): a client render that
 * replaces the prerendered screen in its commit (React clears the root it renders into), synchronously, so the screen
 * is never blank and nothing typed meanwhile falls between. What was typed into the prerendered screen and the presses
 * made on it are then replayed onto the app's (issue 25 item 1), as after a hydration; the markers go last.
 */
const replaceFirstScreen = (root: HTMLElement, element: ReactNode, takenOver: () => void): void => {
  const replayTyped = keepEarlyInputAcrossRender(root);
  const committed = (): void => {
    replayTyped();
    void replayEarlyPresses(root, takeEarlyPresses(window)).then(() => {
      releasePrerenderMarkers(root);
      takenOver();
    });
  };
  flushSync(() => createRoot(root).render(<Committed onCommit={committed}>{element}</Committed>));
};

/** Runs `run` once the browser is idle after `delayMs` (or after the delay where there is no idle callback). */
const whenIdleAfter = (delayMs: number, run: () => void): void =>
  void setTimeout(() => (typeof requestIdleCallback === 'function' ? requestIdleCallback(() => run(), { timeout: delayMs }) : run()), delayMs);

/**
 * Mounts the funnel (docs/product.md "Page chrome": "The app mounts into a single root container under a router with a configurable base
 * path") in two parts (first-step budget, issue 25):
 *
 * - the first step, this chunk: reads the brand the server injected, wires the first step's ports (FirstStepPorts),
 *   services whose later calls load the full app (shellServices) and the stores, starts the session, loads the
 *   application page with the brand's stylesheet, and draws the first screen with the texts the page carries
 *   (`first-screen-text`, no i18next yet) and no router (the screens follow the page's location: DeferredNavigation);
 * - the full app (src/bootstrap/fullApp.ts, its own chunk): the container with the integrations, the router, i18next,
 *   the vendors and the later use cases. It takes over without drawing anything, at the applicant's first
 *   interaction, at the first call that needs it, or FULL_APP_IDLE_DELAY_MILLISECONDS after the take-over. Any
 *   screen but the first step (a returning applicant, a result, a page without a prerendered screen) waits for it
 *   before drawing.
 *
 * Take-over of a prerendered first screen (prerendered first screen): when the root holds the build's markup and the
 * started stores would render exactly it — same route, same answers, banner, colours, frame mode
 * (firstScreenSignature) and the same footer year — the app hydrates it (`hydrateRoot`: the nodes stay, no layout
 * shift) and replays what the applicant typed meanwhile (carryOverEarlyInput). At the index this needs the URL the
 * index would open first: the address is replaced by the step's URL (as ApplicationIndex's REPLACE navigation does,
 * query dropped alike). Any other state is a client render (`createRoot`): React never has to recover from a
 * mismatch, and no attribute of another state stays on screen. On the first step (a landing amount, say) that render
 * replaces the prerendered screen in its own commit and takes over what was typed and pressed on it
 * (replaceFirstScreen); any other screen is drawn into an emptied root.
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
  const environment = browserEnvironment();
  const location = locationOf(window.location, BASE_PATH);
  // The screens follow the page's own location until the router is attached (ui/services/Navigation.ts).
  const navigation = new DeferredNavigation(location);
  const text = prerendered ? readFirstScreenText(document) : null;
  let handOver: HandOver | undefined;
  const started = lazyModule(async () => {
    const { startFullApp } = await fullAppModule.load();
    return startFullApp(handOver!);
  });
  // A prefetch of the full app waits until the first screen is interactive (issue 25 item 2: its start-up never
  // competes with the take-over); a call that needs it (a returning applicant's resume, a screen but the first) loads it at once.
  let interactive = (): void => undefined;
  const firstScreenInteractive = new Promise<void>((resolve) => (interactive = resolve));
  const fullApp = { load: started.load, prefetch: () => void firstScreenInteractive.then(() => started.prefetch()) };
  const translator = new SwitchableTranslator(new DictionaryTranslator(text ?? {}));
  let ports: FirstStepPorts;
  let container: HandOver['container'];
  try {
    if (PORTS_FROM_CONTAINER) ({ ports, container } = (await fullAppModule.load()).containerFirst(brand.value, environment));
    else ports = firstStepPorts(brand.value, environment);
  } catch (error) {
    console.error('Start-up failed', error instanceof Error ? error.message : String(error));
    renderFresh(root, <ErrorFallback onRetry={() => window.location.reload()} />);
    return;
  }
  handOver = { ports, basePath: BASE_PATH, navigation, translator, ...(container ? { container } : {}) };
  // Building the services and the stores are each tens of milliseconds at 4× CPU: a task apiece keeps every start-up
  // task near or under 50 ms (first-step TBT).
  await yieldToMain(window);
  const services = shellServices({ ports, basePath: BASE_PATH, navigation, translator, fullApp });
  await yieldToMain(window);
  const stores = new RootStore(services);
  // A partner's UI colours (docs/product.md "Page chrome"), listened for before start-up so an early message is not lost; never stopped.
  services.parentFrame.listenForUiColours((colours) => stores.chrome.applyCustomUiColours(colours));
  await yieldToMain(window);
  // The application page and its stylesheet load while the session starts (docs/product.md "Screens and routes", "Error catalogue").
  const page = loadApplicationPage(brand.value, BASE_PATH, services.logger).catch(() => undefined);
  // Meanwhile: the number formats the first screen shows, a task each (ui/kit/formatMoney.ts).
  const numberFormats = (async () => {
    for (const build of firstScreenNumberFormats(brand.value.intlLocale, brand.value.currency)) {
      await yieldToMain(window);
      build();
    }
  })();
  const failed = (error: unknown): void => {
    // A bug at start-up, or code start-up needs that could not be fetched (the full app, a returning applicant's stored
    // answers' schemas): the translated fallback screen rather than a blank page (docs/product.md "Page chrome"), with a retry that loads
    // the page again.
    services.logger.error('Start-up failed', { error: error instanceof Error ? error.message : String(error) });
    renderFresh(
      root,
      <TranslateProvider t={services.t}>
        <ErrorFallback onRetry={() => window.location.reload()} />
      </TranslateProvider>,
    );
  };
  try {
    await Promise.all([stores.funnel.start(window.location.search), numberFormats]);
  } catch (error) {
    failed(error);
    return;
  }

  const route = location.pathname;
  const screen = route === '/' ? resumeScreen(stores.funnel, stores.funnel.startRoute) : route;
  const firstStep = stores.funnel.flow.steps[0];
  // The first step draws on its own only with the page's texts for it; every other screen waits for the full app.
  if (text === null || firstStep === undefined || stores.funnel.stepOfRoute(screen) !== firstStep) {
    try {
      await fullApp.load();
    } catch (error) {
      failed(error);
      return;
    }
    renderFresh(root, <AppTree services={services} stores={stores} />);
    return;
  }
  if (route !== screen) {
    window.history.replaceState(window.history.state, '', `${BASE_PATH}${screen}`);
    navigation.startAt({ pathname: screen, search: {} });
  }
  const takenOver = (): void => {
    markFirstStepInteractive();
    interactive();
    whenIdleAfter(FULL_APP_IDLE_DELAY_MILLISECONDS, () => fullApp.prefetch());
  };
  const hydrate =
    prerendered !== null &&
    prerendered.year === new Date(services.clock.now()).getFullYear() &&
    prerendered.signature === firstScreenSignature(services, stores, screen);
  // The step's chunk is needed for the first render anyway; with it loaded, the page hydrates (or renders) in one pass.
  await page;
  if (!hydrate) {
    replaceFirstScreen(root, <AppTree services={services} stores={stores} />, takenOver);
    return;
  }
  document.documentElement.removeAttribute(RESUMING_ATTRIBUTE);
  // What was typed first is replayed in the commit that hydrates the page's controls (ui/kit/hydrationCommit.ts), and on
  // the frames after it for what React has not taken.
  const earlyInput = startCarryOver(root);
  startTransition(() => {
    hydrateRoot(
      root,
      <HydrationCommitContext value={earlyInput.lookNow}>
        <AppTree services={services} stores={stores} />
      </HydrationCommitContext>,
      {
      // Not expected (the signature matched); React then renders on the client, and the mismatch is worth knowing.
        onRecoverableError: (error) => services.logger.warn('Prerendered first screen not hydrated', { error: error instanceof Error ? error.message : String(error) }),
      },
    );
  });
  // What was typed first, then the presses made before the take-over, in order (issue 25 item 1).
  void earlyInput.done
    .then(() => replayEarlyPresses(root, takeEarlyPresses(window)))
    .then(() => {
      releasePrerenderMarkers(root);
      takenOver();
    });
}
