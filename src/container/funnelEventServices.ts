import type { Container } from 'inversify';
import type { FunnelEvents } from '../../application/analytics/FunnelEvents';
import type { Clock } from '../../application/ports/Clock';
import type { Hasher } from '../../application/ports/Hasher';
import type { IdGenerator } from '../../application/ports/IdGenerator';
import type { Logger } from '../../application/ports/Logger';
import type { ProductAnalytics } from '../../application/ports/ProductAnalytics';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { funnelEventsOf } from './trackedUseCases';

/**
 * The screens' FunnelEvents (ui/services/AppServices.ts `funnelEvents`): the one the lead use cases send through, in the
 * later-steps chunk (first-step budget). Tokens by registry key, as saveQueueServices.ts does.
 */
export function funnelEventsFor(container: Container): FunnelEvents {
  const get = <T>(name: string): T => container.get<T>(Symbol.for(name));
  return funnelEventsOf({
    analytics: get<ProductAnalytics>('ProductAnalytics'),
    clock: get<Clock>('Clock'),
    ids: get<IdGenerator>('IdGenerator'),
    hasher: get<Hasher>('Hasher'),
    logger: get<Logger>('Logger'),
    brand: get<BrandConfig>('BrandConfig'),
  });
}
