import { normaliseField } from '../../domain/validation/normaliseField';
import { validateField } from '../../domain/validation/validateField';

/** The domain's field rules (spec §5) a form applies: every validator and normaliser. Passed in, so a form never hides them. */
export interface FieldRules {
  readonly validateField: typeof validateField;
  readonly normaliseField: typeof normaliseField;
}

/**
 * The field rules, bundled with the first screen. Decision: loading them on the first Continue saved 2 KB gzip but
 * broke Continue after a reload while offline (the chunk cannot arrive), so they load with the page.
 */
export const FIELD_RULES: FieldRules = { validateField, normaliseField };
