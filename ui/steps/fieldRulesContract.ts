import type { FieldRule } from '../../domain/validation/FieldRule';
import type { normaliseField } from '../../domain/validation/normaliseField';
import type { validateField } from '../../domain/validation/validateField';

/** The domain's field rules (spec §5) a form applies: every validator and normaliser. Passed in, so a form never hides them. */
export interface FieldRules {
  readonly validateField: typeof validateField;
  readonly normaliseField: typeof normaliseField;
  /**
   * Resolves true once every rule in `rules` can be checked (loading validators that load on demand), false when
   * they could not be loaded. Absent: every validator is always there.
   */
  readonly whenReady?: (rules: readonly FieldRule[]) => Promise<boolean>;
}
