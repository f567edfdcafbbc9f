import type { ServiceIdentifier } from 'inversify';
import type { CaptchaProvider as CaptchaProviderPort } from '../../application/ports/CaptchaProvider';
import type { Clock as ClockPort } from '../../application/ports/Clock';
import type { Connectivity as ConnectivityPort } from '../../application/ports/Connectivity';
import type { ConsentRecorder as ConsentRecorderPort } from '../../application/ports/ConsentRecorder';
import type { ConsentSource as ConsentSourcePort } from '../../application/ports/ConsentSource';
import type { DeviceReadings as DeviceReadingsPort } from '../../application/ports/DeviceReadings';
import type { DocumentMetadata as DocumentMetadataPort } from '../../application/ports/DocumentMetadata';
import type { Hasher as HasherPort } from '../../application/ports/Hasher';
import type { i18n } from 'i18next';
import type { IdGenerator as IdGeneratorPort } from '../../application/ports/IdGenerator';
import type { KeyValueStorage as KeyValueStoragePort } from '../../application/ports/KeyValueStorage';
import type { LeadGateway as LeadGatewayPort } from '../../application/ports/LeadGateway';
import type { Logger as LoggerPort } from '../../application/ports/Logger';
import type { ParentFrame as ParentFramePort } from '../../application/ports/ParentFrame';
import type { PixelTracker as PixelTrackerPort } from '../../application/ports/PixelTracker';
import type { ProductAnalytics as ProductAnalyticsPort } from '../../application/ports/ProductAnalytics';
import type { Random as RandomPort } from '../../application/ports/Random';
import type { SessionRecorder as SessionRecorderPort } from '../../application/ports/SessionRecorder';
import type { Translator as TranslatorPort } from '../../application/ports/Translator';
import type { BrandConfig as BrandConfigData } from '../../domain/brand/BrandConfigSchema';
import type { AppEnvironment as AppEnvironmentData } from './AppEnvironment';

/**
 * One token per port, named like the port (docs/architecture.md "Names"). Rebinding one of these in one container module
 * swaps an implementation. `Symbol.for` keeps tokens equal across duplicated bundles and hot reloads.
 */
export const BrandConfig: ServiceIdentifier<BrandConfigData> = Symbol.for('BrandConfig');
/** The browser globals adapters are built from (a fake in tests). */
export const AppEnvironment: ServiceIdentifier<AppEnvironmentData> = Symbol.for('AppEnvironment');
export const LeadGateway: ServiceIdentifier<LeadGatewayPort> = Symbol.for('LeadGateway');
export const KeyValueStorage: ServiceIdentifier<KeyValueStoragePort> = Symbol.for('KeyValueStorage');
export const Clock: ServiceIdentifier<ClockPort> = Symbol.for('Clock');
export const IdGenerator: ServiceIdentifier<IdGeneratorPort> = Symbol.for('IdGenerator');
export const Random: ServiceIdentifier<RandomPort> = Symbol.for('Random');
export const Hasher: ServiceIdentifier<HasherPort> = Symbol.for('Hasher');
export const Logger: ServiceIdentifier<LoggerPort> = Symbol.for('Logger');
export const ConsentSource: ServiceIdentifier<ConsentSourcePort> = Symbol.for('ConsentSource');
export const ConsentRecorder: ServiceIdentifier<ConsentRecorderPort> = Symbol.for('ConsentRecorder');
export const Connectivity: ServiceIdentifier<ConnectivityPort> = Symbol.for('Connectivity');
export const DeviceReadings: ServiceIdentifier<DeviceReadingsPort> = Symbol.for('DeviceReadings');
export const DocumentMetadata: ServiceIdentifier<DocumentMetadataPort> = Symbol.for('DocumentMetadata');
export const ParentFrame: ServiceIdentifier<ParentFramePort> = Symbol.for('ParentFrame');
/**
 * Multi-bound: one binding per configured vendor (zero or more). Resolve all with
 * `container.getAll(PixelTracker, { optional: true })` (or `ctx.getAll(...)` inside a binding) and fan out.
 */
export const PixelTracker: ServiceIdentifier<PixelTrackerPort> = Symbol.for('PixelTracker');
export const ProductAnalytics: ServiceIdentifier<ProductAnalyticsPort> = Symbol.for('ProductAnalytics');
export const SessionRecorder: ServiceIdentifier<SessionRecorderPort> = Symbol.for('SessionRecorder');
export const CaptchaProvider: ServiceIdentifier<CaptchaProviderPort> = Symbol.for('CaptchaProvider');
export const Translator: ServiceIdentifier<TranslatorPort> = Symbol.for('Translator');
/**
 * The i18next instance react-i18next renders with (the same one behind `Translator`). Before the first render the
 * mount awaits `container.get(Translator).changeLocale(config.locale)`, which resolves once the files are loaded.
 */
export const I18next: ServiceIdentifier<i18n> = Symbol.for('I18next');
