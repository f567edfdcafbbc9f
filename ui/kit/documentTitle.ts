import type { TranslateFn } from './Translate';

/**
 * The document title of a step: "{question} - {brand}", prefixed "Error: " (translated) while the step shows errors
 * (docs/accessible-forms.md "Error summary"). Without a question the brand name alone (docs/product.md "Page chrome": fallback).
 */
export function documentTitle(t: TranslateFn, parts: { question?: string; brandName: string; hasErrors?: boolean }): string {
  const main = parts.question !== undefined && parts.question.length > 0 ? `${parts.question}${t('common^titles>separator')}${parts.brandName}` : parts.brandName;
  return parts.hasErrors ? `${t('common^titles>errorPrefix')}${main}` : main;
}
