import type { ValidationError } from '../../domain/validation/ValidationError';
import type { LeadGatewayError } from '../ports/LeadGateway';

/**
 * What a use case can answer instead of its value (docs/architecture.md house rule 1): a lead API failure, or one of:
 * - `InvalidInput`: the input failed a domain rule before any call (`errors` by field name, typed kinds);
 * - `NoLead`: the call needs a lead id and the session has none yet.
 */
export type UseCaseError =
  | LeadGatewayError
  | { readonly kind: 'InvalidInput'; readonly errors: Readonly<Record<string, ValidationError>> }
  | { readonly kind: 'NoLead' };

export const invalidInput = (field: string, error: ValidationError): UseCaseError => ({ kind: 'InvalidInput', errors: { [field]: error } });
