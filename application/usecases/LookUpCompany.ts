import type { CompanyLookupResponse } from '../../domain/api/LookupResponses';
import type { Result } from '../../domain/kernel/Result';
import { err, ok } from '../../domain/kernel/Result';
import type { LeadGateway } from '../ports/LeadGateway';
import { invalidInput, type UseCaseError } from './UseCaseError';

/** Fewest characters worth a company search; shorter queries answer no companies without a call (decision). */
export const COMPANY_QUERY_MIN_LENGTH = 2;
/** Longest query sent (the company name field's own limit, LeadSchema employer.name). */
export const COMPANY_QUERY_MAX_LENGTH = 255;

/**
 * Suggests employers by name (docs/product.md "Calls": `/company/{name}`). Decision: the query is trimmed; under
 * 2 characters answers an empty list without a call (a one-letter search matches everything); over 255 is invalid.
 * Ports: LeadGateway.
 */
export class LookUpCompany {
  constructor(private readonly gateway: LeadGateway) {}

  async execute(input: { readonly name: string }): Promise<Result<CompanyLookupResponse, UseCaseError>> {
    const name = input.name.trim();
    if (name.length > COMPANY_QUERY_MAX_LENGTH) {
      return err(invalidInput('employer.name', { kind: 'TooLong', params: { max: COMPANY_QUERY_MAX_LENGTH } }));
    }
    if (name.length < COMPANY_QUERY_MIN_LENGTH) return ok({ companies: [] });
    return this.gateway.lookUpCompany(name);
  }
}
