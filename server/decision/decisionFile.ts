import * as v from 'valibot';
import { err, ok, type Result } from '../../domain/kernel/Result';
import type { DecisionConfig } from './DecisionConfig';

const money = v.pipe(v.number(), v.finite(), v.minValue(0));

/**
 * brands/{id}/decision.json: the brand's credit-policy thresholds, in its own currency (issue 11 item 6: 400 and 1000
 * applied in every currency accepted an income of 1,500 ₫). `currency` must equal the brand's, so a figure can never be
 * read in the wrong unit; `$comment` says where the figures come from. Other DecisionConfig keys may override too.
 */
export const DecisionFileSchema = v.pipe(
  v.looseObject({
    $comment: v.optional(v.string()),
    currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/)),
    minimumMonthlyIncome: money,
    acceptMinimumMonthlyIncome: money,
  }),
  v.check((file) => file.acceptMinimumMonthlyIncome >= file.minimumMonthlyIncome, 'acceptMinimumMonthlyIncome must not be below minimumMonthlyIncome'),
);

export interface InvalidDecisionFile {
  readonly kind: 'InvalidDecisionFile';
  /** Each problem, prefixed with its key. */
  readonly issues: readonly string[];
}

/** The overrides of a decision file for a brand paying in `currency`, or every problem that makes it unusable. */
export function decisionOverridesFrom(document: unknown, currency: string): Result<Partial<DecisionConfig>, InvalidDecisionFile> {
  const parsed = v.safeParse(DecisionFileSchema, document);
  if (!parsed.success) return err({ kind: 'InvalidDecisionFile', issues: parsed.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`) });
  const { $comment: _comment, currency: fileCurrency, ...overrides } = parsed.output;
  if (fileCurrency !== currency) return err({ kind: 'InvalidDecisionFile', issues: [`currency: ${fileCurrency} is not the brand's ${currency}`] });
  return ok(overrides as Partial<DecisionConfig>);
}
