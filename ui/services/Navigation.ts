import { createElement, useCallback, useRef, useSyncExternalStore, type ComponentType } from 'react';
import type { RedirectMethod } from '../../domain/state/redirectOnProgressChange';

/** A location under the base path: `/step/initial-details` and its parsed query. */
export interface NavigationLocation {
  readonly pathname: string;
  readonly search: Readonly<Record<string, unknown>>;
}

/**
 * Where the app is and how it moves (docs/product.md "What the product is": "a router with a configurable base path"), as the screens see it. The
 * screens are rendered by the app's own tree (ui/app/Screens.tsx), never by the router, so the first step can be
 * hydrated and answered before the router's code has arrived and keep its nodes when it does (first-step budget):
 * until then a location stands still and a navigation waits (DeferredNavigation), then TanStack Router drives it
 * (ui/app/routerNavigation.tsx).
 */
export interface Navigation {
  /** Where the app is headed: the location being loaded, else the current one. A step follows it (issue 14). */
  location(): NavigationLocation;
  /** The location whose screen is committed: the screen of another route is shown once it resolves. */
  resolved(): NavigationLocation;
  /** Called whenever either location changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Goes to `to` (under the base path): a new history entry, or replacing the current one (docs/states-and-routes.md "Redirect on progress change": PUSH/REPLACE). */
  navigate(to: string, method: RedirectMethod, search?: Readonly<Record<string, string>>): void;
  /** Rendered beside the screens: what the navigation needs in the React tree (the router's provider), or nothing. */
  readonly Host: ComponentType;
}

const NoHost: ComponentType = () => null;

/** The location of a URL under `basePath` (`/` for the base path itself or its index.html). */
export function locationOf(url: Pick<URL, 'pathname' | 'search'>, basePath: string): NavigationLocation {
  const route = url.pathname.startsWith(basePath) ? url.pathname.slice(basePath.length) : url.pathname;
  return { pathname: route === '' || route === '/index.html' ? '/' : route, search: Object.fromEntries(new URLSearchParams(url.search)) };
}

/** A location that never moves (the build-time prerender, a test): navigating does nothing. */
export function fixedNavigation(location: NavigationLocation): Navigation {
  return { location: () => location, resolved: () => location, subscribe: () => () => undefined, navigate: () => undefined, Host: NoHost };
}

/**
 * The first step's navigation before the router's code is there: the page's own location, and navigations held
 * until `attach` hands over the real one (they are then made in order). Once attached it forwards everything, and
 * its listeners hear the real one, so nothing that subscribed before has to subscribe again.
 */
export class DeferredNavigation implements Navigation {
  private target: Navigation | null = null;
  private readonly listeners = new Set<() => void>();
  private readonly hostListeners = new Set<() => void>();
  private readonly held: Array<Parameters<Navigation['navigate']>> = [];
  private detach: () => void = () => undefined;

  constructor(private initial: NavigationLocation) {}

  /**
   * Before anything renders: the location the first screen is drawn at when start-up replaced the page's address
   * (the index opens the step to answer, as its own REPLACE navigation would).
   */
  startAt(location: NavigationLocation): void {
    this.initial = location;
  }

  location(): NavigationLocation {
    return this.target?.location() ?? this.initial;
  }

  resolved(): NavigationLocation {
    return this.target?.resolved() ?? this.initial;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  navigate(...args: Parameters<Navigation['navigate']>): void {
    if (this.target) this.target.navigate(...args);
    else this.held.push(args);
  }

  /** The router has arrived: from now on it answers, and the held navigations are made. */
  attach(target: Navigation): void {
    this.detach();
    this.target = target;
    this.detach = target.subscribe(() => this.notify());
    for (const args of this.held.splice(0)) target.navigate(...args);
    this.notify();
    for (const listener of [...this.hostListeners]) listener();
  }

  get attached(): boolean {
    return this.target !== null;
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }

  /** The attached navigation's host once there (a stable component: rendering it never remounts the screens beside it). */
  readonly Host: ComponentType = () => {
    const subscribe = useCallback((listener: () => void) => {
      this.hostListeners.add(listener);
      return () => this.hostListeners.delete(listener);
    }, []);
    const Target = useSyncExternalStore(subscribe, () => this.target?.Host ?? NoHost, () => NoHost);
    return Target === NoHost ? null : createElement(Target);
  };
}

/**
 * What `select` reads of the navigation, re-rendering only when it changes: select a string or a number, not a new
 * object, so a move that changes nothing shown renders nothing (issue 14).
 */
export function useNavigationSelect<T>(navigation: Navigation, select: (navigation: Navigation) => T): T {
  const latest = useRef(select);
  latest.current = select;
  return useSyncExternalStore(
    useCallback((listener) => navigation.subscribe(listener), [navigation]),
    () => latest.current(navigation),
    () => latest.current(navigation),
  );
}
