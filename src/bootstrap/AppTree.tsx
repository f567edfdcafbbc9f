import { useMemo, useSyncExternalStore } from 'react';
import type { AppServices } from '../../ui/services/AppServices';
import { AppProvider } from '../../ui/hooks/AppContext';
import { RootLayout } from '../../ui/app/RootLayout';
import { TranslateProvider } from '../../ui/kit/Translate';
import type { RootStore } from '../../ui/stores/RootStore';

const never = () => () => undefined;
const zero = () => 0;

/**
 * The React tree of the running funnel: services and stores, translations, the page and its screen, and beside them
 * what the navigation needs (the router's provider, once its code is there: ui/services/Navigation.ts). One component for
 * the browser (src/bootstrap/mount.tsx) and the build-time prerender (scripts/prerender/renderFirstScreen.tsx), so the
 * markup the server sends and the tree that hydrates it cannot drift apart (prerendered first screen); the full app
 * arriving later adds the router's provider beside the page and renders nothing of it again. The translate function
 * changes identity only when texts on screen may change (`textChanges`), so only then do the texts render again.
 */
export function AppTree({ services, stores }: { services: AppServices; stores: RootStore }) {
  const { Host } = services.navigation;
  const version = useSyncExternalStore(services.textChanges?.subscribe ?? never, services.textChanges?.version ?? zero, zero);
  const t = useMemo<AppServices['t']>(() => (version === 0 ? services.t : (key, params) => services.t(key, params)), [services, version]);
  return (
    <AppProvider services={services} stores={stores}>
      <TranslateProvider t={t}>
        <RootLayout />
        <Host />
      </TranslateProvider>
    </AppProvider>
  );
}
