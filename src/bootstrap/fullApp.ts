import type { Container } from 'inversify';
import type { Translator as TranslatorPort } from '../../application/ports/Translator';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import type { AppServices } from '../../ui/services/AppServices';
import { createAppRouter, routerNavigation } from '../../ui/app/createAppRouter';
import type { DeferredNavigation } from '../../ui/services/Navigation';
import { activateVendors } from '../container/activateVendors';
import type { AppEnvironment } from '../container/AppEnvironment';
import { createContainer } from '../container/createContainer';
import { firstStepModule, firstStepPortsOf } from '../container/firstStepModule';
import { prefetchLaterSteps } from '../container/prefetchLaterSteps';
import { Translator } from '../container/tokens';
import { integrations } from '../integrations';
import { createServices } from './createServices';
import type { FirstStepPorts } from './firstStepPorts';
import { yieldToMain } from './yieldToMain';

/**
 * The full app (its own chunk, fetched at the applicant's first interaction or when a screen needs it: first-step
 * budget): the inversify container with the build's integrations, the router, i18next with the brand's locale, the
 * vendors, and every later use case. It takes over from the first step without drawing anything: the ui keeps the
 * services and stores it was rendered with (src/bootstrap/shellServices.ts), whose forwarders now reach these.
 */

/** What the first step hands over: its ports, the navigation its screens follow, and its translator. */
export interface HandOver {
  readonly ports: FirstStepPorts;
  readonly basePath: string;
  readonly navigation: DeferredNavigation;
  /** Switched to i18next once the locale is loaded. */
  readonly translator: { switchTo(translator: TranslatorPort): void };
  /** The container the first step's ports came from, when an integration replaced one of them. */
  readonly container?: Container;
}

/** The container of the page, over the first step's own objects (firstStepModule) unless built before them. */
const containerOf = (ports: FirstStepPorts): Container =>
  createContainer(ports.brand, { environment: ports.environment, integrations, modules: [firstStepModule(ports)] });

/**
 * Builds the full app and hands it over: in tasks of their own (each tens of milliseconds at 4× CPU, never one long
 * task), the container, the services, the router; then the locale's translations. Once they are loaded the first
 * step's texts come from i18next (the same texts), its screens follow the router, and its forwarders reach these
 * services. Resolves with them.
 */
export async function startFullApp(handOver: HandOver): Promise<AppServices> {
  const { ports, basePath, navigation } = handOver;
  const container = handOver.container ?? containerOf(ports);
  await yieldToMain(window);
  const services = createServices(container, ports.brand, basePath, navigation);
  await yieldToMain(window);
  const router = createAppRouter(basePath);
  await yieldToMain(window);
  const translator = container.get(Translator);
  await translator.changeLocale(ports.brand.locale);
  handOver.translator.switchTo(translator);
  navigation.attach(routerNavigation(router));
  await yieldToMain(window);
  activateVendors(container);
  prefetchLaterSteps(container);
  return services;
}

/**
 * The container first, for a build whose integrations replace a port the first step uses
 * (src/bootstrap/mount.tsx, PORTS_FROM_CONTAINER): the first step then runs on the container's objects.
 */
export function containerFirst(brand: BrandConfig, environment: AppEnvironment): { readonly container: Container; readonly ports: FirstStepPorts } {
  const container = createContainer(brand, { environment, integrations });
  return { container, ports: firstStepPortsOf(container, brand, environment) };
}
