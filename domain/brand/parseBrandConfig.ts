import * as v from 'valibot';
import type { Result } from '../kernel/Result';
import { err, ok } from '../kernel/Result';
import type { BrandConfig } from './BrandConfigSchema';
import type { NumberRange } from '../validation/NumberRange';
import { brandConfigSchema } from './BrandConfigSchema';

export interface BrandConfigError {
  readonly kind: 'InvalidBrandConfig';
  /** One line per problem: "path: message". */
  readonly issues: readonly string[];
}

const rangeIssues = (path: string, range: NumberRange): string[] => {
  const issues: string[] = [];
  if (range.min > range.max) issues.push(`${path}: min ${range.min} is above max ${range.max}`);
  else if (range.default < range.min || range.default > range.max) issues.push(`${path}: default ${range.default} is outside ${range.min}–${range.max}`);
  const steps = (range.max - range.min) / range.step;
  if (Math.abs(steps - Math.round(steps)) > 1e-9) issues.push(`${path}: max is not min plus a whole number of steps`);
  return issues;
};

/**
 * Parses a brand.json document (docs/architecture.md house rule 6; docs/product.md "Entities": configuration object, docs/product.md "Constants") with
 * BrandConfigSchema, then checks what the schema cannot: each amount/period range has min ≤ max, its default inside
 * it (the example and the slider start there; docs/validation-by-country.md "Amount and period") and max reachable
 * in whole steps, and the total-debt range is ordered. Never throws.
 */
export function parseBrandConfig(json: unknown): Result<BrandConfig, BrandConfigError> {
  const parsed = v.safeParse(brandConfigSchema(), json);
  if (!parsed.success) {
    return err({
      kind: 'InvalidBrandConfig',
      issues: parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`),
    });
  }
  const brand = parsed.output;
  const issues = [
    ...rangeIssues('loan.amount', brand.loan.amount),
    ...rangeIssues('loan.period', brand.loan.period),
    ...(brand.limits.totalDebt.min > brand.limits.totalDebt.max ? ['limits.totalDebt: min is above max'] : []),
  ];
  return issues.length > 0 ? err({ kind: 'InvalidBrandConfig', issues }) : ok(brand);
}
