import type { ResendCodeResponse } from '../../domain/api/MobileVerificationContract';
import type { Result } from '../../domain/kernel/Result';
import { err } from '../../domain/kernel/Result';
import type { LeadGateway } from '../ports/LeadGateway';
import type { FunnelState } from '../session/FunnelState';
import type { UseCaseError } from './UseCaseError';

/**
 * Sends a new SMS code (docs/product.md "Calls" `/v2/customer/mobile/resend-code`). The gateway sends it once and never retries it
 * (a retry could send a second SMS). Ports: LeadGateway.
 */
export class ResendMobileCode {
  constructor(private readonly gateway: LeadGateway) {}

  async execute(input: { readonly state: FunnelState }): Promise<Result<ResendCodeResponse, UseCaseError>> {
    const leadId = input.state.lead.id;
    if (!leadId) return err({ kind: 'NoLead' });
    return this.gateway.resendMobileCode(leadId);
  }
}
