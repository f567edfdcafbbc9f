import type { LeadGateway } from '../../application/ports/LeadGateway';
import type { Logger } from '../../application/ports/Logger';
import { err } from '../../domain/shared/Result';

export const LEAD_GATEWAY_LOAD_FAILED = 'Failed to load the lead gateway';

/** Every method of the port, so a method added to LeadGateway fails to compile here until it is forwarded. */
const METHODS: { readonly [K in keyof LeadGateway]: true } = {
  createApplication: true,
  saveAnswers: true,
  submitApplication: true,
  resumeApplication: true,
  readStatus: true,
  verifyMobile: true,
  resendMobileCode: true,
  changeMobileNumber: true,
  submitOfferStageStep: true,
  skipOfferStep: true,
  continueSelling: true,
  getPartnerRedirect: true,
  lookUpPostcode: true,
  lookUpCompany: true,
  validateEmail: true,
  getPolicies: true,
  getVehicleModels: true,
  getCountryChoices: true,
  getPositionChoices: true,
  getPartnerLogos: true,
  getTestDataPoints: true,
  getCustomerConsents: true,
  saveCustomerConsents: true,
  unsubscribe: true,
  sendAffiliateEvent: true,
};

type Forwarded = (...args: unknown[]) => Promise<unknown>;

/**
 * The lead gateway whose code (the HTTP client, its retries and the API's response schemas) arrives on its first
 * call, not with the first step, which calls none (first-step budget; spec §7). Every method waits for `load` and forwards its
 * arguments unchanged; a failed fetch answers `Network` — the port's own value for an unreachable API, which the
 * use cases already turn into a retryable error — and the next call fetches again (`load` must forget a failure).
 */
export function lazyLeadGateway(load: () => Promise<LeadGateway>, logger: Logger): LeadGateway {
  const forward =
    (method: keyof LeadGateway): Forwarded =>
    async (...args) => {
      let gateway: LeadGateway;
      try {
        gateway = await load();
      } catch (error) {
        logger.warn(LEAD_GATEWAY_LOAD_FAILED, { error: String(error) });
        return err({ kind: 'Network' });
      }
      return (gateway[method] as Forwarded).apply(gateway, args);
    };
  // Each entry answers a GatewayResult like the method it forwards; TS cannot type a mapped forwarder per method.
  return Object.fromEntries(Object.keys(METHODS).map((method) => [method, forward(method as keyof LeadGateway)])) as unknown as LeadGateway;
}
