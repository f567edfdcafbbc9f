import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import { afterAll, beforeAll } from 'vitest';
import { FetchLeadGateway } from '../../adapters/http/FetchLeadGateway';
import { createServer, type LeadApiServer } from '../../server/createServer';
import { TEST_NOW } from '../../tests/api/support/startTestServer';
import { TEST_BRAND } from '../../tests/api/support/testBrand';
import { describeLeadGatewayContract } from '../../tests/contract/suites/leadGatewayContract';
import { FixedClock } from '../../tests/support/FixedClock';
import { FixedRandom } from '../../tests/support/FixedRandom';
import { createRestLeadGateway } from './RestLeadGateway';
import { REST_BACKEND_PATH, withRestBackend } from './withRestBackend';

// The example gateway passes the same contract as the built-in one: the reference server (embedded database in a
// temp directory) with the example REST backend mounted, in this process, one per file.
let reference: LeadApiServer;
let listener: ServerType;
let origin = '';
const dataDir = mkdtempSync(join(tmpdir(), 'rest-backend-contract-'));

beforeAll(async () => {
  reference = await createServer({ brand: TEST_BRAND, database: { kind: 'pglite', dataDir }, now: () => TEST_NOW, onError: () => undefined });
  await new Promise<void>((ready) => {
    listener = serve({ fetch: withRestBackend(reference).fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      origin = `http://127.0.0.1:${info.port}`;
      ready();
    });
  });
}, 60_000);
afterAll(async () => {
  await new Promise<void>((done) => listener.close(() => done()));
  await reference.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describeLeadGatewayContract('RestLeadGateway (examples/rest-backend), other calls delegated to FetchLeadGateway', () => ({
  gateway: createRestLeadGateway({
    baseUrl: `${origin}${REST_BACKEND_PATH}`,
    otherCalls: new FetchLeadGateway(
      { baseUrl: `${origin}/api`, product: TEST_BRAND.product, retry: { maxAttempts: 1, baseDelayMs: 1, maxDelayMs: 1 } },
      { fetch: (input, init) => fetch(input, init), timers: { setTimeout, clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) }, random: new FixedRandom(), clock: new FixedClock() },
    ),
  }),
  verificationCode: () => reference.context.decision.verificationCode,
}));
