import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { FetchLeadGateway } from '../../adapters/http/FetchLeadGateway';
import { FunnelStorage } from '../../application/session/FunnelStorage';
import { OperationKeys } from '../../application/tracking/OperationKeys';
import { SaveStep } from '../../application/usecases/SaveStep';
import { buildPages } from '../../domain/flow/buildPages';
import { ES_VEHICLE_V3 } from '../../domain/flow/flows/esVehicleV3';
import { FixedClock } from '../support/FixedClock';
import { FixedRandom } from '../support/FixedRandom';
import { InMemoryKeyValueStorage } from '../support/InMemoryKeyValueStorage';
import { SequenceIdGenerator } from '../support/SequenceIdGenerator';
import { SpyLogger } from '../support/SpyLogger';
import { aFunnelState } from '../support/leadMother';

let server: Server;
let baseUrl: string;
let failuresLeft = 0;
const keys: (string | undefined)[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      // Creates only: a retried create is followed by a PUT of the page's answers (saveLead).
      if (req.method === 'POST') keys.push(req.headers['idempotency-key'] as string | undefined);
      const failing = failuresLeft > 0;
      failuresLeft -= 1;
      res.writeHead(failing ? 503 : 201, { 'Content-Type': 'application/json' });
      res.end(failing ? '{}' : JSON.stringify({ id: 'lead-42', progressState: 1, leadStatus: 1, application: { status: 'in-progress' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** One page load: fresh objects over the browser storage that survives the reload. */
function pageLoad(memory: InMemoryKeyValueStorage, ids: SequenceIdGenerator) {
  const logger = new SpyLogger();
  const storage = new FunnelStorage(memory, logger);
  const clock = new FixedClock();
  const gateway = new FetchLeadGateway(
    { baseUrl, product: 'vehicle-loan', timeoutMs: 1_000, retry: { maxAttempts: 2, baseDelayMs: 2, maxDelayMs: 4 } },
    { fetch: (input, init) => fetch(input, init), timers: { setTimeout, clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) }, random: new FixedRandom(), clock },
  );
  const operationKeys = new OperationKeys(storage, ids);
  return new SaveStep({ gateway, storage, keys: operationKeys, clock, logger, initialPages: () => buildPages(ES_VEHICLE_V3) });
}

it('one Idempotency-Key for the logical create: on the gateway\'s retries and again after a reload (docs/security-and-reliability.md "Idempotent creates")', async () => {
  const memory = new InMemoryKeyValueStorage();
  const ids = new SequenceIdGenerator();
  failuresLeft = 2;
  const answers = { contactDetails: { email: 'ana@example.es', phoneNumber: '612345678' }, generalPolicies: true };
  const first = await pageLoad(memory, ids).execute({ state: aFunnelState(), pagePath: 'initial-details', answers });
  expect(!first.ok && first.error.kind).toBe('Server');
  expect(keys).toHaveLength(2);
  if (first.ok) return;
  const afterReload = await pageLoad(memory, ids).execute({ state: first.error.state, pagePath: 'initial-details', answers: {} });
  expect(afterReload.ok && afterReload.value.state.lead.id).toBe('lead-42');
  expect(keys).toHaveLength(3);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toBe(ids.issued[0]);
  expect(memory.rawText('idempotencyKey')).toBeUndefined();
});
