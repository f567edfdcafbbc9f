import * as v from 'valibot';

/** A number range with its default and step: a brand's loan amount and period (domain/brand/BrandConfigSchema.ts) and the base defaults (loanConstants.ts). */
export const NumberRangeSchema = v.object({
  default: v.number(),
  min: v.number(),
  max: v.number(),
  step: v.pipe(v.number(), v.minValue(0, 'step must be positive'), v.notValue(0, 'step must be positive')),
});
export type NumberRange = v.InferOutput<typeof NumberRangeSchema>;
