/** The three parts as typed; the domain's date rule reads them (docs/validation-by-country.md "Dates and age", docs/accessible-forms.md "Autofill"). */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

export type DatePart = keyof DateParts;

/**
 * Id of one part's input; the day input is the target of the error summary link. Apart from DateOfBirthField so the
 * error summary of the first step does not load the date control (first-step budget).
 */
export const datePartId = (fieldId: string, part: DatePart): string => `${fieldId}-${part}`;
