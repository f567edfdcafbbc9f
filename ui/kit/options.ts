import type { ReactNode } from 'react';

/** One choice of a radio group, checkbox list or select: the stored value and its translated label. */
export interface Option {
  value: string;
  label: ReactNode;
  hint?: ReactNode;
}

/**
 * Id of the n-th choice's input. The first choice takes the field id itself, so an error summary link to the field
 * focuses the first choice (GOV.UK radios convention).
 */
export const optionId = (fieldId: string, index: number): string => (index === 0 ? fieldId : `${fieldId}-${index + 1}`);
