import type { EmailValidationResponse } from '../../domain/api/LookupResponses';
import type { Result } from '../../domain/kernel/Result';
import { err } from '../../domain/kernel/Result';
import { checkEmail } from '../../domain/validation/checkEmail';
import type { LeadGateway } from '../ports/LeadGateway';
import { invalidInput, type UseCaseError } from './UseCaseError';

/**
 * Checks an email address with the API (docs/product.md "Calls" `/email/validate/{email}`) after the local pattern (docs/validation-by-country.md "Email"): the
 * server can say more (disposable domain, a suggested correction, which the ui offers and never applies silently).
 * Ports: LeadGateway.
 */
export class ValidateEmail {
  constructor(private readonly gateway: LeadGateway) {}

  async execute(input: { readonly email: string }): Promise<Result<EmailValidationResponse, UseCaseError>> {
    const email = input.email.trim();
    const problem = checkEmail(email);
    if (problem) return err(invalidInput('contactDetails.email', problem));
    return this.gateway.validateEmail(email);
  }
}
