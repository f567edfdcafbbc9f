import type { LogRocketClient } from './LogRocketClient';

/** logrocket as its own chunk, requested only after consent (architecture.md house rule 7). */
export const loadLogRocket = async (): Promise<LogRocketClient> => {
  const module = (await import('logrocket')) as unknown as { default?: LogRocketClient } & LogRocketClient;
  return module.default ?? module;
};
