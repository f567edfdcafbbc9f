import type { Country } from '../../domain/brand/BrandConfigSchema';
import { checkPhone } from '../../domain/phone/checkPhone';
import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';
import type { Clock } from '../ports/Clock';
import type { LeadGateway } from '../ports/LeadGateway';
import type { FunnelStorage } from '../session/FunnelStorage';
import type { FunnelState } from '../session/FunnelState';
import { applyProgress, currentRoute } from '../session/applyProgress';
import type { ProgressOutput } from './VerifyMobile';
import { invalidInput, type UseCaseError } from './UseCaseError';

/**
 * Changes the number the SMS code goes to (state 15 "change mobile number"; docs/product.md "Calls" `/v2/customer/mobile`). The
 * number must be a valid mobile of the brand's country (docs/validation-by-country.md "Phone numbers": phone rules; it receives the code). On success the
 * lead holds the new number and the progress returns to mobile verification. Ports: LeadGateway, Clock,
 * KeyValueStorage (FunnelStorage).
 */
export class ChangeMobileNumber {
  constructor(
    private readonly gateway: LeadGateway,
    private readonly storage: FunnelStorage,
    private readonly clock: Clock,
    private readonly country: Country,
  ) {}

  async execute(input: { readonly state: FunnelState; readonly phoneNumber: string }): Promise<Result<ProgressOutput, UseCaseError>> {
    const leadId = input.state.lead.id;
    if (!leadId) return err({ kind: 'NoLead' });
    const phoneNumber = input.phoneNumber.trim();
    const problem = checkPhone(phoneNumber, this.country, { mobileOnly: true });
    if (problem) return err(invalidInput('contactDetails.phoneNumber', problem));
    const answer = await this.gateway.changeMobileNumber(leadId, phoneNumber);
    if (!answer.ok) return answer;
    const withNumber: FunnelState = {
      ...input.state,
      lead: { ...input.state.lead, contactDetails: { ...input.state.lead.contactDetails, phoneNumber } },
    };
    const state = applyProgress(withNumber, answer.value, this.clock.now());
    this.storage.save(input.state, state);
    return ok({ state, route: currentRoute(state) });
  }
}
