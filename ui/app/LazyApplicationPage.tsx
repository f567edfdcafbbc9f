import { lazy, Suspense, type ComponentType } from 'react';
import { PageLoader } from '../chrome/PageLoader';
import type { ApplicationView } from '../pages/ApplicationPage';
import { useApp } from './AppContext';
import { loadApplicationPage } from './applicationPages';

let LazyPage: ComponentType<ApplicationView> | null = null;

/** The application page, loaded lazily with the brand stylesheet on first use (spec §2; architecture.md rule 7). */
export function LazyApplicationPage(props: ApplicationView) {
  const { services } = useApp();
  if (LazyPage === null) LazyPage = lazy(() => loadApplicationPage(services.brand, services.basePath, services.logger));
  const Page = LazyPage;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page {...props} />
    </Suspense>
  );
}
