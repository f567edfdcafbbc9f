import { FetchBankConnectionProvider } from '../../../adapters/http/FetchBankConnectionProvider';
import { FetchLeadGateway } from '../../../adapters/http/FetchLeadGateway';
import { FetchPartnerOfferSource } from '../../../adapters/http/FetchPartnerOfferSource';
import { XhrDocumentUploader } from '../../../adapters/http/XhrDocumentUploader';
import { TEST_STATE_PREFIX } from '../../../domain/api/TestIdentities';
import { TEST_DATABASES } from '../../api/support/databases';
import { leadCookieJarFetch, serverPerFile } from '../../api/support/startTestServer';
import { TEST_BRAND } from '../../api/support/testBrand';
import { FetchXmlHttpRequest } from '../../support/FetchXmlHttpRequest';
import { FixedClock } from '../../support/FixedClock';
import { FixedRandom } from '../../support/FixedRandom';
import { InMemoryLeadGateway } from '../../support/InMemoryLeadGateway';
import { InMemoryBankConnectionProvider, InMemoryDocumentUploader, InMemoryPartnerOfferSource } from '../../support/InMemoryOfferStagePorts';
import { describeBankConnectionProviderContract } from '../suites/bankConnectionProviderContract';
import { describeDocumentUploaderContract } from '../suites/documentUploaderContract';
import { firstStepAnswers } from '../suites/leadGatewayContract';
import { describePartnerOfferSourceContract } from '../suites/partnerOfferSourceContract';

// The partner screens' ports (id upload, bank connection, partner offers): the in-memory fakes, and the lead API
// adapters against the reference server in this process, one per database, with a browser's cookie jar.

/** An in-memory backend, and its leads at any state. */
const inMemory = () => {
  const backend = new InMemoryLeadGateway();
  let created = 0;
  const leadAt = async (progressState: number): Promise<string> => {
    const id = `lead-${(created += 1)}`;
    backend.seed({ ...firstStepAnswers(), id }, progressState, { status: 'offer-stage' });
    return id;
  };
  return { backend, leadAt };
};

describeBankConnectionProviderContract('InMemoryBankConnectionProvider (test double)', () => {
  const { backend, leadAt } = inMemory();
  return { provider: new InMemoryBankConnectionProvider(backend), leadAt, returnTo: 'https://funnel.example/application-frontend/instantor' };
});
describePartnerOfferSourceContract('InMemoryPartnerOfferSource (test double)', () => {
  const { backend, leadAt } = inMemory();
  return { source: new InMemoryPartnerOfferSource(backend), leadAt };
});
describeDocumentUploaderContract('InMemoryDocumentUploader (test double)', () => {
  const { backend, leadAt } = inMemory();
  return { uploader: new InMemoryDocumentUploader(backend), leadAt };
});

for (const database of TEST_DATABASES) {
  const server = serverPerFile(database, 'offer-stage-ports');
  /** One browser on the reference API: its cookie jar, the lead gateway that makes leads, and the adapters' deps. */
  const browser = () => {
    const fetch = leadCookieJarFetch();
    const timers = { setTimeout, clearTimeout: (handle: unknown) => clearTimeout(handle as NodeJS.Timeout) };
    const gateway = new FetchLeadGateway(
      { baseUrl: server.api, product: TEST_BRAND.product, retry: { maxAttempts: 1, baseDelayMs: 1, maxDelayMs: 1 } },
      { fetch, timers, random: new FixedRandom(), clock: new FixedClock() },
    );
    // The reference API's test identity `state{n}+…@` sends a submitted lead to state n.
    const leadAt = async (progressState: number): Promise<string> => {
      const created = await gateway.createApplication(firstStepAnswers(`${TEST_STATE_PREFIX}${progressState}`), { idempotencyKey: crypto.randomUUID() });
      if (!created.ok) throw new Error(`create: ${JSON.stringify(created.error)}`);
      const submitted = await gateway.submitApplication({ id: created.value.id });
      if (!submitted.ok || submitted.value.progressState !== progressState) throw new Error(`submit: ${JSON.stringify(submitted)}`);
      return created.value.id;
    };
    return { fetch, leadAt, deps: { fetch, timers, random: () => 0.5 } };
  };

  describeBankConnectionProviderContract(`FetchBankConnectionProvider on the reference API (${database.name})`, () => {
    const { deps, leadAt } = browser();
    return { provider: new FetchBankConnectionProvider(server.api, deps), leadAt, returnTo: `${server.origin}/application-frontend/instantor` };
  });
  describePartnerOfferSourceContract(`FetchPartnerOfferSource on the reference API (${database.name})`, () => {
    const { deps, leadAt } = browser();
    return { source: new FetchPartnerOfferSource(server.api, deps), leadAt };
  });
  describeDocumentUploaderContract(`XhrDocumentUploader on the reference API (${database.name}; XMLHttpRequest over fetch)`, () => {
    const { fetch, leadAt } = browser();
    return { uploader: new XhrDocumentUploader({ baseUrl: server.api }, FetchXmlHttpRequest.over(fetch)), leadAt };
  });
}
