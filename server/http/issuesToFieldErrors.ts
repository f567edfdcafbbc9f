import * as v from 'valibot';
import type { FieldError } from '../../domain/api/FieldErrorResponse';

type Issue = v.BaseIssue<unknown>;

/** valibot issue type → field error code (domain/validation ValidationErrorKind where one fits). */
function codeOf(issue: Issue): { code: string; params?: Record<string, string | number> } {
  const requirement = (issue as { requirement?: unknown }).requirement;
  const param = typeof requirement === 'number' ? { limit: requirement } : undefined;
  switch (issue.type) {
    case 'max_length':
      return { code: 'TooLong', ...(param ? { params: { max: param.limit } } : {}) };
    case 'min_length':
      return issue.input === '' ? { code: 'Required' } : { code: 'InvalidFormat' };
    case 'min_value':
      return { code: 'BelowMinimum', ...(param ? { params: { min: param.limit } } : {}) };
    case 'max_value':
      return { code: 'AboveMaximum', ...(param ? { params: { max: param.limit } } : {}) };
    case 'picklist':
    case 'literal':
      return { code: 'NotAnOption' };
    case 'regex':
    case 'integer':
    case 'finite':
    case 'url':
    case 'starts_with':
      return { code: 'InvalidFormat' };
    default:
      return issue.input === undefined ? { code: 'Required' } : { code: 'InvalidType' };
  }
}

/**
 * valibot issues → field errors named by dotted path (`contactDetails.email`), one per field (the first issue), so
 * the funnel can attach each to the page that holds the field (docs/product.md "The form flow"). Array items keep their index (`policies.0`).
 */
export function issuesToFieldErrors(issues: readonly Issue[], prefix = ''): FieldError[] {
  const seen = new Map<string, FieldError>();
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? '';
    const field = prefix && path ? `${prefix}.${path}` : prefix || path || '(body)';
    if (seen.has(field)) continue;
    const { code, params } = codeOf(issue);
    seen.set(field, { field, code, message: issue.message, ...(params ? { params } : {}) });
  }
  return [...seen.values()];
}
