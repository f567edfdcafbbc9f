import { MathRandom } from '../../adapters/browser/MathRandom';
import { DomDocumentMetadata } from '../../adapters/browser/DomDocumentMetadata';
import { NavigatorConnectivity } from '../../adapters/browser/NavigatorConnectivity';
import { NavigatorDeviceReadings } from '../../adapters/browser/NavigatorDeviceReadings';
import { SystemClock } from '../../adapters/browser/SystemClock';
import { UuidIdGenerator } from '../../adapters/browser/UuidIdGenerator';
import type { Clock } from '../../application/ports/Clock';
import type { Connectivity } from '../../application/ports/Connectivity';
import type { ConsentRecorder } from '../../application/ports/ConsentRecorder';
import type { ConsentSource } from '../../application/ports/ConsentSource';
import type { DeviceReadings } from '../../application/ports/DeviceReadings';
import type { DocumentMetadata } from '../../application/ports/DocumentMetadata';
import type { IdGenerator } from '../../application/ports/IdGenerator';
import type { KeyValueStorage } from '../../application/ports/KeyValueStorage';
import type { Logger } from '../../application/ports/Logger';
import type { ParentFrame } from '../../application/ports/ParentFrame';
import type { ProductAnalytics } from '../../application/ports/ProductAnalytics';
import type { Random } from '../../application/ports/Random';
import type { SessionRecorder } from '../../application/ports/SessionRecorder';
import type { FunnelStorage } from '../../application/session/FunnelStorage';
import { lazyModule, type LazyModule } from '../../application/kernel/lazyModule';
import { OperationKeys } from '../../application/tracking/OperationKeys';
import { ApplyUiColours } from '../../application/usecases/ApplyUiColours';
import { ChooseLoan } from '../../application/usecases/ChooseLoan';
import { ExtendSession } from '../../application/usecases/ExtendSession';
import { StartSession } from '../../application/usecases/StartSession';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import type { FlowDefinition } from '../../domain/flow/FlowDefinition';
import type { AppEnvironment } from '../container/AppEnvironment';
import { consentFor, consoleLogger, funnelStorage, lazyParentFrame, productAnalytics, sessionRecorder, webKeyValueStorage } from '../container/portFactories';

/**
 * What the first step runs on before the full app (and its container) has arrived (first-step budget): the ports the
 * first screen and start-up use, and the use cases it calls. Built once per page. The full app's container then
 * takes these very objects for the same tokens (src/bootstrap/fullApp.ts), so there is one storage, one consent, one
 * session recorder for the page's whole life.
 */
export interface FirstStepPorts {
  readonly brand: BrandConfig;
  readonly environment: AppEnvironment;
  readonly logger: Logger;
  readonly storage: KeyValueStorage;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly random: Random;
  readonly deviceReadings: DeviceReadings;
  readonly connectivity: Connectivity;
  readonly documentMetadata: DocumentMetadata;
  readonly parentFrame: ParentFrame;
  readonly consent: ConsentSource & ConsentRecorder;
  readonly analytics: ProductAnalytics;
  readonly recorder: SessionRecorder;
  readonly funnelStorage: FunnelStorage;
  readonly operationKeys: OperationKeys;
  /** The brand's full flow, from the step catalogue's chunk. */
  readonly brandFlow: LazyModule<FlowDefinition>;
  readonly startSession: StartSession;
  readonly chooseLoan: ChooseLoan;
  readonly applyUiColours: ApplyUiColours;
  readonly extendSession: ExtendSession;
}

const timerWait = (ms: number): Promise<void> => new Promise((resolve) => globalThis.setTimeout(resolve, ms));

/**
 * The first step's ports, wired by hand as the container's modules wire them (the same factories,
 * src/container/portFactories.ts). Used unless an integration of the build replaces one of them
 * (src/bootstrap/mount.tsx, PORTS_FROM_CONTAINER): the container then builds them before anything renders.
 */
export function firstStepPorts(brand: BrandConfig, environment: AppEnvironment): FirstStepPorts {
  let recorder: SessionRecorder | undefined;
  const logger = consoleLogger(environment, () => recorder!);
  const storage = webKeyValueStorage(environment, logger);
  const clock = new SystemClock();
  const ids = new UuidIdGenerator();
  const random = new MathRandom();
  const consent = consentFor(brand, environment, storage, clock);
  recorder = sessionRecorder(brand, environment, consent, random);
  const analytics = productAnalytics(brand, environment, consent, logger);
  const deviceReadings = new NavigatorDeviceReadings(environment.window);
  const stored = funnelStorage(storage, consent, logger, timerWait);
  const operationKeys = new OperationKeys(stored, ids);
  return {
    brand,
    environment,
    logger,
    storage,
    clock,
    ids,
    random,
    deviceReadings,
    connectivity: new NavigatorConnectivity(environment.window),
    documentMetadata: new DomDocumentMetadata(environment.document),
    parentFrame: lazyParentFrame(environment, brand, logger),
    consent,
    analytics,
    recorder,
    funnelStorage: stored,
    operationKeys,
    brandFlow: lazyModule(async () => (await import('../../domain/flow/catalogue')).loadBrandFlow(brand)),
    startSession: new StartSession({ storage: stored, keys: operationKeys, ids, clock, device: deviceReadings, logger, analytics, recorder, brand }),
    chooseLoan: new ChooseLoan(stored, brand),
    applyUiColours: new ApplyUiColours(stored),
    extendSession: new ExtendSession({ storage: stored, clock, brand }),
  };
}
