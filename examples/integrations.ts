import type { Integration } from '../src/container/Integration';
import { acmePixel } from './acme-pixel/acmePixel';
import { restBackend } from './rest-backend/restBackend';

/**
 * The integrations of src/integrations.ts with the examples switched on (one line each): what `FUNNEL_INTEGRATIONS=
 * examples/integrations.ts npm run build` builds, and what the examples' e2e runs (tests/e2e/examples/).
 */
export const integrations: readonly Integration[] = [
  acmePixel,
  restBackend,
];
