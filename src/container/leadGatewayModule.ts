import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { LeadGateway as LeadGatewayPort } from '../../application/ports/LeadGateway';
import type { FetchLeadGatewayConfig } from '../../adapters/http/FetchLeadGateway';
import type { FetchFunction, Timers } from '../../adapters/http/sendWithRetry';
import { lazyPort } from '../../application/kernel/lazyPort';
import { err } from '../../domain/kernel/Result';
import { lazyModule, type ChunkLoader } from '../../application/kernel/lazyModule';
import { LaterStepChunk } from './prefetchLaterSteps';
import { BrandConfig, Clock, LeadGateway, Logger, Random } from './tokens';

export interface LeadGatewayModuleOptions {
  /** Defaults to the global `fetch`, looked up on each call (so building the container touches no global). */
  readonly fetch?: FetchFunction;
  readonly timers?: Timers;
  /** Timeout and retry overrides (defaults: 10 s per attempt, 3 attempts, 250 ms–4 s backoff). */
  readonly tuning?: Pick<FetchLeadGatewayConfig, 'timeoutMs' | 'retry' | 'lookupCacheTtlMs'>;
}

export const LEAD_GATEWAY_LOAD_FAILED = 'Failed to load the lead gateway';

/** The fetch lead gateway, built once its chunk has arrived (one per container). */
export const FetchGatewayChunk: ServiceIdentifier<ChunkLoader<LeadGatewayPort>> = Symbol.for('FetchGatewayChunk');

/** The gateways this module built: while LeadGateway is one of them, the later steps' prefetch fetches its chunk. */
const defaultGateways = new WeakSet<LeadGatewayPort>();

const globalTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

/**
 * LeadGateway: the lead API over fetch (docs/product.md "Calls"), at the brand's `apiBaseUrl` with its `product`. Integrators with
 * another backend replace this one module with theirs (README "Integrating"); nothing else changes.
 */
export const leadGatewayModule = (options: LeadGatewayModuleOptions = {}): ContainerModule =>
  new ContainerModule(({ bind }) => {
    // The HTTP client is fetched on the first call (no first-step code calls the API) or with the later steps' prefetch.
    bind(FetchGatewayChunk)
      .toDynamicValue((ctx) => {
        const brand = ctx.get(BrandConfig);
        const deps = {
          fetch: options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init)),
          timers: options.timers ?? globalTimers,
          random: ctx.get(Random),
          clock: ctx.get(Clock),
        };
        return lazyModule(async () => {
          const { FetchLeadGateway } = await import('../../adapters/http/FetchLeadGateway');
          return new FetchLeadGateway({ baseUrl: brand.apiBaseUrl, product: brand.product, policiesPath: brand.policiesPath, ...options.tuning }, deps);
        });
      })
      .inSingletonScope();
    // An integrator who rebinds LeadGateway (README "Integrating") never needs this chunk: nothing is prefetched then.
    bind(LaterStepChunk)
      .toDynamicValue((ctx) => (defaultGateways.has(ctx.get(LeadGateway)) ? ctx.get<ChunkLoader<LeadGatewayPort>>(FetchGatewayChunk) : { prefetch: () => {} }))
      .inSingletonScope();
    bind(LeadGateway)
      .toDynamicValue((ctx) => {
        const logger = ctx.get(Logger);
        // A chunk that did not arrive answers Network, the port's value for an unreachable API (use cases retry it).
        const gateway = lazyPort(ctx.get<ChunkLoader<LeadGatewayPort>>(FetchGatewayChunk).load, (method, _args, error) => {
          logger.warn(LEAD_GATEWAY_LOAD_FAILED, { method, error: String(error) });
          return err({ kind: 'Network' });
        });
        defaultGateways.add(gateway);
        return gateway;
      })
      .inSingletonScope();
  });
