import type { FieldRule } from '../validation/FieldRule';
import type { StepCondition } from './stepCondition';

/**
 * Path keys of the dynamic form flow, as docs/product.md "Screens and routes" lists them. "ovedue-debt-amount" keeps the
 * spec's spelling: it is a key shared with the server's configuration, not prose.
 */
export const FLOW_PATH_KEYS = [
  'loan-details', 'initial-details', 'personal-details', 'demographic-details', 'expenses', 'banking-details',
  'address-information', 'employment-details', 'employer-name', 'loan-purpose', 'name', 'gender', 'date-of-birth',
  'pep-details', 'id-card', 'personal-code', 'marital-status', 'education', 'province', 'flat-number',
  'housing-information', 'housing-tenure-since-date', 'monthly-income', 'income-contract-started-at',
  'income-contract-expires-at', 'income-information', 'income-payday', 'income-source', 'job-area', 'job-title',
  'vehicle-ownership', 'iban-consent', 'bank-account', 'online-banking', 'credit-history', 'monthly-extra-income',
  'credit-commitments', 'monthly-credit-commitments', 'position-type', 'dependants', 'country-of-birth',
  'monthly-expenses', 'citizenship', 'total-debt', 'housing-tenure', 'work-phone', 'spouse-monthly-income',
  'ovedue-debt-amount', 'has-vehicle-downpayment', 'mortgage-dates', 'salary-cycle', 'salary-cycle-value',
  'has-proof-of-income', 'has-bank-account', 'using-online-banking', 'clabe', 'tax-registry-code',
  'is-politically-exposed', 'is-interested-in-debt-consolidation', 'reference-details', 'rent-amount',
  'number-of-dependants', 'mortgage-amount', 'city-of-birth', 'monthly-mortgage-amount', 'mortgage-information',
  'cofidis-profession',
] as const;
export type FlowPathKey = (typeof FLOW_PATH_KEYS)[number];

/**
 * The multi-field pages of the legacy flow (docs/states-and-routes.md "Routes"), in order: each page's path is its route without
 * the slash (domain/flow/legacyFlow.ts).
 */
export const LEGACY_PAGE_KEYS = ['loan-information', 'personal-details', 'contact-details', 'income-details', 'other-information', 'reference-information'] as const;
export type LegacyPageKey = (typeof LEGACY_PAGE_KEYS)[number];

/** Step types of docs/product.md "Screens and routes". */
export const STEP_TYPES = ['loan-information', 'personal-information', 'dynamic', 'modal'] as const;
export type StepType = (typeof STEP_TYPES)[number];

/** Section label keys of docs/product.md "Screens and routes" ("Section labels"), as translation keys: the domain holds no user-facing text. */
export const SECTION_KEYS = [
  'loan-information', 'personal-details', 'demographic-details', 'contact-information', 'marital-details',
  'education', 'address-information', 'income-information', 'housing-information', 'expenses',
  'employment-details', 'other-information', 'banking-details', 'mortgage-information', 'reference-details',
] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

/** How a field is asked; the ui picks one form control per value. */
export const FIELD_CONTROLS = [
  'text', 'email', 'tel', 'money', 'integer', 'radio', 'yesNo', 'checkbox', 'select', 'date', 'dateOfBirth', 'iban',
  'postalCode', 'licencePlate', 'captcha',
] as const;
export type FieldControl = (typeof FIELD_CONTROLS)[number];

/** One question of a step (docs/product.md "The form flow": "Each data point maps to a configured form path"). */
export interface FieldDefinition {
  /** Dotted lead path of docs/product.md "Entities", e.g. "contactDetails.email"; also the data point's name. */
  readonly name: string;
  readonly control: FieldControl;
  /** Validation rule name (domain/validation/FieldRule.ts). */
  readonly rule: FieldRule;
  readonly required: boolean;
  /** Option values of radio and select controls (translation keys are derived from them by the ui). */
  readonly options?: readonly string[];
  /**
   * Proper names of options the brand country's pack supplies (banks, regions, document types: catalogue/packOptions.ts),
   * shown as they are; other options are translated by value.
   */
  readonly optionNames?: Readonly<Record<string, string>>;
  /** HTML autocomplete token. */
  readonly autocomplete?: string;
  readonly inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal';
  /** Number bounds for the rule (ValidationContext min/max/step); the amount takes the brand's loan limits instead. */
  readonly min?: number;
  readonly max?: number;
  readonly step?: number;
  /** Phone fields of the applicant accept mobiles only. */
  readonly mobileOnly?: boolean;
  /** Personal data: session recorders mask it (docs/click-ids-and-consent.md "Product analytics and session recording": "Decision"). */
  readonly sensitive: boolean;
  /**
   * False for national ids, IBAN and id-card numbers: never written to browser storage, saved to the lead API only
   * (docs/sessions-and-storage.md "What is never stored").
   */
  readonly storable: boolean;
}

/** A modal shown over a step, e.g. the amount question of the Spanish initial-details step (docs/product.md "Screens and routes"). */
export interface StepModal {
  readonly path: FlowPathKey;
  readonly fields: readonly FieldDefinition[];
  /** Shown when the step opens (docs/product.md "Screens and routes": "it includes a modal asking for the amount and is shown at start"). */
  readonly showAtStart: boolean;
}

/** One step of a flow: one page of the form. */
export interface FlowStep {
  /** A catalogue step key (v3 flow), or a page of the legacy flow (domain/flow/legacyFlow.ts). */
  readonly path: FlowPathKey | LegacyPageKey;
  readonly section: SectionKey;
  readonly type: StepType;
  readonly fields: readonly FieldDefinition[];
  readonly modal?: StepModal;
  /** The brand's condition for asking this step (brand.json `flow`); absent: always asked. See brandFlow.stepApplies. */
  readonly when?: StepCondition;
  /**
   * A legacy page asks the fields of several catalogue steps: the step whose texts each field keeps (field name →
   * step path), and the page is headed by its section label. Absent on a v3 step: every text is the step's own.
   */
  readonly fieldSteps?: Readonly<Record<string, string>>;
}

/** A configured flow (docs/architecture.md house rule 6: "A flow … is configuration consumed by one form engine"). */
export interface FlowDefinition {
  readonly flowId: string;
  /** `legacy`: the multi-field pages of docs/product.md "The form flow" at their own routes, submitted from the last page; absent: the v3 steps. */
  readonly form?: 'legacy';
  readonly steps: readonly FlowStep[];
}

/** Every field a step asks for, its modal's included, in order. */
export function stepFields(step: FlowStep): readonly FieldDefinition[] {
  return step.modal ? [...step.fields, ...step.modal.fields] : step.fields;
}
