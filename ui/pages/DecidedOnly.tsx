import { observer } from 'mobx-react-lite';
import { useEffect, type ComponentType } from 'react';
import { resultRouteRedirect, type ResultRoute } from '../../domain/state/resultRoutes';
import { useApp } from '../app/AppContext';
import { useFunnelNavigate } from '../hooks/useFunnelNavigate';

/**
 * A result screen that opens only for a session whose application is decided on that route (issue 11 item 6): a
 * visitor with no decided application is sent to the start, one with another result to that result's route; both
 * replace the history entry, so Back does not return to the refused screen. Nothing of the screen renders meanwhile.
 */
export function decidedOnly(route: ResultRoute, Screen: ComponentType): ComponentType {
  return observer(function DecidedOnly() {
    const { funnel } = useApp().stores;
    const navigate = useFunnelNavigate();
    const elsewhere = resultRouteRedirect(route, funnel.progressState);
    useEffect(() => {
      if (elsewhere !== null) navigate(elsewhere, 'REPLACE');
    }, [elsewhere, navigate]);
    return elsewhere === null ? <Screen /> : null;
  });
}
