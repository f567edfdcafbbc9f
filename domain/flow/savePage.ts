import type { DynamicFormPage } from '../lead/DynamicFormPage';

/**
 * After application data was saved for the page at `path`, that page's errors are cleared (docs/product.md "The form flow": "Saving
 * application data clears the errors of the page it was saved for"). Other pages keep theirs.
 */
export function savePage(pages: readonly DynamicFormPage[], path: string): DynamicFormPage[] {
  return pages.map((page) => (page.path === path && page.errors.length > 0 ? { ...page, errors: [] } : page));
}
