import type { FieldError } from '../api/FieldErrorResponse';
import type { Country } from '../brand/BrandConfigSchema';
import type { FieldRule } from '../validation/FieldRule';
import { answersFromPaths, readPath } from '../lead/dottedPaths';
import type { Lead } from '../lead/LeadSchema';
import { normaliseIdentifier } from '../validation/normaliseIdentifier';
import type { OfferScreenDefinition } from './OfferScreenDefinition';

/** Rules whose answer is an identifier of one country: the lead holds the brand country's. */
const IDENTIFIER_RULES: ReadonlySet<FieldRule> = new Set<FieldRule>(['nationalId', 'taxId', 'idCard']);

/**
 * Whether the lead's answer at a field's path answers this screen's question: always, except an identifier a screen
 * asks of another country than the brand's (a Romanian partner's CNP on a Spanish lead is not the DNI on file).
 */
const sameQuestion = (definition: OfferScreenDefinition, rule: FieldRule, brandCountry: Country): boolean =>
  !IDENTIFIER_RULES.has(rule) || (definition.country ?? brandCountry) === brandCountry;

/**
 * The answers the lead already holds for a screen's questions (issue 22 item 6), laid out as a partial lead: the
 * screen starts from them, so the applicant confirms what we know instead of typing it again.
 */
export function answersOnFile(definition: OfferScreenDefinition, lead: Lead, brandCountry: Country): Lead {
  const held: Record<string, unknown> = {};
  for (const field of definition.fields) {
    const value = readPath(lead, field.name);
    if (value !== undefined && value !== null && value !== '' && sameQuestion(definition, field.rule, brandCountry)) held[field.name] = value;
  }
  return answersFromPaths(held);
}

/**
 * A national id an offer-stage screen sends must be the one on file (issue 22 item 6): a partner's application is
 * the applicant's, so a different person's id is refused (`NationalIdMismatch`), compared once normalised. Nothing
 * is compared when the lead holds none, or when the screen asks another country's id than the lead's.
 */
export function nationalIdMismatches(definition: OfferScreenDefinition, data: Lead, onFile: Lead, brandCountry: Country): FieldError[] {
  return definition.fields.flatMap((field) => {
    if (field.rule !== 'nationalId' || !sameQuestion(definition, field.rule, brandCountry)) return [];
    const held = readPath(onFile, field.name);
    const sent = readPath(data, field.name);
    if (typeof held !== 'string' || held === '' || typeof sent !== 'string') return [];
    return normaliseIdentifier(held) === normaliseIdentifier(sent)
      ? []
      : [{ field: field.name, code: 'NationalIdMismatch', message: `${field.name} differs from the national id on file` }];
  });
}
