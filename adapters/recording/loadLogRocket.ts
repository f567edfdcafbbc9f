import type { LogRocketClient } from './LogRocketClient';

/** logrocket as its own chunk, requested only after consent (docs/architecture.md house rule 7). */
export const loadLogRocket = async (): Promise<LogRocketClient> => (await import('./logRocketModule')).logRocket;
