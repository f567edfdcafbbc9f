import type { UnsubscribeResponse } from '../../domain/api/CustomerContract';
import type { Result } from '../../domain/kernel/Result';
import { err } from '../../domain/kernel/Result';
import { checkEmail } from '../../domain/validation/checkEmail';
import type { LeadGateway } from '../ports/LeadGateway';
import { invalidInput, type UseCaseError } from './UseCaseError';

/**
 * Unsubscribes an email address from marketing (docs/states-and-routes.md "Routes": route /unsubscribe; docs/product.md "Calls"
 * `/customer/email/unsubscribe?email={email}`). The address is checked locally first (docs/validation-by-country.md "Email" pattern) so a
 * typo does not cost a call. Ports: LeadGateway.
 */
export class Unsubscribe {
  constructor(private readonly gateway: LeadGateway) {}

  async execute(input: { readonly email: string }): Promise<Result<UnsubscribeResponse, UseCaseError>> {
    const email = input.email.trim();
    const problem = checkEmail(email);
    if (problem) return err(invalidInput('email', problem));
    return this.gateway.unsubscribe(email);
  }
}
