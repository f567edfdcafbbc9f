import { ContainerModule } from 'inversify';
import { FetchLeadGateway, type FetchLeadGatewayConfig } from '../../adapters/http/FetchLeadGateway';
import type { FetchFunction, Timers } from '../../adapters/http/sendWithRetry';
import { BrandConfig, Clock, LeadGateway, Random } from './tokens';

export interface LeadGatewayModuleOptions {
  /** Defaults to the global `fetch`, looked up on each call (so building the container touches no global). */
  readonly fetch?: FetchFunction;
  readonly timers?: Timers;
  /** Timeout and retry overrides (defaults: 10 s per attempt, 3 attempts, 250 ms–4 s backoff). */
  readonly tuning?: Pick<FetchLeadGatewayConfig, 'timeoutMs' | 'retry' | 'lookupCacheTtlMs'>;
}

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * LeadGateway: the lead API over fetch (spec §7), at the brand's `apiBaseUrl` with its `product`. Integrators with
 * another backend replace this one module with theirs (README "Integrating"); nothing else changes.
 */
export const leadGatewayModule = (options: LeadGatewayModuleOptions = {}): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind(LeadGateway)
      .toDynamicValue((ctx) => {
        const brand = ctx.get(BrandConfig);
        return new FetchLeadGateway(
          { baseUrl: brand.apiBaseUrl, product: brand.product, policiesPath: brand.policiesPath, ...options.tuning },
          {
            fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
            timers: options.timers ?? globalTimers,
            random: ctx.get(Random),
            clock: ctx.get(Clock),
          },
        );
      })
      .inSingletonScope();
  });
