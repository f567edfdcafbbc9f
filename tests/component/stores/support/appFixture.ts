import { Container, ContainerModule } from 'inversify';
import { flowById } from '../../../../domain/flow/flowsById';
import type { BrandConfig as BrandConfigData } from '../../../../domain/brand/BrandConfigSchema';
import type { AppServices } from '../../../../ui/app/AppServices';
import { RootStore } from '../../../../ui/stores/RootStore';
import {
  BrandConfig,
  Clock,
  ConsentSource,
  DeviceReadings,
  Hasher,
  IdGenerator,
  KeyValueStorage,
  LeadGateway,
  Logger,
  PixelTracker,
  ProductAnalytics,
  SessionRecorder,
  Random,
} from '../../../../src/container/tokens';
import * as UseCase from '../../../../src/container/useCaseTokens';
import { useCasesModule } from '../../../../src/container/useCasesModule';
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

/**
 * The ui's services over the real use cases (src/container/useCasesModule.ts) with every port a hand-written fake and
 * the lead API in memory (architecture.md rule 8: fakes, not module mocks).
 */
export async function appFixture(overrides: Partial<BrandConfigData> = {}) {
  const brand = aBrand(overrides);
  const gateway = new InMemoryLeadGateway();
  const storage = new InMemoryKeyValueStorage();
  const consent = new FixedConsentSource();
  const logger = new SpyLogger();
  const clock = new FixedClock();
  const connectivity = new FixedConnectivity();
  const container = new Container();
  await container.load(
    new ContainerModule(({ bind }) => {
      bind(BrandConfig).toConstantValue(brand);
      bind(KeyValueStorage).toConstantValue(storage);
      bind(Clock).toConstantValue(clock);
      bind(IdGenerator).toConstantValue(new SequenceIdGenerator());
      bind(Random).toConstantValue(new FixedRandom());
      bind(Hasher).toConstantValue(new Sha256Hasher());
      bind(Logger).toConstantValue(logger);
      bind(ConsentSource).toConstantValue(consent);
      bind(DeviceReadings).toConstantValue(new FixedDeviceReadings());
      bind(ProductAnalytics).toConstantValue(new SpyProductAnalytics());
      bind(SessionRecorder).toConstantValue(new SpySessionRecorder());
      bind(PixelTracker).toConstantValue(new SpyPixelTracker('meta'));
      bind(LeadGateway).toConstantValue(gateway);
    }),
    useCasesModule({ wait: async () => {} }),
  );
  const flow = flowById(brand.flowId);
  if (!flow.ok) throw new Error(brand.flowId);
  const translator = new KeyEchoTranslator();
  const documentMetadata = new SpyDocumentMetadata();
  const services: AppServices = {
    brand,
    basePath: '/application-frontend',
    flow: flow.value,
    t: (key, params) => translator.translate(key, params),
    clock,
    logger,
    useCases: {
      startSession: container.get(UseCase.StartSession),
      chooseLoan: container.get(UseCase.ChooseLoan),
      saveStep: container.get(UseCase.SaveStep),
      submitLead: container.get(UseCase.SubmitLead),
      awaitDecision: container.get(UseCase.AwaitDecision),
      handOverToPartner: container.get(UseCase.HandOverToPartner),
      lookUpPostcode: container.get(UseCase.LookUpPostcode),
      unsubscribe: container.get(UseCase.Unsubscribe),
      resumeApplication: container.get(UseCase.ResumeApplication),
    },
    captcha: new FixedCaptchaProvider(),
    documentMetadata,
    parentFrame: new SpyParentFrame(),
    consentSource: consent,
    consentRecorder: consent,
    sessionRecorder: new SpySessionRecorder(),
    connectivity,
  };
  return { services, stores: new RootStore(services), connectivity, gateway, storage, consent, logger, documentMetadata, brand };
}
