import type { DynamicFormPage, PageError } from '../lead/DynamicFormPage';

/** A server field error as the API sends it (domain/api/FieldErrorResponse.ts: field, code, message, params). */
export interface ServerFieldError {
  /** Dotted lead path, e.g. "contactDetails.email". */
  readonly field: string;
  readonly code: string;
  readonly message?: string;
  readonly params?: Readonly<Record<string, string | number>>;
}

export interface AttachedErrors {
  readonly pages: DynamicFormPage[];
  /** Path of the earliest page with errors (the one to show), or null when no error found a page. */
  readonly selectedPath: string | null;
  /** Errors of fields no page holds, for a general message and the log. */
  readonly unassigned: ServerFieldError[];
}

/**
 * Attaches server field errors to the pages that hold the fields and selects the earliest page with errors
 * (docs/product.md "The form flow"). The errors replace any a page held before.
 * A field is matched by its dotted path; decision: when the server names only the last segment ("email") and exactly
 * one data point of the flow ends with it, that one is meant. The first page holding a field takes its error.
 */
export function attachServerErrors(pages: readonly DynamicFormPage[], errors: readonly ServerFieldError[]): AttachedErrors {
  const perPage = pages.map((): PageError[] => []);
  const unassigned: ServerFieldError[] = [];
  for (const error of errors) {
    const fieldName = resolveFieldName(pages, error.field);
    const index = fieldName === null ? -1 : pages.findIndex((page) => page.dataPoints.includes(fieldName));
    if (fieldName === null || index < 0) {
      unassigned.push(error);
      continue;
    }
    perPage[index]?.push({
      fieldName,
      code: error.code,
      ...(error.message !== undefined && { message: error.message }),
      ...(error.params !== undefined && { params: { ...error.params } }),
    });
  }
  const selected = perPage.findIndex((list) => list.length > 0);
  return {
    pages: pages.map((page, i) => ({ ...page, errors: perPage[i] ?? [] })),
    selectedPath: selected < 0 ? null : (pages[selected]?.path ?? null),
    unassigned,
  };
}

function resolveFieldName(pages: readonly DynamicFormPage[], field: string): string | null {
  const all = new Set(pages.flatMap((page) => page.dataPoints));
  if (all.has(field)) return field;
  const candidates = [...all].filter((name) => name.endsWith(`.${field}`));
  return candidates.length === 1 ? (candidates[0] ?? null) : null;
}
