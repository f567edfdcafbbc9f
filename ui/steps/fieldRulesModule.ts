// The chunk loadFieldRules fetches: the domain's validators and normalisers (with ibantools and the national-id rules).
export { normaliseField } from '../../domain/validation/normaliseField';
export { validateField } from '../../domain/validation/validateField';
