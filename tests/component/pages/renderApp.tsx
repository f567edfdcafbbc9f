import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { BrandConfig } from '../../../domain/brand/BrandConfigSchema';
import { AppTree } from '../../../src/bootstrap/AppTree';
import { createAppRouter, routerNavigation } from '../../../ui/app/createAppRouter';
import { appFixture } from '../stores/support/appFixture';

/** The whole app at `path` (relative to the base path; a function reads it from the prepared fixture) over the fixture's use cases, with a memory history. */
export async function renderApp(
  path: string | ((fixture: Awaited<ReturnType<typeof appFixture>>) => string),
  overrides: Partial<BrandConfig> = {}, prepare?: (fixture: Awaited<ReturnType<typeof appFixture>>) => Promise<void>,
  options: Parameters<typeof appFixture>[1] = {}) {
  const fixture = await appFixture(overrides, options);
  await fixture.stores.funnel.start('');
  await prepare?.(fixture);
  const history = createMemoryHistory({ initialEntries: [`${fixture.services.basePath}${typeof path === 'string' ? path : path(fixture)}`] });
  const router = createAppRouter(fixture.services.basePath, history);
  fixture.navigation.attach(routerNavigation(router));
  const view = render(<AppTree services={fixture.services} stores={fixture.stores} />);
  return { ...fixture, view, router };
}
