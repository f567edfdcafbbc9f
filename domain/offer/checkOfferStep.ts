import * as v from 'valibot';
import type { FieldError } from '../api/FieldErrorResponse';
import type { Country } from '../brand/BrandConfigSchema';
import { readPath } from '../lead/dottedPaths';
import type { Lead } from '../lead/LeadSchema';
import type { Result } from '../kernel/Result';
import { err, ok } from '../kernel/Result';
import type { CalendarDate } from '../validation/CalendarDate';
import { validateField } from '../fields/validateField';
import type { OfferField, OfferReferenceData, OfferScreenDefinition } from './OfferScreenDefinition';
import { resolveOfferFields } from './OfferScreenDefinition';
import { nationalIdMismatches } from './answersOnFile';

/** Longest text an offer-stage answer may hold (names, streets, ids): every field of the definitions fits in it. */
export const MAX_OFFER_TEXT = 200;

/** The JSON shape of one answer, by its control: ticks and yes/no as booleans, amounts and counts as numbers, else text. */
function leafSchema(field: OfferField): v.GenericSchema {
  const shape =
    field.control === 'checkbox' || field.control === 'yesNo'
      ? v.boolean()
      : field.control === 'money' || field.control === 'integer'
        ? v.pipe(v.number(), v.finite())
        : v.pipe(v.string(), v.maxLength(MAX_OFFER_TEXT));
  // Presence is the rule's to judge (Required, MustBeAccepted); an optional answer left empty is sent as null.
  return v.optional(v.nullable(shape));
}

/** A strict object schema over the fields' dotted names: `{ vehicle: { make, model } }` for `vehicle.make`, `vehicle.model`. */
export function offerStepSchema(fields: readonly OfferField[]): v.GenericSchema {
  interface Node {
    readonly children: Map<string, Node>;
    leaf?: v.GenericSchema;
  }
  const root: Node = { children: new Map() };
  for (const field of fields) {
    let node = root;
    for (const segment of field.name.split('.')) {
      let child = node.children.get(segment);
      if (!child) node.children.set(segment, (child = { children: new Map() }));
      node = child;
    }
    node.leaf = leafSchema(field);
  }
  const build = (node: Node): v.GenericSchema =>
    node.leaf ?? v.optional(v.strictObject(Object.fromEntries([...node.children].map(([key, child]) => [key, build(child)]))));
  return v.strictObject(Object.fromEntries([...root.children].map(([key, child]) => [key, build(child)])));
}

const codeOf = (issue: v.BaseIssue<unknown>): string =>
  issue.type === 'strict_object' ? 'UnknownField' : issue.type === 'max_length' ? 'TooLong' : issue.type === 'finite' ? 'InvalidFormat' : 'InvalidType';

/** What a step's check needs besides the data: the brand's country, today, and the reference data options come from. */
export interface OfferCheckContext {
  readonly country: Country;
  readonly today: CalendarDate;
  readonly referenceData: OfferReferenceData;
  /** What the lead holds: a national id sent must be the one on file (answersOnFile.ts). */
  readonly onFile?: Lead;
}

/** Why a step's data was refused: every field error at once. */
export interface OfferStepRefusal {
  readonly kind: 'Invalid';
  readonly errors: readonly FieldError[];
}

/**
 * What an offer-stage screen may send (issue 15 item 0): only its own fields, each of its JSON type (an unknown key,
 * `__proto__` included, or an object where a value belongs is refused), then each answer under its field rule (docs/validation-by-country.md "How a field is checked") with the definition's settings, identifiers under the definition's country, then a national id against the one
 * the lead holds (`NationalIdMismatch`, issue 22 item 6). Answers the data to store, or every field error at once
 * (field: the dotted name the screen sent).
 */
export function checkOfferStep(definition: OfferScreenDefinition, data: Readonly<Record<string, unknown>>, ctx: OfferCheckContext): Result<Readonly<Record<string, unknown>>, OfferStepRefusal> {
  const fields = resolveOfferFields(definition, ctx.referenceData, (name) => readPath(data as Lead, name), ctx.today.y);
  const parsed = v.safeParse(offerStepSchema(fields), data, { abortEarly: false });
  if (!parsed.success) {
    const seen = new Map<string, FieldError>();
    for (const issue of parsed.issues) {
      const field = v.getDotPath(issue) ?? '(body)';
      if (!seen.has(field)) seen.set(field, { field, code: codeOf(issue), message: `${field}: ${issue.message}` });
    }
    return err({ kind: 'Invalid', errors: [...seen.values()] });
  }
  const errors: FieldError[] = [];
  for (const field of fields) {
    const problem = validateField(field.rule, readPath(data as Lead, field.name), {
      country: definition.country ?? ctx.country,
      today: ctx.today,
      required: field.required,
      ...(field.options ? { options: field.options } : {}),
      ...(field.min !== undefined ? { min: field.min } : {}),
      ...(field.max !== undefined ? { max: field.max } : {}),
      ...(field.step !== undefined ? { step: field.step } : {}),
      ...(field.mobileOnly ? { mobileOnly: true } : {}),
    });
    if (problem) errors.push({ field: field.name, code: problem.kind, message: `${field.name} is invalid: ${problem.kind}`, ...(problem.params ? { params: { ...problem.params } } : {}) });
  }
  if (errors.length > 0) return err({ kind: 'Invalid', errors });
  const mismatches = ctx.onFile ? nationalIdMismatches(definition, data as Lead, ctx.onFile, ctx.country) : [];
  return mismatches.length > 0 ? err({ kind: 'Invalid', errors: mismatches }) : ok(parsed.output as Readonly<Record<string, unknown>>);
}
