import type { Integration } from './container/Integration';

/**
 * The integrations of this build (docs/architecture.md house rule 10; docs/integrating.md): container modules that
 * replace or add ports, and pixel vendors' declarations. The browser app, the prerender and the CSP all read this
 * list; a build may read another file instead (FUNNEL_INTEGRATIONS, rsbuild.config.ts). Add one line per integration.
 */
export const integrations: readonly Integration[] = [];
