import type { Country } from '../../domain/brand/BrandConfigSchema';
import type { PostcodeLookupResponse } from '../../domain/api/LookupResponses';
import type { Result } from '../../domain/kernel/Result';
import { err } from '../../domain/kernel/Result';
import { countryProfile } from '../../domain/country/countryRegistry';
import { checkPostalCode } from '../../domain/country/postalCodeRule';
import type { LeadGateway } from '../ports/LeadGateway';
import { invalidInput, type UseCaseError } from './UseCaseError';

/**
 * Looks up a postal code. A code that fails the country's pattern (its profile's rule, domain/country/countryRegistry.ts)
 * is answered locally, without a call. Answers are cached by the gateway. Ports: LeadGateway.
 */
export class LookUpPostcode {
  constructor(
    private readonly gateway: LeadGateway,
    private readonly country: Country,
  ) {}

  async execute(input: { readonly postalCode: string }): Promise<Result<PostcodeLookupResponse, UseCaseError>> {
    const code = input.postalCode.trim();
    const rule = countryProfile(this.country)?.postalCode;
    const problem = rule ? checkPostalCode(code, rule) : null;
    if (problem) return err(invalidInput('contactDetails.postalCode', problem));
    return this.gateway.lookUpPostcode(code);
  }
}
