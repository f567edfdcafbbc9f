import { Suspense } from 'react';
import { PageLoader } from '../chrome/PageLoader';
import type { ApplicationView } from './ApplicationPage';
import { useApp } from '../hooks/AppContext';
import { loadApplicationPage, loadedApplicationPage } from './applicationPages';
import { lazyScreen, type LazyScreen } from './lazyScreen';

let LazyPage: LazyScreen<ApplicationView> | null = null;

/**
 * The application page, loaded lazily with the brand stylesheet on first use (docs/product.md "Screens and routes"; docs/architecture.md house rule 7). A failed
 * load shows the error fallback, whose retry fetches it again (lazyScreen; React.lazy would keep the failure).
 */
export function LazyApplicationPage(props: ApplicationView) {
  const { services } = useApp();
  LazyPage ??= lazyScreen(() => loadApplicationPage(services.brand, services.basePath, services.logger).then((module) => module.default), loadedApplicationPage);
  const Page = LazyPage;
  return (
    <Suspense fallback={<PageLoader />}>
      <Page {...props} />
    </Suspense>
  );
}
