import type { normaliseField } from '../../domain/validation/normaliseField';
import type { validateField } from '../../domain/validation/validateField';

/** The domain's field rules (spec §5): every validator and normaliser, with the IBAN and national-id libraries. */
export interface FieldRules {
  readonly validateField: typeof validateField;
  readonly normaliseField: typeof normaliseField;
}

let loading: Promise<FieldRules> | null = null;

/**
 * The field rules, loaded on first use (architecture.md rule 7: the first step loads only what it needs): validation
 * runs on Continue only (accessibility.md), so the first Continue fetches them (about 8 KB gzip) and later ones reuse them.
 */
export function loadFieldRules(): Promise<FieldRules> {
  loading ??= import('./fieldRulesModule').then((module) => ({ validateField: module.validateField, normaliseField: module.normaliseField }));
  return loading;
}
