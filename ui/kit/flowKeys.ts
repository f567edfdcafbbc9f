/**
 * Translation keys of the flow texts (locales/{locale}/flow.json), built from the step catalogue so pages never spell
 * them by hand. Every brand shares the catalogue's texts (a locale is one country's wording): `flow>steps>{stepPath}>title|hint`,
 * `…>fields>{fieldName}>label|hint`, `…>fields>{fieldName}>options>{value}`; a step's modal (e.g. loan-details) is a
 * step of its own path. Section labels of docs/product.md "Screens and routes": `flow>sections>{sectionKey}`. Field names keep their dots (the
 * key separator is '>', docs/product.md "Constants").
 */
const base = (stepPath: string) => `flow^flow>steps>${stepPath}`;

export const flowKeys = {
  /** The question of the step: the page's `<h1>` (or the label/legend of its single field). */
  stepTitle: (stepPath: string) => `${base(stepPath)}>title`,
  /** Optional hint under the question; check with i18next `exists` before showing. */
  stepHint: (stepPath: string) => `${base(stepPath)}>hint`,
  /** The field's label, also its row label on the check-your-answers page. */
  fieldLabel: (stepPath: string, fieldName: string) => `${base(stepPath)}>fields>${fieldName}>label`,
  fieldHint: (stepPath: string, fieldName: string) => `${base(stepPath)}>fields>${fieldName}>hint`,
  option: (stepPath: string, fieldName: string, value: string) => `${base(stepPath)}>fields>${fieldName}>options>${value}`,
  section: (sectionKey: string) => `flow^flow>sections>${sectionKey}`,
} as const;
