import LogRocket from 'logrocket';
import type { LogRocketClient } from './LogRocketClient';

/**
 * logrocket (a UMD bundle) behind an ES module: a dynamic import of a CommonJS module makes the bundler put its
 * namespace-faking helper into the start-up runtime of every page; importing this module instead needs none.
 */
export const logRocket: LogRocketClient = LogRocket;
