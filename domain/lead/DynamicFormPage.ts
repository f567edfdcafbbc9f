import * as v from 'valibot';

/**
 * A server field error as a page holds it (docs/product.md "Entities": "Dynamic form page: errors (fieldName and message)").
 * `code` is what the ui translates; `message` is the server's English text for logs only (docs/product.md "Error catalogue": server messages
 * are not shown to users) and is kept as data, never rendered as HTML.
 */
export const PageErrorSchema = v.object({
  /** Dotted lead path of the field, e.g. "contactDetails.email". */
  fieldName: v.pipe(v.string(), v.maxLength(255)),
  code: v.pipe(v.string(), v.maxLength(64)),
  message: v.optional(v.pipe(v.string(), v.maxLength(1024))),
  params: v.optional(v.record(v.string(), v.union([v.string(), v.number()]))),
});

/** Where a page sits in its flow (docs/product.md "Entities": "Dynamic form page: context"). */
export const PageContextSchema = v.object({
  flowId: v.pipe(v.string(), v.maxLength(64)),
  /** Section label key of docs/product.md "Screens and routes", e.g. "address-information". */
  section: v.pipe(v.string(), v.maxLength(64)),
  /** Step type of docs/legacy-flow.md: loan-information, personal-information, dynamic, modal. */
  type: v.picklist(['loan-information', 'personal-information', 'dynamic', 'modal']),
});

const pathKey = v.pipe(v.string(), v.maxLength(64));
const dataPoint = v.pipe(v.string(), v.maxLength(128));

/**
 * One page of the dynamic form (docs/product.md "Entities"; behaviour in docs/product.md "The form flow"),
 * as stored under the `dynamicPages` key. Built by domain/flow/buildPages.
 */
export const DynamicFormPageSchema = v.object({
  /** The step's path key of docs/product.md "Screens and routes", e.g. "initial-details". */
  path: pathKey,
  context: PageContextSchema,
  /** Dotted lead paths this page asks for. */
  dataPoints: v.array(dataPoint),
  previousPath: v.nullable(pathKey),
  nextPath: v.nullable(pathKey),
  /** Empty on every page but the last, which carries every data point of the flow (docs/product.md "The form flow"). */
  dataPointsToSubmit: v.array(dataPoint),
  /** Path key → data points of that step, for the whole flow. */
  dataPointsPerStep: v.record(pathKey, v.array(dataPoint)),
  /** 1-based position of the page in its flow. */
  stepOrder: v.pipe(v.number(), v.integer(), v.minValue(1)),
  errors: v.array(PageErrorSchema),
});

export const DynamicFormPagesSchema = v.array(DynamicFormPageSchema);

export type PageError = v.InferOutput<typeof PageErrorSchema>;
export type PageContext = v.InferOutput<typeof PageContextSchema>;
export type DynamicFormPage = v.InferOutput<typeof DynamicFormPageSchema>;
