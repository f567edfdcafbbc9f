import type { ElementType } from 'react';
import { createRouter, RouterProvider, type AnyRoute, type AnyRouter, type ParsedLocation, type RouterHistory } from '@tanstack/react-router';
import { BaseRootRoute, BaseRoute } from '@tanstack/router-core';
import type { RedirectMethod } from '../../domain/state/redirectOnProgressChange';
import type { Navigation, NavigationLocation } from '../services/Navigation';
import { ROUTE_PATHS } from './screenRoutes';

/**
 * Routes as TanStack Router's framework-free route class. Decision: `createRoute`/`createRootRoute` of the React
 * adapter add per-route hooks and a bound `Link` component (route.Link) nothing here uses, and that `Link` brings
 * the router's whole link and preload code along (measured 2.1 KB gzip).
 */
interface RouteOptions {
  readonly getParentRoute: () => AnyRoute;
  readonly path: string;
  readonly component: ElementType;
}
const createRoute = (options: RouteOptions): AnyRoute => new BaseRoute(options as never) as unknown as AnyRoute;
const createRootRoute = (options: { readonly component: ElementType; readonly notFoundComponent: ElementType }): AnyRoute =>
  new BaseRootRoute(options as never) as unknown as AnyRoute;

/**
 * The router draws nothing: the screens are the app's own tree (ui/app/Screens.tsx), which the first step renders
 * before the router's code has arrived. The router keeps the history, matches and guards the routes, restores
 * scrolling, and tells the screens where the app is (routerNavigation).
 */
const Nothing = () => null;

/**
 * The route tree under the base path (docs/product.md "What the product is"): index, one URL per v3 step (`/step/{path}`) so browser back and
 * forward move between steps, the review page, every main and offer-stage route, `/continue/$id`; anything else is
 * not found (Screens.tsx shows the 404 screen for it).
 */
export function createRouteTree(): AnyRoute {
  const root = createRootRoute({ component: Nothing, notFoundComponent: Nothing });
  return root.addChildren(ROUTE_PATHS.map((path) => createRoute({ getParentRoute: () => root, path, component: Nothing })));
}

/** The router under the configured base path (docs/product.md "What the product is", docs/product.md "What the product is": "a router with a configurable base path"). */
export function createAppRouter(basePath: string, history?: RouterHistory) {
  return createRouter({
    routeTree: createRouteTree(),
    basepath: basePath,
    defaultPreload: false,
    scrollRestoration: true,
    defaultErrorComponent: Nothing,
    defaultPendingComponent: Nothing,
    ...(history ? { history } : {}),
  });
}

/** In the browser the router's stores are @tanstack/store atoms (react-router's routerStores), which take subscribers. */
type Subscribable = { subscribe(listener: () => void): { unsubscribe(): void } };
const subscribable = (store: unknown): Subscribable => store as Subscribable;

const toNavigationLocation = (location: ParsedLocation): NavigationLocation => ({ pathname: location.pathname, search: location.search as Record<string, unknown> });

/**
 * The app's Navigation over a TanStack router: the location the router is loading, the one it has resolved, and its
 * navigate. `Host` renders the router's provider (it listens to the history, loads matches and runs guards), beside
 * the screens. Locations are converted once per router state, so a selector sees the same object until it changes.
 */
export function routerNavigation(router: AnyRouter): Navigation {
  const cache = new WeakMap<ParsedLocation, NavigationLocation>();
  const convert = (location: ParsedLocation): NavigationLocation => {
    let converted = cache.get(location);
    if (!converted) cache.set(location, (converted = toNavigationLocation(location)));
    return converted;
  };
  const Host = () => <RouterProvider router={router} />;
  return {
    location: () => convert(router.stores.location.get()),
    resolved: () => convert(router.stores.resolvedLocation.get() ?? router.stores.location.get()),
    subscribe: (listener) => {
      const subscriptions = [subscribable(router.stores.location).subscribe(listener), subscribable(router.stores.resolvedLocation).subscribe(listener)];
      return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
    },
    navigate: (to: string, method: RedirectMethod, search?: Readonly<Record<string, string>>) => {
      void router.navigate({ to, replace: method === 'REPLACE', search: search ?? {} });
    },
    Host,
  };
}
