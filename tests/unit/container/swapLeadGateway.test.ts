import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Container, ContainerModule, type ServiceIdentifier } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createContainer } from '../../../src/container/createContainer';
import { leadGatewayModule } from '../../../src/container/leadGatewayModule';
import {
  BrandConfig,
  Clock,
  ConsentSource,
  DeviceReadings,
  Hasher,
  IdGenerator,
  KeyValueStorage,
  LeadGateway,
  Logger,
  PixelTracker,
  ProductAnalytics,
  SessionRecorder,
  Random,
} from '../../../src/container/tokens';
import { LaterStepUseCases, useCasesModule } from '../../../src/container/useCasesModule';
import * as UseCases from '../../../src/container/useCaseTokens';
import { FixedClock } from '../../support/FixedClock';
import { FixedConsentSource } from '../../support/FixedConsentSource';
import { FixedDeviceReadings } from '../../support/FixedDeviceReadings';
import { FixedRandom } from '../../support/FixedRandom';
import { InMemoryKeyValueStorage } from '../../support/InMemoryKeyValueStorage';
import { InMemoryLeadGateway } from '../../support/InMemoryLeadGateway';
import { SequenceIdGenerator } from '../../support/SequenceIdGenerator';
import { Sha256Hasher } from '../../support/Sha256Hasher';
import { SpyLogger } from '../../support/SpyLogger';
import { SpyPixelTracker } from '../../support/SpyPixelTracker';
import { SpyProductAnalytics } from '../../support/SpyProductAnalytics';
import { SpySessionRecorder } from '../../support/SpySessionRecorder';
import { aBrand, aFunnelState } from '../../support/leadMother';
import { fakeEnvironment } from './fakeEnvironment';

/** The other ports, bound to fakes (the production modules need a browser). */
const portsModule = (apiBaseUrl: string, pixel: SpyPixelTracker) =>
  new ContainerModule(({ bind }) => {
    bind(BrandConfig).toConstantValue(aBrand({ apiBaseUrl }));
    bind(KeyValueStorage).toConstantValue(new InMemoryKeyValueStorage());
    bind(Clock).toConstantValue(new FixedClock());
    bind(IdGenerator).toConstantValue(new SequenceIdGenerator());
    bind(Random).toConstantValue(new FixedRandom());
    bind(Hasher).toConstantValue(new Sha256Hasher());
    bind(Logger).toConstantValue(new SpyLogger());
    bind(ConsentSource).toConstantValue(FixedConsentSource.grantedAll());
    bind(DeviceReadings).toConstantValue(new FixedDeviceReadings());
    bind(ProductAnalytics).toConstantValue(new SpyProductAnalytics());
    bind(SessionRecorder).toConstantValue(new SpySessionRecorder());
    bind(PixelTracker).toConstantValue(pixel);
  });

/** An integrator's backend: one module that binds the LeadGateway token, nothing else. */
const inMemoryLeadGatewayModule = (gateway: InMemoryLeadGateway) =>
  new ContainerModule(({ bind }) => {
    bind(LeadGateway).toConstantValue(gateway);
  });

async function containerWith(gatewayModule: ContainerModule, apiBaseUrl: string, pixel = new SpyPixelTracker('meta')) {
  const container = new Container();
  await container.load(portsModule(apiBaseUrl, pixel), gatewayModule, useCasesModule({ wait: async () => {} }));
  return container;
}

const answers = { contactDetails: { email: 'ana@example.es', phoneNumber: '612345678' }, generalPolicies: true };

let server: Server;
let baseUrl: string;
const received: { method: string; url: string; body: string; key: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method ?? '', url: req.url ?? '', body, key: req.headers['idempotency-key'] as string | undefined });
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ id: 'http-lead', progressState: 1, leadStatus: 1, application: { status: 'in-progress' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

describe('the lead gateway is swapped by replacing one container module (issue 3 acceptance)', () => {
  it('the default module sends SaveStep through FetchLeadGateway to the configured API', async () => {
    const pixel = new SpyPixelTracker('meta');
    const container = await containerWith(leadGatewayModule(), baseUrl, pixel);
    const result = await container.get(UseCases.SaveStep).execute({ state: aFunnelState(), pagePath: 'initial-details', answers });
    await (await container.get(UseCases.ConversionTracker).load()).settled();
    expect(result.ok && result.value.state.lead.id).toBe('http-lead');
    expect(received.map((r) => [r.method, r.url])).toEqual([['POST', '/api/v2/lead']]);
    expect(JSON.parse(received[0]?.body ?? '{}')).toMatchObject({ product: aBrand().product });
    expect(received[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    expect(pixel.eventsNamed('Lead')).toHaveLength(1);
  });

  it('replacing only leadGatewayModule routes every use case to the other implementation', async () => {
    const before = received.length;
    const gateway = new InMemoryLeadGateway();
    const container = await containerWith(inMemoryLeadGatewayModule(gateway), baseUrl);
    const saved = await container.get(UseCases.SaveStep).execute({ state: aFunnelState(), pagePath: 'initial-details', answers });
    if (!saved.ok) throw new Error(saved.error.kind);
    const submitted = await container.get(UseCases.SubmitLead).execute({ state: saved.value.state, answers: {} });
    const postcode = await container.get(UseCases.LookUpPostcode).execute({ postalCode: '28001' });
    expect(saved.value.state.lead.id).toBe('lead-1');
    expect(submitted.ok && submitted.value.route).toBe('/accepted');
    expect(postcode.ok && postcode.value.province).toBe('Madrid');
    expect(gateway.calls.map((call) => call.method)).toEqual(['createApplication', 'submitApplication', 'lookUpPostcode']);
    expect(received.length).toBe(before);
    expect(container.get(LeadGateway)).toBe(gateway);
  });

  it('resolves every use-case token', async () => {
    const container = await containerWith(leadGatewayModule(), baseUrl);
    const tokens: ServiceIdentifier<unknown>[] = Object.values(UseCases);
    for (const token of tokens) expect(container.get(token)).toBeDefined();
    expect(tokens).not.toHaveLength(0);
  });

  it('in the real composition root, one module that rebinds LeadGateway swaps the backend of every use case', async () => {
    const gateway = new InMemoryLeadGateway();
    const container = createContainer(aBrand(), {
      environment: fakeEnvironment().environment,
      modules: [
        // A block body: a module whose load function returns a value counts as asynchronous for inversify.
        new ContainerModule(({ rebind }) => {
          rebind(LeadGateway).toConstantValue(gateway);
        }),
      ],
    });
    const result = await container.get(UseCases.SaveStep).execute({ state: aFunnelState(), pagePath: 'initial-details', answers });
    expect(result.ok && result.value.state.lead.id).toBe('lead-1');
    expect(gateway.callsOf('createApplication')).toHaveLength(1);
    expect(container.get(LeadGateway)).toBe(gateway);
  });
});

describe('later-step use cases whose code cannot be fetched (offline after step 1 loaded)', () => {
  const offlineChunk = new ContainerModule(({ rebind }) => {
    rebind(LaterStepUseCases).toConstantValue({ load: () => Promise.reject(new Error('ChunkLoadError: offline')), prefetch: () => {} });
  });
  const offlineContainer = () => createContainer(aBrand(), { environment: fakeEnvironment().environment, modules: [offlineChunk] });

  it('SaveStep and SubmitLead answer Network with the state they were given (what FunnelStore shows as a retryable failure)', async () => {
    const container = offlineContainer();
    const state = aFunnelState();
    expect(await container.get(UseCases.SaveStep).execute({ state, pagePath: 'initial-details', answers })).toEqual({ ok: false, error: { kind: 'Network', state } });
    expect(await container.get(UseCases.SubmitLead).execute({ state, answers: {} })).toEqual({ ok: false, error: { kind: 'Network', state } });
  });

  it('the others answer Network, never reject', async () => {
    const container = offlineContainer();
    const state = aFunnelState();
    const answersOf = await Promise.all([
      container.get(UseCases.AwaitDecision).execute({ state }),
      container.get(UseCases.HandOverToPartner).execute({ state }),
      container.get(UseCases.ResumeApplication).execute({ id: 'lead-1' }),
      container.get(UseCases.LookUpPostcode).execute({ postalCode: '28001' }),
      container.get(UseCases.LoadReferenceData).execute({ kind: 'countries' }),
      container.get(UseCases.Unsubscribe).execute({ email: 'ana@example.es' }),
    ]);
    for (const answer of answersOf) expect(answer).toEqual({ ok: false, error: { kind: 'Network' } });
  });
});
