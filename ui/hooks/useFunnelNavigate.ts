import { useCallback } from 'react';
import type { RedirectMethod } from '../../domain/state/redirectOnProgressChange';
import { useApp } from './AppContext';

/** Navigates to an app route (relative to the base path) with the redirect method of docs/states-and-routes.md "Redirect on progress change" (PUSH or REPLACE). */
export function useFunnelNavigate(): (to: string, method?: RedirectMethod, search?: Record<string, string>) => void {
  const { services, stores } = useApp();
  const { navigation } = services;
  const { chrome } = stores;
  return useCallback(
    (to: string, method: RedirectMethod = 'PUSH', search?: Record<string, string>) => {
      // The applicant moves within the app: known before the next screen shows (a prepared step asks it then).
      if (method === 'PUSH') chrome.markNavigated();
      navigation.navigate(to, method, search);
    },
    [navigation, chrome],
  );
}
