import { FetchLeadGateway } from '../../../adapters/http/FetchLeadGateway';
import { TEST_DATABASES } from '../../api/support/databases';
import { leadCookieJarFetch, serverPerFile, TEST_NOW } from '../../api/support/startTestServer';
import { TEST_BRAND } from '../../api/support/testBrand';
import { FixedClock } from '../../support/FixedClock';
import { FixedRandom } from '../../support/FixedRandom';
import { describeLeadGatewayContract } from '../suites/leadGatewayContract';

// The production adapter against the reference lead API (server/createServer.ts) in this process, one server per database,
// with a browser's cookie jar (the lead_session credential).
for (const database of TEST_DATABASES) {
  // The server's clock: the tests' fixed time, moved on by the contract's passTime.
  let elapsedMs = 0;
  const server = serverPerFile(database, 'gateway-contract', () => ({ now: () => new Date(TEST_NOW.getTime() + elapsedMs) }));
  describeLeadGatewayContract(`FetchLeadGateway on the reference API (${database.name})`, () => ({
    gateway: new FetchLeadGateway(
      { baseUrl: server.api, product: TEST_BRAND.product, retry: { maxAttempts: 1, baseDelayMs: 1, maxDelayMs: 1 } },
      { fetch: leadCookieJarFetch(), timers: { setTimeout, clearTimeout: (h) => clearTimeout(h as NodeJS.Timeout) }, random: new FixedRandom(), clock: new FixedClock() },
    ),
    verificationCode: () => server.server.context.decision.verificationCode,
    passTime: (seconds) => {
      elapsedMs += seconds * 1000;
    },
  }));
}
