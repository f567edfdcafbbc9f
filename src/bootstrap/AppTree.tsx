import type { AppServices } from '../../ui/app/AppServices';
import { AppProvider } from '../../ui/app/AppContext';
import { RootLayout } from '../../ui/app/RootLayout';
import { TranslateProvider } from '../../ui/kit/Translate';
import type { RootStore } from '../../ui/stores/RootStore';

/**
 * The React tree of the running funnel: services and stores, translations, the page and its screen, and beside them
 * what the navigation needs (the router's provider, once its code is there: ui/app/Navigation.ts). One component for
 * the browser (src/bootstrap/mount.tsx) and the build-time prerender (scripts/prerender/renderFirstScreen.tsx), so the
 * markup the server sends and the tree that hydrates it cannot drift apart (prerendered first screen); the router
 * arriving later adds its provider beside the page and renders nothing of it again.
 */
export function AppTree({ services, stores }: { services: AppServices; stores: RootStore }) {
  const { Host } = services.navigation;
  return (
    <AppProvider services={services} stores={stores}>
      <TranslateProvider t={services.t}>
        <RootLayout />
        <Host />
      </TranslateProvider>
    </AppProvider>
  );
}
