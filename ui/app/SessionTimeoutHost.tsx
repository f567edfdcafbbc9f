import { observer } from 'mobx-react-lite';
import { Suspense, useEffect } from 'react';
import { useApp } from './AppContext';
import { ErrorBoundary } from './ErrorBoundary';
import { lazyScreen } from './lazyScreen';

/**
 * The warning dialog, its own chunk: it opens minutes after step 1 at the earliest (issue 6 first-step budget). Fetched
 * from step 2 on (`prefetchSessionTimeoutWarning`) and a minute before it opens (SessionTimeoutStore.warningSoon).
 */
const Warning = lazyScreen(() => import(/* webpackChunkName: "session-timeout" */ '../kit/SessionTimeoutWarning').then((m) => m.SessionTimeoutWarning));

/** Starts fetching the warning's chunk; safe to call often. */
export const prefetchSessionTimeoutWarning = (): Promise<void> => Warning.prefetch();

/**
 * Mounts the session timeout warning (accessibility.md "Timing", WCAG 2.2.1) over every screen. Focus moves into the
 * dialog only when it opens (the kit Dialog) and returns to the field it came from when it closes. Until the warning's
 * code has arrived nothing is mounted; a chunk that fails to load shows the translated error fallback with a retry.
 */
export const SessionTimeoutHost = observer(function SessionTimeoutHost() {
  const { services, stores } = useApp();
  const timeout = stores.sessionTimeout;
  useEffect(() => timeout.watch(), [timeout]);
  const soon = timeout.warningSoon;
  useEffect(() => {
    if (soon) void Warning.prefetch();
  }, [soon]);

  // Before the warning's code is needed nothing is fetched (a closed dialog draws nothing anyway).
  if (!timeout.warningOpen && !Warning.loaded()) return null;

  const onExtend = () => {
    void timeout.extend().then((outcome) => {
      if (outcome.kind !== 'restart') return;
      // A fresh load runs StartSession, whose stale rule clears the browser's copy; the API still holds the saved lead.
      const base = services.basePath;
      globalThis.location.assign(outcome.leadId === undefined ? `${base}/` : `${base}/continue/${encodeURIComponent(outcome.leadId)}`);
    });
  };

  return (
    <ErrorBoundary logger={services.logger} recorder={services.sessionRecorder}>
      <Suspense fallback={null}>
        <Warning
          open={timeout.warningOpen}
          secondsLeft={timeout.secondsLeft}
          intlLocale={services.brand.intlLocale}
          onExtend={onExtend}
          answersKept={timeout.answersKept}
        />
      </Suspense>
    </ErrorBoundary>
  );
});
