/**
 * Translation keys of a flow's texts (locales/{locale}/flow.json), built from the flow definition so pages never spell
 * them by hand. Layout: `flow>{flowId}>steps>{stepPath}>title|hint`, `…>fields>{fieldName}>label|hint`,
 * `…>fields>{fieldName}>options>{value}`; a step's modal (e.g. loan-details) is a step of its own path. Section labels
 * of spec §2 are shared by every flow: `flow>sections>{sectionKey}`. Field names keep their dots (the key separator
 * is '>', spec §9).
 */
const base = (flowId: string, stepPath: string) => `flow^flow>${flowId}>steps>${stepPath}`;

export const flowKeys = {
  /** The question of the step: the page's `<h1>` (or the label/legend of its single field). */
  stepTitle: (flowId: string, stepPath: string) => `${base(flowId, stepPath)}>title`,
  /** Optional hint under the question; check with i18next `exists` before showing. */
  stepHint: (flowId: string, stepPath: string) => `${base(flowId, stepPath)}>hint`,
  /** The field's label, also its row label on the check-your-answers page. */
  fieldLabel: (flowId: string, stepPath: string, fieldName: string) => `${base(flowId, stepPath)}>fields>${fieldName}>label`,
  fieldHint: (flowId: string, stepPath: string, fieldName: string) => `${base(flowId, stepPath)}>fields>${fieldName}>hint`,
  option: (flowId: string, stepPath: string, fieldName: string, value: string) => `${base(flowId, stepPath)}>fields>${fieldName}>options>${value}`,
  section: (sectionKey: string) => `flow^flow>sections>${sectionKey}`,
} as const;
