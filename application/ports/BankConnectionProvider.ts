import type { BankAuthorizeResponse } from '../../domain/offer/bank/bankConnections';
import type { GatewayResult } from './LeadGateway';

/**
 * An open-banking provider reached through the lender (docs/states-and-routes.md "Application states": states 9, 17, 18, 19; issue 12): the applicant
 * approves read access at the provider, which sends them back to the funnel with a one-time code; the lender
 * exchanges the code (`POST /lead/account`, an offer-stage step) and moves the application on.
 */
export interface BankConnectionProvider {
  /**
   * Starts a connection for the lead waiting at a bank step and answers the provider's authorize URL, where the
   * applicant is sent. `returnTo` is the funnel address (same origin) the provider sends them back to, with `state`
   * and either `code` or `error` in its query. A lead at another step answers `Validation`, an unknown one `NotFound`
   * (contract: tests/contract/suites/bankConnectionProviderContract.ts).
   */
  authorize(leadId: string, returnTo: string): GatewayResult<BankAuthorizeResponse>;
}
