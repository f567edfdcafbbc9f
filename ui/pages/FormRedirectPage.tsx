import { useEffect } from 'react';
import type { AskedScreen } from '../../domain/transitions/screenGuard';
import { INDEX_ROUTE } from '../../domain/state/routes';
import { useApp } from '../hooks/AppContext';
import { useNavigationSelect } from '../services/Navigation';
import { LEGACY_PAGE_TITLES } from '../stores/screenForRoute';
import { useFunnelNavigate } from '../hooks/useFunnelNavigate';
import { isFormLocation, ScreenGuard } from './ScreenGuard';

const ANSWERS: AskedScreen = { kind: 'answers' };

/**
 * A location of the form that is no form here, replaced in the history either way (issue 22 item 4):
 * - a step or the review of an application already sent (ApplicationPage; issue 15 item 1): the route guard sends the
 *   applicant to where the application stands, saying its answers can no longer be changed;
 * - a legacy page of docs/legacy-flow.md (/personal-details …) on a brand running the v3 flow, which has no screen of its own
 *   (ui/stores/screenForRoute.ts): before the application is sent, the start, which opens the first step still to answer.
 */
export function FormRedirectPage() {
  return (
    <ScreenGuard asked={ANSWERS} at={isFormLocation} reason="closed">
      <ToTheStart />
    </ScreenGuard>
  );
}

/**
 * Sends a legacy page of a v3 brand to the start, only while that page is the location: a step or the review of a sent
 * application is the guard's to move, and this page may stay mounted a commit after the guard moved the applicant (the
 * start then sent them back to the step, which the guard moved again: a loop that froze the page).
 */
function ToTheStart() {
  const navigate = useFunnelNavigate();
  const { navigation } = useApp().services;
  const atLegacyPage = useNavigationSelect(navigation, (current) => Object.hasOwn(LEGACY_PAGE_TITLES, current.location().pathname.replace(/\/$/, '')));
  useEffect(() => {
    if (atLegacyPage) navigate(INDEX_ROUTE, 'REPLACE');
  }, [navigate, atLegacyPage]);
  return null;
}
