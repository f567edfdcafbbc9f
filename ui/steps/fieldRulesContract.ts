import type { Country } from '../../domain/brand/BrandConfigSchema';
import type { FieldRule } from '../../domain/validation/FieldRule';
import type { ValidationContext } from '../../domain/validation/ValidationContext';
import type { ValidationError } from '../../domain/validation/ValidationError';

/** The domain's field rules (docs/validation-by-country.md "How a field is checked") a form applies: every validator and normaliser. Passed in, so a form never hides them. */
export interface FieldRules {
  /** The rule's verdict on a value (domain/fields/validateField.ts is the whole set). */
  readonly validateField: (rule: FieldRule, value: unknown, ctx: ValidationContext) => ValidationError | null;
  /** The value as stored (domain/validation/normaliseField.ts, with the brand country's normalisers where they are needed). */
  readonly normaliseField: (rule: FieldRule, value: unknown, country: Country) => unknown;
  /**
   * Resolves true once every rule in `rules` can be checked (loading validators that load on demand), false when
   * they could not be loaded. `country`: the brand's, whose country pack the identifier rules need (without it, the
   * countries already validated for). Absent: every validator is always there.
   */
  readonly whenReady?: (rules: readonly FieldRule[], country?: Country) => Promise<boolean>;
  /** `whenReady` would resolve true at once: every validator `rules` need has loaded. */
  readonly readyNow?: (rules: readonly FieldRule[], country: Country) => boolean;
  /**
   * A typed phone number in E.164 ("+34612345678"), or null when it is not a valid number of `country` or the phone
   * code has not loaded (the value is then kept as typed; Continue waits for the phone code before it saves).
   */
  readonly phoneToE164: (text: string, country: Country) => string | null;
  /** A saved number in the country's national format ("612 34 56 78"), or null (invalid, or phone code not loaded). */
  readonly formatPhoneNational: (value: string, country: Country) => string | null;
}
