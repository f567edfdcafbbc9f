import { createContext, useContext, type ReactNode } from 'react';
import type { RootStore } from '../stores/RootStore';
import type { AppServices } from '../services/AppServices';

interface AppContextValue {
  readonly services: AppServices;
  readonly stores: RootStore;
}

const AppContext = createContext<AppContextValue | null>(null);

/** The one way into the use cases for the ui (docs/architecture.md: "it gets use cases from the container through one hook"). */
export function AppProvider({ services, stores, children }: AppContextValue & { children: ReactNode }) {
  return <AppContext.Provider value={{ services, stores }}>{children}</AppContext.Provider>;
}

/** Services and stores of the running app, or null outside the provider (parts that are optional add-ons). */
export const useOptionalApp = (): AppContextValue | null => useContext(AppContext);

/** Services and stores of the running app. Throws (a bug) outside the provider. */
export function useApp(): AppContextValue {
  const value = useContext(AppContext);
  if (value === null) throw new Error('useApp outside AppProvider');
  return value;
}
