import { ContainerModule, type Container } from 'inversify';
import type { LeadGateway as LeadGatewayPort } from '../../application/ports/LeadGateway';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import type { AppEnvironment } from '../container/AppEnvironment';
import { createContainer } from '../container/createContainer';
import type { Integration } from '../container/Integration';
import { Clock, LeadGateway } from '../container/tokens';

/**
 * The container the build-time prerender renders the first screen with (scripts/prerender, prerendered first screen): the real
 * modules over a Node environment, with a fixed clock (the footer's year is filled in per request) and a lead
 * gateway that refuses every call, since a new applicant's first screen needs no API. Here because only the
 * composition root uses inversify (docs/architecture.md). `integrations`: the build's list, as the
 * browser app gets it (scripts/prerender/prerender.ts reads the same file).
 */
export function createPrerenderContainer(brand: BrandConfig, environment: AppEnvironment, options: { readonly nowMs: number; readonly leadGateway: LeadGatewayPort; readonly integrations: readonly Integration[] }): Container {
  const buildTime = new ContainerModule(({ rebind }) => {
    rebind(Clock).toConstantValue({ now: () => options.nowMs });
    rebind(LeadGateway).toConstantValue(options.leadGateway);
  });
  return createContainer(brand, { environment, integrations: options.integrations, modules: [buildTime] });
}
