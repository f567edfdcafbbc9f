import type { TextRule } from './textRules';
import { TEXT_RULES } from './textRules';
import { letterShape } from './letterShape';
import type { ValidationError } from './ValidationError';

/**
 * Checks a value against one free-text pattern of docs/validation-by-country.md "Names and free text" (see TEXT_RULES): TooLong over the rule's maximum length
 * (checked first, so no regex ever sees a huge input), InvalidFormat when a pattern fails, else null. The value is
 * checked as typed (no trimming): a trailing space is exactly what several rules forbid. Never throws.
 */
export function checkText(rule: TextRule, value: string): ValidationError | null {
  const definition = TEXT_RULES[rule];
  if (value.length > definition.maxLength) return { kind: 'TooLong', params: { max: definition.maxLength } };
  const shape = letterShape(value);
  const matches = definition.mustMatch.every((pattern) => pattern.test(shape));
  const forbidden = definition.mustNotMatch.some((pattern) => pattern.test(value));
  return matches && !forbidden ? null : { kind: 'InvalidFormat' };
}
