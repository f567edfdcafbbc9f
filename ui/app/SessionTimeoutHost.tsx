import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { SessionTimeoutWarning } from '../kit/SessionTimeoutWarning';
import type { RootStore } from '../stores/RootStore';
import { intervalTicker, SessionTimeoutStore } from '../stores/SessionTimeoutStore';
import { useApp } from '../hooks/AppContext';

/**
 * The session's one SessionTimeoutStore, built when this chunk arrives (RootStore.screenStore), over the root's ticker
 * (a test's) or the browser's timers.
 */
function sessionTimeoutStoreOf(stores: RootStore): SessionTimeoutStore {
  return stores.screenStore(
    SessionTimeoutStore,
    (services, root) =>
      new SessionTimeoutStore(root.funnel, services.clock, root.ticker ?? intervalTicker, services.brand.applicationDataExpiryMilliseconds, services.useCases.extendSession),
  );
}

/**
 * Mounts the session timeout warning (docs/accessible-forms.md "Timing", WCAG 2.2.1) over every screen. Focus moves into the
 * dialog only when it opens (the kit Dialog) and returns to the field it came from when it closes. Its own chunk with
 * its store and the dialog, mounted by SessionTimeoutLoader (first-step budget).
 */
export const SessionTimeoutHost = observer(function SessionTimeoutHost() {
  const { services, stores } = useApp();
  const timeout = sessionTimeoutStoreOf(stores);
  useEffect(() => timeout.watch(), [timeout]);
  // An ended session takes the answers typed and not continued with it (docs/drafts.md "When a draft is dropped").
  const expired = timeout.expired;
  useEffect(() => {
    if (expired) void services.answerDrafts?.(stores.funnel).then((drafts) => drafts.discardAll(), () => undefined);
  }, [expired, services, stores]);

  const onExtend = () => {
    void timeout.extend().then((outcome) => {
      if (outcome.kind !== 'restart') return;
      // A fresh load runs StartSession, whose stale rule clears the browser's copy; the API still holds the saved lead.
      const base = services.basePath;
      globalThis.location.assign(outcome.leadId === undefined ? `${base}/` : `${base}/continue/${encodeURIComponent(outcome.leadId)}`);
    });
  };

  return (
    <SessionTimeoutWarning
      open={timeout.warningOpen}
      secondsLeft={timeout.secondsLeft}
      intlLocale={services.brand.intlLocale}
      onExtend={onExtend}
      answersKept={timeout.answersKept}
    />
  );
});
