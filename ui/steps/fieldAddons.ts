/** The first step's field add-ons, one chunk fetched at the applicant's first interaction (FieldControl.tsx). */
export { EmailSuggestion } from './EmailSuggestion';
export { PolicyLinks } from './PolicyLinks';
