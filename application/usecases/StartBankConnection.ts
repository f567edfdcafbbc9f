import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';
import type { BankConnectionProvider } from '../ports/BankConnectionProvider';
import type { FunnelState } from '../session/FunnelState';
import type { UseCaseError } from './UseCaseError';

/**
 * Starts the bank-account connection (docs/states-and-routes.md "Application states": states 9, 17, 18, 19; issue 12): answers the provider's authorize URL
 * the applicant is sent to. An answer that is not an http(s) URL is treated as a broken response, never followed.
 * Ports: BankConnectionProvider.
 */
export class StartBankConnection {
  constructor(private readonly provider: BankConnectionProvider) {}

  async execute(input: { readonly state: FunnelState; readonly returnTo: string }): Promise<Result<{ readonly authorizeUrl: string }, UseCaseError>> {
    const leadId = input.state.lead.id;
    if (!leadId) return err({ kind: 'NoLead' });
    const answer = await this.provider.authorize(leadId, input.returnTo);
    if (!answer.ok) return answer;
    let url: URL;
    try {
      url = new URL(answer.value.authorizeUrl);
    } catch {
      return err({ kind: 'MalformedResponse' });
    }
    return url.protocol === 'https:' || url.protocol === 'http:' ? ok({ authorizeUrl: url.toString() }) : err({ kind: 'MalformedResponse' });
  }
}
