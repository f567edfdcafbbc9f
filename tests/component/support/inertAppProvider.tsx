import type { ReactNode } from 'react';
import { AppProvider } from '../../../ui/hooks/AppContext';
import type { AppServices } from '../../../ui/services/AppServices';
import type { RootStore } from '../../../ui/stores/RootStore';

const never = (): Promise<never> => new Promise(() => undefined);

/**
 * An app context whose calls never answer, for tests of form parts that render field add-ons (the email check, the
 * policy links): the add-ons mount and stay quiet, and the test looks only at the form.
 */
export function InertAppProvider({ children }: { children: ReactNode }) {
  const services = { firstInteraction: never(), useCases: { validateEmail: { execute: never }, loadReferenceData: { execute: never } } } as unknown as AppServices;
  return (
    <AppProvider services={services} stores={{} as RootStore}>
      {children}
    </AppProvider>
  );
}
