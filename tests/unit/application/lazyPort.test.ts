import { describe, expect, it } from 'vitest';
import type { LeadGateway } from '../../../application/ports/LeadGateway';
import { lazyPort } from '../../../application/kernel/lazyPort';
import { err } from '../../../domain/kernel/Result';
import { lazyModule } from '../../../application/kernel/lazyModule';
import { InMemoryLeadGateway } from '../../support/InMemoryLeadGateway';
import { SpyLogger } from '../../support/SpyLogger';
import { manualLoader } from '../adapters/deferred';

const LOAD_FAILED = 'Failed to load the lead gateway';
/** The lead gateway as the container binds it: a chunk that did not arrive answers Network, logged. */
const lazyLeadGateway = (load: () => Promise<LeadGateway>, logger: SpyLogger): LeadGateway =>
  lazyPort(load, (_method, _args, error) => (logger.warn(LOAD_FAILED, { error: String(error) }), err({ kind: 'Network' })));

describe('lazyPort: a port (here the lead gateway) fetched on its first call, with no method list', () => {
  it('forwards every port method with its arguments and answers what the real gateway answers', async () => {
    const real = new InMemoryLeadGateway();
    const gateway = lazyLeadGateway(async () => real, new SpyLogger());
    // Not a thenable: inversify and `await` take the proxy as a value, not as a promise.
    expect((gateway as unknown as { then?: unknown }).then).toBeUndefined();
    const created = await gateway.createApplication({ contactDetails: { email: 'ana@example.es' } }, { idempotencyKey: 'k-1' });
    const postcode = await gateway.lookUpPostcode('28001');
    expect(created).toEqual({ ok: true, value: expect.objectContaining({ id: 'lead-1' }) });
    expect(postcode.ok && postcode.value.province).toBe('Madrid');
    expect(real.calls.map((call) => call.method)).toEqual(['createApplication', 'lookUpPostcode']);
  });

  it('calls made before the client arrives wait and reach it in order; it is built once', async () => {
    const loader = manualLoader<LeadGateway>();
    const module = lazyModule(loader.load);
    const gateway = lazyLeadGateway(module.load, new SpyLogger());
    const answers = [gateway.lookUpPostcode('28001'), gateway.lookUpCompany('Acme'), gateway.getCountryChoices()];
    const real = new InMemoryLeadGateway();
    loader.arrive(real);
    await Promise.all(answers);
    expect(loader.attempts).toHaveLength(1);
    expect(real.calls.map((call) => call.method)).toEqual(['lookUpPostcode', 'lookUpCompany', 'getCountryChoices']);
  });

  it('a failed fetch answers Network (never rejects), is logged, and the next call fetches again', async () => {
    const loader = manualLoader<LeadGateway>();
    const module = lazyModule(loader.load);
    const logger = new SpyLogger();
    const gateway = lazyLeadGateway(module.load, logger);
    const first = gateway.createApplication({}, { idempotencyKey: 'k-1' });
    loader.fail(new Error('ChunkLoadError: offline'));
    expect(await first).toEqual({ ok: false, error: { kind: 'Network' } });
    expect(logger.messages('warn')).toEqual([LOAD_FAILED]);
    const second = gateway.createApplication({}, { idempotencyKey: 'k-1' });
    loader.arrive(new InMemoryLeadGateway());
    expect((await second).ok).toBe(true);
    expect(loader.attempts).toHaveLength(2);
  });
});
