import { observer } from 'mobx-react-lite';
import { Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { chromeVariant, loaderVariant } from '../chrome/chromeVariant';
import { Footer } from '../chrome/Footer';
import { Header } from '../chrome/Header';
import { PageLayout } from '../chrome/PageLayout';
import { PageLoader } from '../chrome/PageLoader';
import { ConsentBanner } from '../kit/ConsentBanner';
import { OfflineNotice } from '../kit/OfflineNotice';
import { useApp } from '../hooks/AppContext';
import { useNavigationSelect } from '../services/Navigation';
import { Screen } from './Screens';
import { ErrorBoundary } from './ErrorBoundary';
import { SessionTimeoutLoader } from './SessionTimeoutLoader';
import { ToastHost } from './ToastHost';


/**
 * The page chrome of docs/product.md "Page chrome" around every screen: consent banner (EU brands, before any tracker), header logo linking
 * to the site root, footer 'text - year', transparent in the resume flow or while UI colours are held, nothing of it
 * inside an iframe (which gets FORM_HEIGHT messages instead), a loader while a screen loads, and the error boundary;
 * the session timeout warning over every screen (its code fetched once the applicant starts: SessionTimeoutLoader);
 * custom UI colours (ChromeStore) as CSS variables on the layout root.
 */
export const RootLayout = observer(function RootLayout() {
  const { services, stores } = useApp();
  const { brand, basePath, parentFrame, clock, navigation } = services;
  // Selected, not the path itself: a step change re-renders the chrome only when what it shows changes (issue 14).
  const colours = stores.chrome.uiColourEntries;
  const variant = useNavigationSelect(navigation, (nav) => chromeVariant(nav.location().pathname, colours));
  const loader = useNavigationSelect(navigation, (nav) => loaderVariant(nav.location().pathname));
  const [firstPath] = useState(() => navigation.location().pathname);
  const moved = useNavigationSelect(navigation, (nav) => nav.location().pathname !== firstPath);
  const embedded = parentFrame.isEmbedded();

  useEffect(() => parentFrame.startHeightReporting(), [parentFrame]);
  useEffect(() => {
    if (moved) stores.chrome.markNavigated();
  }, [moved, stores]);

  // A choice made from reopened settings hands focus back to the footer button that opened them.
  const cookieSettings = useRef<HTMLButtonElement>(null);
  const decide = (choose: () => void) => () => {
    const reopened = stores.consent.reopened;
    choose();
    if (reopened) cookieSettings.current?.focus();
  };
  const banner = stores.consent.bannerVisible ? (
    <ConsentBanner
      brandName={brand.name}
      onAccept={decide(() => stores.consent.acceptAll())}
      onReject={decide(() => stores.consent.rejectAll())}
      onSave={(choices) => decide(() => stores.consent.choose(choices))()}
      {...(stores.consent.reopened ? { current: stores.consent.consent.granted } : {})}
    />
  ) : undefined;

  // Custom UI colours as the theme's CSS variables, on a wrapper that draws no box (display: contents still inherits).
  return (
    <div className="ui-colours" style={{ display: 'contents', ...stores.chrome.uiColourProperties }}>
    <PageLayout
      iframe={embedded}
      banner={banner}
      notices={
        <>
          <OfflineNotice online={stores.chrome.online} />
          {stores.funnel.savesReported && <LaterSaveStatus />}
        </>
      }
      header={<Header homeHref="/" logoSrc={`${basePath}/brand/${brand.logos.logoHeader}`} variant={variant} />}
      footer={
        <Footer
          logoSrc={`${basePath}/brand/${brand.logos.logoFooter}`}
          text={brand.pageData.footerText}
          year={new Date(clock.now()).getFullYear()}
          variant={variant}
          {...(stores.consent.canReopen ? { onCookieSettings: () => stores.consent.reopen(), cookieSettingsRef: cookieSettings } : {})}
        />
      }
      {...(brand.pageData.layoutClassName ? { className: brand.pageData.layoutClassName } : {})}
      {...(brand.pageData.mainClassName ? { mainClassName: brand.pageData.mainClassName } : {})}
    >
      <ErrorBoundary logger={services.logger} recorder={services.sessionRecorder}>
        <Suspense fallback={<PageLoader variant={loader} />}>
          <Screen />
        </Suspense>
      </ErrorBoundary>
      <ToastHost />
      <SessionTimeoutLoader />
    </PageLayout>
    </div>
  );
});

/**
 * The save status (issue 14), its code fetched once the first save is queued (first-step budget). A fetch that fails
 * (offline) is tried again at the next status, never thrown at the router: the offline notice speaks meanwhile.
 */
const LaterSaveStatus = observer(function LaterSaveStatus() {
  const [view, setView] = useState<{ Status: ComponentType } | null>(null);
  const { funnel } = useApp().stores;
  // Observed only until the code is here: a status change then renders the status alone, not this.
  const reported = view ? null : funnel.saveStatus;
  useEffect(() => {
    if (!view) void import('../chrome/SaveStatus').then((module) => setView({ Status: module.SaveStatus }), () => undefined);
  }, [reported, view]);
  return view ? <view.Status /> : null;
});
