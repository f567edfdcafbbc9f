import type { AnyRoute } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createAppRouter, createRouteTree } from '../../../ui/app/createAppRouter';

const routesOf = (route: AnyRoute): AnyRoute[] => [route, ...((route.children as AnyRoute[] | undefined) ?? []).flatMap(routesOf)];

describe('createRouteTree', () => {
  // The React adapter's createRoute binds a Link component to each route, which brings TanStack's link and preload
  // code (2.1 KB gzip) into the first step (first-step budget); nothing in the app uses route.Link.
  it('builds routes without the React adapter’s per-route Link', () => {
    const routes = routesOf(createRouteTree());
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) expect('Link' in route).toBe(false);
  });

  it('still matches the step, review and continue URLs, with their params', () => {
    const router = createAppRouter('/base');
    expect(router.matchRoutes('/step/initial-details').at(-1)?.routeId).toBe('/step/$path');
    expect(router.matchRoutes('/check-answers').at(-1)?.routeId).toBe('/check-answers');
    expect(router.matchRoutes('/continue/abc').at(-1)?.params).toEqual({ id: 'abc' });
  });
});
