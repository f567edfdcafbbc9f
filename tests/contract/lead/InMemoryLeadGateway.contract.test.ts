import { REFERENCE_VERIFICATION_CODE } from '../../../domain/api/TestIdentities';
import { InMemoryLeadGateway } from '../../support/InMemoryLeadGateway';
import { describeLeadGatewayContract } from '../suites/leadGatewayContract';

// The fake the use-case and component tests run on behaves like the reference API in every case the funnel relies on.
describeLeadGatewayContract('InMemoryLeadGateway (the test fake)', () => {
  const gateway = new InMemoryLeadGateway();
  return { gateway, verificationCode: () => REFERENCE_VERIFICATION_CODE, passTime: (seconds) => void gateway.passTime(seconds) };
});
