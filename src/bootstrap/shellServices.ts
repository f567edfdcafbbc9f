import type { Translator } from '../../application/ports/Translator';
import type { FunnelState } from '../../application/session/FunnelState';
import { lazyPort } from '../../application/shared/lazyPort';
import { headFlow } from '../../domain/flow/headFlow';
import { err } from '../../domain/shared/Result';
import type { AppServices, AppUseCases } from '../../ui/services/AppServices';
import type { Navigation } from '../../ui/services/Navigation';
import { lazyUseCase } from '../container/lazyUseCase';
import { onFirstInteraction } from '../container/prefetchLaterSteps';
import type { FirstStepPorts } from './firstStepPorts';

/** The full app as the first step reaches it: its services once it has taken over (src/bootstrap/fullApp.ts). */
export interface FullAppLoader {
  /** Loads the full app (once; a failed fetch is tried again by the next call); rejects while its code cannot be fetched. */
  load(): Promise<AppServices>;
  /** Starts loading it without waiting. */
  prefetch(): void;
}

// A full app that failed to arrive is a network failure: the value each use case already answers for one (retryable).
const network = () => ({ kind: 'Network' as const });
const networkWithState = (input: { readonly state: FunnelState }) => ({ kind: 'Network' as const, state: input.state });

type Forwarded = Exclude<keyof AppUseCases, 'startSession' | 'chooseLoan' | 'applyUiColours' | 'extendSession'>;

/**
 * The app's services while the first step is answered without the full app (first-step budget): the first step's own
 * ports and use cases (FirstStepPorts), and for everything else a forwarder that loads the full app on its first call
 * and hands the call to the full app's own service (lazyUseCase: a call made meanwhile waits; a fetch that fails
 * answers the use case's network failure). The ui holds this one object for the page's whole life, so the full app
 * taking over changes no context value and renders nothing again. The full app also starts loading at the
 * applicant's first interaction.
 */
export function shellServices(input: {
  readonly ports: FirstStepPorts;
  readonly basePath: string;
  readonly navigation: Navigation;
  readonly translator: Translator & Partial<NonNullable<AppServices['textChanges']>>;
  readonly fullApp: FullAppLoader;
}): AppServices {
  const { ports, fullApp, translator } = input;
  const { brand, logger } = ports;
  const forward = <K extends Forwarded>(name: K, failure: (input: never) => { kind: string }): AppUseCases[K] =>
    lazyUseCase(name, async () => (await fullApp.load()).useCases[name] as never, failure, logger) as unknown as AppUseCases[K];
  let interacted = (): void => undefined;
  const firstInteraction = new Promise<void>((resolve) => (interacted = resolve));
  onFirstInteraction(ports.environment.document, () => {
    fullApp.prefetch();
    interacted();
  });
  return {
    brand,
    basePath: input.basePath,
    navigation: input.navigation,
    flow: headFlow(brand),
    // The full flow once the full app is there: a step is prepared or opened only with the code and texts it needs.
    loadFlow: async () => {
      await fullApp.load();
      return ports.brandFlow.load();
    },
    t: (key, params) => translator.translate(key, params),
    ...(translator.subscribe && translator.version ? { textChanges: { subscribe: translator.subscribe, version: translator.version } } : {}),
    clock: ports.clock,
    logger,
    useCases: {
      startSession: ports.startSession,
      chooseLoan: ports.chooseLoan,
      applyUiColours: ports.applyUiColours,
      extendSession: ports.extendSession,
      saveStep: forward('saveStep', networkWithState),
      submitLead: forward('submitLead', networkWithState),
      awaitDecision: forward('awaitDecision', network),
      handOverToPartner: forward('handOverToPartner', network),
      lookUpPostcode: forward('lookUpPostcode', network),
      unsubscribe: forward('unsubscribe', network),
      resumeApplication: forward('resumeApplication', network),
      loadReferenceData: forward('loadReferenceData', network),
      validateEmail: forward('validateEmail', network),
    },
    firstInteraction,
    offerStage: async () => (await fullApp.load()).offerStage(),
    saveQueue: async (host) => {
      const full = await fullApp.load();
      if (!full.saveQueue) throw new Error('The full app has no save queue');
      return full.saveQueue(host);
    },
    // The step events come with the later-steps chunk, and with it the full app (docs/funnel-events.md).
    funnelEvents: async () => {
      const full = await fullApp.load();
      if (!full.funnelEvents) throw new Error('The full app records no funnel events');
      return full.funnelEvents();
    },
    // A step's drafts come with the later-steps chunk too (docs/drafts.md); whether any is stored is read from storage now.
    answerDrafts: async (host) => {
      const full = await fullApp.load();
      if (!full.answerDrafts) throw new Error('The full app keeps no drafts');
      return full.answerDrafts(host);
    },
    draftsStored: () => ports.storage.read('answerDrafts') !== undefined,
    captcha: lazyPort(async () => (await fullApp.load()).captcha, () => err({ kind: 'CaptchaUnavailable' as const })),
    documentMetadata: ports.documentMetadata,
    parentFrame: ports.parentFrame,
    consentSource: ports.consent,
    consentRecorder: ports.consent,
    sessionRecorder: ports.recorder,
    connectivity: ports.connectivity,
  };
}
