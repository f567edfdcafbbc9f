import type { BankConnectionProvider } from '../../application/ports/BankConnectionProvider';
import { BankAuthorizeResponseSchema } from '../../domain/offer/bank/bankConnections';
import { callLeadApi, type FetchOfferStageDeps } from './callLeadApi';

/** BankConnectionProvider through the lead API (`POST /lead/bank/authorize`), whose provider the lender chose. */
export class FetchBankConnectionProvider implements BankConnectionProvider {
  constructor(
    private readonly baseUrl: string,
    private readonly deps: FetchOfferStageDeps,
  ) {}

  authorize(leadId: string, returnTo: string) {
    return callLeadApi(this.baseUrl, this.deps, 'POST', '/lead/bank/authorize', BankAuthorizeResponseSchema, { id: leadId, returnTo });
  }
}
