import { RouterProvider, type AnyRouter } from '@tanstack/react-router';
import type { AppServices } from '../../ui/app/AppServices';
import { AppProvider } from '../../ui/app/AppContext';
import { TranslateProvider } from '../../ui/kit/Translate';
import type { RootStore } from '../../ui/stores/RootStore';

/**
 * The React tree of the running funnel: services and stores, translations, the router. One component for the browser
 * (src/bootstrap/mount.tsx) and the build-time prerender (scripts/prerender/renderFirstScreen.tsx), so the markup the
 * server sends and the tree that hydrates it cannot drift apart (prerendered first screen).
 */
export function AppTree({ services, stores, router }: { services: AppServices; stores: RootStore; router: AnyRouter }) {
  return (
    <AppProvider services={services} stores={stores}>
      <TranslateProvider t={services.t}>
        <RouterProvider router={router} />
      </TranslateProvider>
    </AppProvider>
  );
}
