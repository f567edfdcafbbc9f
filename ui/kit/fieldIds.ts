/** Id of a field's hint, referenced by the input's `aria-describedby` (docs/accessible-forms.md "Inputs"). */
export const hintId = (fieldId: string): string => `${fieldId}-hint`;

/** Id of a field's inline error message, referenced by the input's `aria-describedby` (docs/accessible-forms.md "Inline error"). */
export const errorId = (fieldId: string): string => `${fieldId}-error`;

/** Joins the ids that describe an input; undefined when none, so no empty attribute is rendered. */
export function describedBy(...ids: ReadonlyArray<string | false | null | undefined>): string | undefined {
  const present = ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
  return present.length > 0 ? present.join(' ') : undefined;
}

/** Builds the `aria-describedby` of a field from whether it has a hint and an error, hint first (GOV.UK order). */
export function fieldDescribedBy(fieldId: string, hasHint: boolean, hasError: boolean, extra?: string): string | undefined {
  return describedBy(hasHint && hintId(fieldId), hasError && errorId(fieldId), extra);
}
