import type { LeadGateway as LeadGatewayPort } from '../../application/ports/LeadGateway';
import { err } from '../../domain/kernel/Result';
import { lazyBinding } from '../../src/container/lazyBinding';
import { FetchGatewayChunk } from '../../src/container/leadGatewayModule';
import { LeadGateway } from '../../src/container/tokens';

/** Where the example backend is mounted (examples/rest-backend/withRestBackend.ts), relative to the page. */
const REST_BASE_URL = '/rest';

/**
 * The example REST backend as an integration: one line in the integrations list (examples/integrations.ts). It
 * rebinds LeadGateway lazily, so RestLeadGateway arrives on the first call, never with the first step. The calls the
 * backend does not offer go to the built-in fetch gateway (its chunk is fetched only when one of them is made).
 * A chunk that cannot be fetched answers `Network`, the port's value for an unreachable backend (use cases retry it).
 */
export const restBackend = lazyBinding(
  LeadGateway,
  async (ctx) => {
    const fetchGateway = ctx.get(FetchGatewayChunk);
    const [{ createRestLeadGateway }, otherCalls] = await Promise.all([import('./RestLeadGateway'), fetchGateway.load()]);
    return createRestLeadGateway({ baseUrl: REST_BASE_URL, otherCalls }) satisfies LeadGatewayPort;
  },
  { onLoadFailure: () => err({ kind: 'Network' }) },
);
