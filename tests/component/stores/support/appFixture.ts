import { ContainerModule } from 'inversify';
import type { BrandConfig as BrandConfigData } from '../../../../domain/brand/BrandConfigSchema';
import { createServices } from '../../../../src/bootstrap/createServices';
import { DeferredNavigation } from '../../../../ui/services/Navigation';
import { createContainer } from '../../../../src/container/createContainer';
import {
  AppEnvironment,
  CaptchaProvider,
  Clock,
  Connectivity,
  ConsentRecorder,
  ConsentSource,
  DeviceReadings,
  DocumentMetadata,
  Hasher,
  IdGenerator,
  KeyValueStorage,
  LeadGateway,
  Logger,
  ParentFrame,
  PixelTracker,
  ProductAnalytics,
  Random,
  SessionRecorder,
  Translator,
} from '../../../../src/container/tokens';
import { WaitBetweenTries } from '../../../../src/container/useCasesModule';
import { RootStore } from '../../../../ui/stores/RootStore';
import { FixedCaptchaProvider } from '../../../support/FixedCaptchaProvider';
import { FixedClock } from '../../../support/FixedClock';
import { FixedConnectivity } from '../../../support/FixedConnectivity';
import { FixedConsentSource } from '../../../support/FixedConsentSource';
import { FixedDeviceReadings } from '../../../support/FixedDeviceReadings';
import { FixedRandom } from '../../../support/FixedRandom';
import { InMemoryKeyValueStorage } from '../../../support/InMemoryKeyValueStorage';
import { InMemoryLeadGateway } from '../../../support/InMemoryLeadGateway';
import { KeyEchoTranslator } from '../../../support/KeyEchoTranslator';
import { SequenceIdGenerator } from '../../../support/SequenceIdGenerator';
import { Sha256Hasher } from '../../../support/Sha256Hasher';
import { SpyDocumentMetadata } from '../../../support/SpyDocumentMetadata';
import { SpyLogger } from '../../../support/SpyLogger';
import { SpyParentFrame } from '../../../support/SpyParentFrame';
import { SpyPixelTracker } from '../../../support/SpyPixelTracker';
import { SpyProductAnalytics } from '../../../support/SpyProductAnalytics';
import { SpySessionRecorder } from '../../../support/SpySessionRecorder';
import { aBrand } from '../../../support/leadMother';
import { fakeEnvironment } from '../../../unit/container/fakeEnvironment';

/**
 * The ui's services as production builds them (src/container/createContainer.ts, then src/bootstrap/createServices.ts),
 * with every port rebound to a hand-written fake and the lead API in memory (docs/architecture.md house rule 8: fakes, not
 * module mocks), in the way an integrator swaps an adapter.
 */
export async function appFixture(
  overrides: Partial<BrandConfigData> = {},
  options: { readonly modules?: readonly ContainerModule[]; readonly storage?: InMemoryKeyValueStorage; readonly gateway?: InMemoryLeadGateway } = {},
) {
  const brand = aBrand(overrides);
  // A page loaded again (a reload) is a new fixture over the previous one's storage and lead API.
  const gateway = options.gateway ?? new InMemoryLeadGateway();
  const storage = options.storage ?? new InMemoryKeyValueStorage();
  const consent = new FixedConsentSource();
  const logger = new SpyLogger();
  const clock = new FixedClock();
  const connectivity = new FixedConnectivity();
  const documentMetadata = new SpyDocumentMetadata();
  const analytics = new SpyProductAnalytics();
  // An inert document: the first-interaction prefetch would otherwise listen on the page every test shares.
  const environment = { ...fakeEnvironment().environment, document: new EventTarget() as Document };
  const fakes = new ContainerModule(({ rebind }) => {
    rebind(AppEnvironment).toConstantValue(environment);
    rebind(KeyValueStorage).toConstantValue(storage);
    rebind(Clock).toConstantValue(clock);
    rebind(IdGenerator).toConstantValue(new SequenceIdGenerator());
    rebind(Random).toConstantValue(new FixedRandom());
    rebind(Hasher).toConstantValue(new Sha256Hasher());
    rebind(Logger).toConstantValue(logger);
    rebind(ConsentSource).toConstantValue(consent);
    rebind(ConsentRecorder).toConstantValue(consent);
    rebind(Connectivity).toConstantValue(connectivity);
    rebind(DeviceReadings).toConstantValue(new FixedDeviceReadings());
    rebind(DocumentMetadata).toConstantValue(documentMetadata);
    rebind(ParentFrame).toConstantValue(new SpyParentFrame());
    rebind(ProductAnalytics).toConstantValue(analytics);
    rebind(SessionRecorder).toConstantValue(new SpySessionRecorder());
    rebind(CaptchaProvider).toConstantValue(new FixedCaptchaProvider());
    rebind(Translator).toConstantValue(new KeyEchoTranslator());
    rebind(PixelTracker).toConstantValue(new SpyPixelTracker('meta'));
    rebind(LeadGateway).toConstantValue(gateway);
    rebind(WaitBetweenTries).toConstantValue(async () => {});
  });
  const container = createContainer(brand, { environment, modules: [fakes, ...(options.modules ?? [])] });
  // Held navigations until a test attaches a router (renderApp does).
  const navigation = new DeferredNavigation({ pathname: '/', search: {} });
  const services = createServices(container, brand, '/application-frontend', navigation);
  /** The applicant's first interaction, on the inert document the first-interaction listeners use. */
  const interact = (): void => void environment.document.dispatchEvent(new Event('pointerdown'));
  return { services, navigation, stores: new RootStore(services), connectivity, gateway, storage, consent, logger, documentMetadata, analytics, clock, brand, interact };
}
