import { enableStaticRendering } from 'mobx-react-lite';
import { Writable } from 'node:stream';
import { prerenderToNodeStream } from 'react-dom/static';
import type { LeadGateway as LeadGatewayPort } from '../../application/ports/LeadGateway';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { AppTree } from '../../src/bootstrap/AppTree';
import { createServices } from '../../src/bootstrap/createServices';
import { firstScreenSignature, PRERENDER_YEAR } from '../../src/bootstrap/firstScreen';
import { createPrerenderContainer } from '../../src/bootstrap/createPrerenderContainer';
import type { Integration } from '../../src/container/Integration';
import { I18next, Translator } from '../../src/container/tokens';
import { ABSENT_TEXTS, DictionaryTranslator, type TextDictionary } from '../../adapters/i18n/DictionaryTranslator';
import { stepFields } from '../../domain/flow/FlowDefinition';
import { firstScreenTexts } from './firstScreenTexts';
import { DeferredNavigation } from '../../ui/services/Navigation';
import { documentTitle } from '../../ui/kit/documentTitle';
import { flowKeys } from '../../ui/kit/flowKeys';
import { stepKeys } from '../../ui/steps/flowText';
import { visibleFields } from '../../ui/steps/StepForm';
import { RootStore } from '../../ui/stores/RootStore';
import { nodeEnvironment, NETWORK_REFUSED } from './nodeEnvironment';
import { resumeScreen } from '../../ui/steps/StepStore';

/** The first screen of one brand, as the browser would first render it for a new applicant. */
export interface FirstScreen {
  /** Route under the base path, e.g. `/step/initial-details`. */
  readonly path: string;
  /** The markup React renders into `#root` (Suspense markers included, so it hydrates). */
  readonly markup: string;
  /** firstScreenSignature of the state rendered (src/bootstrap/firstScreen.ts). */
  readonly signature: string;
  /** The document title the screen sets once running (usePageTitle), so the page has one before. */
  readonly title: string;
  /** What a browser without JavaScript shows above the screen: the funnel cannot go on without it. */
  readonly noScript: string;
  /** The texts the first step is drawn with before i18next arrives (src/bootstrap/firstScreenText.ts). */
  readonly texts: TextDictionary;
  /** The screen a Continue sent without JavaScript answers with (server/http/noScriptAnswer.ts), in the brand's language. */
  readonly noScriptAnswer: { readonly title: string; readonly heading: string; readonly body: string; readonly back: string };
}

/** Mid-June of the sentinel year: no time zone moves it into another year. */
const PRERENDER_NOW_MS = Date.UTC(PRERENDER_YEAR, 5, 15, 12);

/** Any call to the lead API: the first screen of a new applicant needs none, so one is a bug of the build. */
const refusingGateway = new Proxy({} as LeadGatewayPort, {
  // `then` stays undefined: the gateway must not look like a promise to the container.
  get: (_target, method) => (method === 'then' ? undefined : () => Promise.reject(new Error(`${NETWORK_REFUSED}: LeadGateway.${String(method)}`))),
});

/**
 * ui/app/applicationPages.ts adds the brand stylesheet to `document` unless a `link[data-brand-styles]` is there; at
 * build time the theme is inlined instead, so while rendering the page loader finds a `document` where it is
 * "present". Set only around the render: the router has decided it runs on the server by then (it reads
 * `typeof document` when created), and nothing else reads the global while rendering.
 */
async function withBrandStylesheetPresent<T>(render: () => Promise<T>): Promise<T> {
  const global = globalThis as { document?: unknown };
  const before = global.document;
  global.document = { querySelector: (selector: string) => (selector === 'link[data-brand-styles]' ? {} : null) };
  try {
    return await render();
  } finally {
    if (before === undefined) delete global.document;
    else global.document = before;
  }
}

/** Collects a Node stream into a string. */
function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
    });
    sink.on('finish', () => resolve(Buffer.concat(chunks).toString('utf8')));
    stream.on('error', reject);
    stream.pipe(sink);
  });
}

/**
 * Renders the first screen of `brand` in Node with the same tree the browser mounts (src/bootstrap/AppTree.tsx):
 * the real container with a Node environment (no network, empty storage, locales from disk), the stores started the
 * way mount.tsx starts them (`funnel.start('')`: a fresh applicant, so no API call), at the screen the index would
 * open (`resumeScreen`, as ApplicationIndex does; no router: the app draws its screens, ui/services/Navigation.ts). `prerenderToNodeStream`
 * waits for React.lazy and Suspense, so the lazily loaded application page is in the markup, not its loader.
 * The clock says year PRERENDER_YEAR: the footer's year is filled in per request by the server.
 */
export async function renderFirstScreen(brand: BrandConfig, options: { readonly localesDir: string | readonly string[]; readonly basePath: string; readonly integrations?: readonly Integration[] }): Promise<FirstScreen> {
  // Observers render once and never subscribe on the server (mobx-react-lite "Server Side Rendering").
  enableStaticRendering(true);
  const { environment, logged } = nodeEnvironment(options.localesDir);
  const container = createPrerenderContainer(brand, environment, { nowMs: PRERENDER_NOW_MS, leadGateway: refusingGateway, integrations: options.integrations ?? [] });
  const navigation = new DeferredNavigation({ pathname: '/', search: {} });
  const services = createServices(container, brand, options.basePath, navigation);
  const stores = new RootStore(services, { ticker: () => () => undefined });
  await Promise.all([container.get(Translator).changeLocale(brand.locale), stores.funnel.start('')]);
  const { funnel } = stores;
  const path = resumeScreen(funnel, funnel.startRoute);
  const step = funnel.stepOfRoute(path);
  if (!step) throw new Error(`Brand ${brand.id}: the first screen ${path} is not a step of flow ${brand.flowId}`);

  navigation.startAt({ pathname: path, search: {} });
  const render = (withServices: typeof services) =>
    withBrandStylesheetPresent(async () => {
      const { prelude } = await prerenderToNodeStream(<AppTree services={withServices} stores={stores} />, {
        onError: (error) => {
          logged.push(['error', 'render', error]);
        },
      });
      return readAll(prelude);
    });
  const markup = await render(services);
  const problems = logged.filter(([level]) => level === 'error');
  if (problems.length > 0) throw new Error(`Brand ${brand.id}: the prerender logged errors: ${JSON.stringify(problems, errorReplacer)}`);

  // (A legacy page keeps each field's texts under the catalogue step it comes from: fieldSteps.)
  // The first step is answered with the page's own texts before i18next arrives: drawn with them, it must be this very
  // markup, and no text may be missing (the build fails otherwise, rather than the page showing a key).
  const i18n = container.get(I18next);
  let texts = firstScreenTexts(i18n, { steps: [step.path, ...(step.modal ? [step.modal.path] : []), ...Object.values(step.fieldSteps ?? {})], fields: stepFields(step).map((field) => field.name) });
  const dictionary = new DictionaryTranslator(texts);
  const missing = new Set<string>();
  // A key i18next has no text for either (an optional hint) reads the same from both: only a lost text counts. Such
  // keys go into the page as known-absent (ABSENT_TEXTS), so the app's switch to i18next draws nothing again for them.
  const absent = new Set<string>();
  const note = (key: string): void => void (dictionary.has(key) || (i18n.exists(key) ? missing.add(key) : absent.add(key)));
  const fromTexts = await render({ ...services, t: (key, params) => (note(key), dictionary.translate(key, params)) });
  if (missing.size > 0) throw new Error(`Brand ${brand.id}: the first screen's texts lack ${[...missing].join(', ')}`);
  if (absent.size > 0) texts = { ...texts, [ABSENT_TEXTS]: Object.fromEntries([...absent].sort().map((key) => [key, ''])) };
  if (fromTexts !== markup) throw new Error(`Brand ${brand.id}: the first screen drawn with its own texts differs from the one drawn with i18next`);

  // The title usePageTitle gives this step (StepPage: a single question's label, else the step's title).
  const keys = stepKeys(step.path, step.fieldSteps);
  const fields = visibleFields(step);
  // A legacy page is headed by its section label (StepPage).
  const question = step.fieldSteps ? services.t(flowKeys.section(step.section)) : fields.length === 1 && fields[0] ? services.t(keys.label(fields[0].name)) : services.t(keys.title);
  const title = documentTitle(services.t, { question, brandName: brand.pageData.pageTitle ?? brand.name });
  const heading = services.t('common^errorSummary>title');
  const noScriptAnswer = {
    title: documentTitle(services.t, { question: heading, brandName: brand.pageData.pageTitle ?? brand.name }),
    heading,
    body: services.t('common^noScript'),
    back: services.t('common^buttons>back'),
  };
  return { path, markup, signature: firstScreenSignature(services, stores, path), title, noScript: services.t('common^noScript'), texts, noScriptAnswer };
}

const errorReplacer = (_key: string, value: unknown): unknown => (value instanceof Error ? `${value.name}: ${value.message}` : value);
