import { makeAutoObservable } from 'mobx';
import type { FieldDefinition, FlowStep } from '../../domain/flow/FlowDefinition';
import type { PageError } from '../../domain/lead/DynamicFormPage';
import type { Lead } from '../../domain/lead/LeadSchema';
import type { CalendarDate } from '../../domain/validation/CalendarDate';
import type { ValidationError, ValidationErrorKind } from '../../domain/validation/ValidationError';
import type { FieldRules } from './fieldRulesContract';
import { emptyFormValue, toFormValue, toLeadValue, type FormValue, type ValueContext } from './formValues';
import { answersFromPaths, readPath } from '../../domain/lead/dottedPaths';

/** Bounds a field takes from the brand instead of the flow (the amount: docs/validation-by-country.md "Amount and period" loan limits). */
export type BoundsFor = (field: FieldDefinition) => { readonly min?: number; readonly max?: number; readonly step?: number };

/** A problem shown for a field: a validator's kind, or a server error code (docs/product.md "The form flow": "Server field errors"). */
export interface FieldProblem {
  readonly kind: ValidationErrorKind;
  readonly params?: Readonly<Record<string, string | number>>;
}

const KNOWN_KINDS: ReadonlySet<string> = new Set<ValidationErrorKind>([
  'Required', 'InvalidFormat', 'TooLong', 'BelowMinimum', 'AboveMaximum', 'NotAStep', 'InvalidChecksum', 'UnknownProvince',
  'PhoneNotANumber', 'PhoneTooShort', 'PhoneTooLong', 'PhoneInvalidLength', 'PhoneInvalidCountry', 'PhoneNotValid',
  'PhoneNotMobile', 'InvalidDate', 'DateInFuture', 'DateInPast', 'TooYoung', 'TooOld', 'MustBeAccepted', 'NotAnOption',
  'WrongLength', 'LengthOutOfRange', 'InvalidIdDate', 'UnknownRegionCode', 'WrongCountry', 'UnknownBank', 'BirthDateMismatch',
  'RegionMismatch', 'DisposableDomain', 'NationalIdMismatch', 'TaxIdMismatch',
]);

/** A server error code as a problem: codes the ui has no message for read as InvalidFormat (server texts are never shown, docs/product.md "Error catalogue"). */
export function problemFromServer(error: PageError): FieldProblem {
  const kind = KNOWN_KINDS.has(error.code) ? (error.code as ValidationErrorKind) : 'InvalidFormat';
  return { kind, ...(error.params ? { params: error.params } : {}) };
}

/**
 * The answers of one step while the applicant types (docs/accessible-forms.md "When to validate": on Continue only; "Never
 * clear what the user typed"). Starts from the saved answers and the server errors the page holds; `validate`
 * runs the domain rules of every field (docs/validation-by-country.md "Dates and age") and `answers` turns the typed values into lead values.
 */
export class StepFormStore {
  values: Record<string, FormValue> = {};
  problems: Record<string, FieldProblem> = {};
  /** Failed Continue attempts: each one moves focus to the error summary again. */
  attempts = 0;

  /** Fields the applicant has changed here: what a prepared step shown later keeps (ui/steps/showPrepared.ts). */
  readonly edited = new Set<string>();

  constructor(
    readonly step: FlowStep,
    lead: Lead,
    serverErrors: readonly PageError[],
    private readonly ctx: ValueContext,
    private readonly boundsFor: BoundsFor = () => ({}),
    private readonly phone?: Pick<FieldRules, 'formatPhoneNational'>,
  ) {
    for (const field of this.fields) this.values[field.name] = this.savedValue(field, lead);
    for (const error of serverErrors) this.problems[error.fieldName] = problemFromServer(error);
    makeAutoObservable<this, 'ctx' | 'boundsFor' | 'phone'>(this, { step: false, ctx: false, boundsFor: false, phone: false, edited: false });
  }

  /** The form value of `field`'s saved answer in `lead` (empty when none). */
  savedValue(field: FieldDefinition, lead: Lead): FormValue {
    const stored = readPath(lead, field.name);
    return stored === undefined ? emptyFormValue(field) : toFormValue(field, stored, this.ctx, this.phone);
  }

  /** The fields the page shows; a modal's fields (the amount) are asked by the modal (LoanSelectionStore). */
  get fields(): readonly FieldDefinition[] {
    return this.step.fields;
  }

  get hasProblems(): boolean {
    return Object.keys(this.problems).length > 0;
  }

  /** Problems in field order, for the error summary. */
  get orderedProblems(): Array<{ field: FieldDefinition; problem: FieldProblem }> {
    return this.fields.flatMap((field) => {
      const problem = this.problems[field.name];
      return problem ? [{ field, problem }] : [];
    });
  }

  setValue(name: string, value: FormValue): void {
    this.edited.add(name);
    this.values[name] = value;
  }

  /** Checks every field with its rule (docs/validation-by-country.md "How a field is checked"); true when all pass. Problems replace the previous ones. */
  validate(rules: FieldRules, today: CalendarDate, skip: ReadonlySet<string> = new Set()): boolean {
    const next: Record<string, FieldProblem> = {};
    for (const field of this.fields) {
      if (skip.has(field.name)) continue;
      const problem = this.check(rules, field, today);
      if (problem) next[field.name] = problem;
    }
    const valid = Object.keys(next).length === 0;
    // Unchanged (no problems before or after) is not a change: the leaving step does not render again (issue 14).
    if (!valid || this.hasProblems) this.problems = next;
    if (!valid) this.attempts += 1;
    return valid;
  }

  /**
   * Continue's check once every rule of the step can be judged (first-step budget: some validators load on demand,
   * ui/steps/fieldRules.ts): waits for them, then validates. If they cannot be loaded the fields using them show
   * CheckUnavailable and nothing typed is lost; the next Continue tries again.
   */
  async validateWhenReady(rules: FieldRules, today: CalendarDate, skip: ReadonlySet<string> = new Set()): Promise<boolean> {
    await rules.whenReady?.(this.fields.filter((field) => !skip.has(field.name)).map((field) => field.rule), this.ctx.country);
    return this.validate(rules, today, skip);
  }

  /** Shows server field errors after a save (docs/product.md "The form flow": they are attached to the page that holds the field). */
  showServerErrors(errors: readonly PageError[]): void {
    const next: Record<string, FieldProblem> = {};
    for (const error of errors) next[error.fieldName] = problemFromServer(error);
    this.problems = next;
    if (errors.length > 0) this.attempts += 1;
  }

  /** The typed values as a partial lead (only the fields of this step). */
  answers(rules: FieldRules, skip: ReadonlySet<string> = new Set()): Lead {
    const byPath: Record<string, unknown> = {};
    for (const field of this.fields) {
      if (skip.has(field.name)) continue;
      const value = toLeadValue(field, this.values[field.name] ?? emptyFormValue(field), this.ctx, rules);
      // An optional field left empty is sent as null, so a cleared answer is cleared on the server too.
      byPath[field.name] = value === '' ? null : value;
    }
    return answersFromPaths(byPath);
  }

  private check(rules: FieldRules, field: FieldDefinition, today: CalendarDate): ValidationError | null {
    const value = toLeadValue(field, this.values[field.name] ?? emptyFormValue(field), this.ctx, rules);
    const bounds = this.boundsFor(field);
    return rules.validateField(field.rule, value, {
      country: this.ctx.country,
      today,
      required: field.required,
      ...(field.options ? { options: field.options } : {}),
      ...(field.min !== undefined ? { min: field.min } : {}),
      ...(field.max !== undefined ? { max: field.max } : {}),
      ...(field.step !== undefined ? { step: field.step } : {}),
      ...bounds,
      ...(field.mobileOnly ? { mobileOnly: true } : {}),
      answers: this.siblingAnswers(),
    });
  }

  /** The answers on this step an identifier depends on (PH id type, bank for a local account): as the server reads them. */
  private siblingAnswers(): { idDocumentType?: string; bankCode?: string } {
    const idDocumentType = this.values['personalDetails.idDocumentType'];
    const bankCode = this.values['incomeDetails.bankCode'];
    return { ...(typeof idDocumentType === 'string' && idDocumentType !== '' ? { idDocumentType } : {}), ...(typeof bankCode === 'string' && bankCode !== '' ? { bankCode } : {}) };
  }
}
