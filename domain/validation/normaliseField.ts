import type { Country } from '../brand/BrandConfigSchema';
import type { FieldRule } from './FieldRule';
import { normaliseIban } from './normaliseIban';
import { normaliseIdentifier } from './normaliseIdentifier';
import { normaliseLicencePlate } from './normaliseLicencePlate';
import { normalisePostalCode } from './normalisePostalCode';

/**
 * The form value as it should be stored and sent (country-rules.md §10): identifiers compacted and upper-cased,
 * e-mail trimmed, postal codes without spaces. Other rules keep the value as typed (their patterns judge trailing
 * spaces). Non-strings are returned unchanged. Idempotent; never throws.
 */
export function normaliseField(rule: FieldRule, value: unknown, country: Country): unknown {
  if (typeof value !== 'string') return value;
  switch (rule) {
    case 'nationalId':
    case 'taxId':
    case 'idCard':
      return normaliseIdentifier(value);
    case 'bankAccount':
      // IBANs and local account numbers alike: separators out, upper-cased (PL: a bare NRB gets "PL").
      return normaliseIban(value.replace(/\./g, ''), country);
    case 'iban':
      return normaliseIban(value, country);
    case 'licencePlate':
      return normaliseLicencePlate(value);
    case 'postalCode':
      return normalisePostalCode(value, country);
    case 'email':
      return value.trim();
    default:
      return value;
  }
}
