import { join } from 'node:path';
import { ContainerModule } from 'inversify';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../../domain/brand/BrandConfigSchema';
import { nodeEnvironment } from '../../../scripts/prerender/nodeEnvironment';
import { renderFirstScreen } from '../../../scripts/prerender/renderFirstScreen';
import { createServices } from '../../../src/bootstrap/createServices';
import { fixedNavigation } from '../../../ui/services/Navigation';
import { firstScreenSignature, PRERENDER_YEAR } from '../../../src/bootstrap/firstScreen';
import { createContainer } from '../../../src/container/createContainer';
import { Clock } from '../../../src/container/tokens';
import { RootStore } from '../../../ui/stores/RootStore';
import { shippedBrand } from '../../support/shippedBrand';

const ROOT = join(__dirname, '..', '..', '..');
const LOCALES = join(ROOT, 'locales');
const BASE_PATH = '/application-frontend';

const brandNamed = (id: string): BrandConfig => {
  return shippedBrand(id);
};

/** The stores mount.tsx would have after start-up for a landing URL with `search`. */
async function startedSignature(brand: BrandConfig, search: string, path = '/step/initial-details'): Promise<string> {
  const { environment } = nodeEnvironment(LOCALES);
  const clock = new ContainerModule(({ rebind }) => {
    rebind(Clock).toConstantValue({ now: () => Date.UTC(2026, 5, 15) });
  });
  const container = createContainer(brand, { environment, modules: [clock] });
  const services = createServices(container, brand, BASE_PATH, fixedNavigation({ pathname: path, search: {} }));
  const stores = new RootStore(services, { ticker: () => () => undefined });
  await stores.funnel.start(search);
  return firstScreenSignature(services, stores, path);
}

describe('renderFirstScreen: the real tree of the first step, in Node (prerendered first screen)', () => {
  it('es-vehicle: the first step in Spanish with its amount dialog, the consent banner and the year token in the footer', async () => {
    const screen = await renderFirstScreen(brandNamed('es-vehicle'), { localesDir: LOCALES, basePath: BASE_PATH });
    expect(screen.path).toBe('/step/initial-details');
    expect(screen.title).toBe('Sus datos de contacto - AutoCrédito');
    expect(screen.markup).toMatch(/<h1[^>]*>Sus datos de contacto<\/h1>/);
    expect(screen.markup).toContain('Paso 1 de 35');
    expect(screen.markup).toContain('id="f-contactDetails-email"');
    expect(screen.markup).toContain('role="dialog"');
    expect(screen.markup).toContain('class="consent-banner"');
    expect(screen.markup).toContain('<!--$-->');
    expect(screen.markup).not.toContain('page-loader');
    expect(screen.markup.split(String(PRERENDER_YEAR))).toHaveLength(2);
    const signature = JSON.parse(screen.signature) as Record<string, unknown>;
    expect(signature).toMatchObject({ path: '/step/initial-details', lead: false, banner: true, embedded: false, online: true, colours: 0 });
  });

  it('pl-raty: the same build renders another brand in its own language', async () => {
    const screen = await renderFirstScreen(brandNamed('pl-raty'), { localesDir: LOCALES, basePath: BASE_PATH });
    expect(screen.markup).toMatch(/<h1[^>]*>Twoje dane kontaktowe<\/h1>/);
    expect(screen.title).toBe('Twoje dane kontaktowe - Raty Plus');
  });
});

describe('renderFirstScreen of a legacy-flow brand (issue 12 item 3)', () => {
  it('de-kredit: the loan-information page, headed by its section, at its own route; the started stores give the same signature', async () => {
    const brand = brandNamed('de-kredit');
    const screen = await renderFirstScreen(brand, { localesDir: LOCALES, basePath: BASE_PATH });
    expect(screen.path).toBe('/loan-information');
    expect(screen.markup).toMatch(/<h1[^>]*>Kreditinformationen<\/h1>/);
    expect(screen.markup).toContain('Schritt 1 von 6');
    expect(screen.markup).toContain('id="f-contactDetails-email"');
    expect(screen.title).toBe('Kreditinformationen - Kredit Klar');
    expect(await startedSignature(brand, '', '/loan-information')).toBe(screen.signature);
  });
});

describe('firstScreenSignature: hydrate only the state the markup was rendered from', () => {
  const brand = brandNamed('es-vehicle');

  it('a new applicant in the browser gives the prerender’s signature, query parameters that fill nothing included', async () => {
    const screen = await renderFirstScreen(brand, { localesDir: LOCALES, basePath: BASE_PATH });
    expect(await startedSignature(brand, '')).toBe(screen.signature);
    expect(await startedSignature(brand, '?utm_source=mail&utm_campaign=x')).toBe(screen.signature);
  });

  it.each([
    ['an email from the landing URL', '?email=ana%40example.com'],
    ['a phone number from the landing URL', '?phoneNumber=612345678'],
    ['an amount from the landing URL', '?amount=5000'],
    ['a period from the landing URL', '?period=24'],
  ])('%s changes it (the markup would show another value)', async (_name, search) => {
    expect(await startedSignature(brand, search)).not.toBe(await startedSignature(brand, ''));
  });

  it('another route changes it', async () => {
    expect(await startedSignature(brand, '', '/step/name')).not.toBe(await startedSignature(brand, ''));
  });
});
