import * as v from 'valibot';
import { FlowEntrySchema, entryKey, type FlowEntry } from './brandFlow';
import { INITIAL_DETAILS_STEP } from './commonSteps';
import type { FlowDefinition, FlowStep, SectionKey, StepType } from './FlowDefinition';

/**
 * The multi-field pages of the legacy flow (spec §2 "Main routes"), in order. Each page's path is its route without
 * the slash; its progress state is the state of spec §4 that route is shown on (1–5, then 25 pre-offer).
 */
export const LEGACY_PAGE_KEYS = ['loan-information', 'personal-details', 'contact-details', 'income-details', 'other-information', 'reference-information'] as const;
export type LegacyPageKey = (typeof LEGACY_PAGE_KEYS)[number];

/** One legacy page: its section label (the page heading) and the step type its context carries. */
export interface LegacyPage {
  readonly path: LegacyPageKey;
  readonly section: SectionKey;
  readonly type: StepType;
}

/** The six pages with the section label each is headed by (spec §2 section labels). */
export const LEGACY_PAGES: readonly LegacyPage[] = [
  { path: 'loan-information', section: 'loan-information', type: 'loan-information' },
  { path: 'personal-details', section: 'personal-details', type: 'personal-information' },
  { path: 'contact-details', section: 'contact-information', type: 'dynamic' },
  { path: 'income-details', section: 'income-information', type: 'dynamic' },
  { path: 'other-information', section: 'other-information', type: 'dynamic' },
  { path: 'reference-information', section: 'reference-details', type: 'dynamic' },
];

// A page lists catalogue steps whose fields it asks; a condition cannot hold within one form page, so none is allowed.
const PageEntriesSchema = v.pipe(
  v.array(v.pipe(FlowEntrySchema, v.check((entry) => typeof entry === 'string' || entry.when === undefined, 'a legacy page asks its fields unconditionally'))),
  v.minLength(1),
);

/**
 * brand.json `legacyFlow`: the catalogue steps whose fields each legacy page asks, in order. Its presence makes the
 * brand run the legacy flow instead of `flow`. The loan-information page is exactly `["initial-details"]`: it is the
 * first page, and the first page's JavaScript knows no other step (first-step budget); it carries what creating the
 * lead needs (e-mail, phone, general policies).
 */
export const LegacyFlowSchema = v.pipe(
  v.strictObject(Object.fromEntries(LEGACY_PAGE_KEYS.map((key) => [key, PageEntriesSchema])) as Record<LegacyPageKey, typeof PageEntriesSchema>),
  v.check((pages) => pages['loan-information'].length === 1 && entryKey(pages['loan-information'][0]) === 'initial-details', 'loan-information must be ["initial-details"]'),
  v.check((pages) => {
    const keys = LEGACY_PAGE_KEYS.flatMap((page) => pages[page].map(entryKey));
    return new Set(keys).size === keys.length;
  }, 'a step is listed twice'),
);
export type LegacyFlowConfig = Readonly<Record<LegacyPageKey, readonly FlowEntry[]>>;

/** Whether `path` is a page of the legacy flow. */
export const isLegacyPage = (path: string): path is LegacyPageKey => (LEGACY_PAGE_KEYS as readonly string[]).includes(path);

/** The route a legacy page is shown on (spec §2): its path with a slash. */
export const legacyPageRoute = (path: LegacyPageKey): string => `/${path}`;

/**
 * The legacy flow as start-up knows it (first-step budget): the loan-information page whole (the initial-details
 * step's fields and amount modal), every later page by path and section only, with no fields yet; the ui loads the
 * full flow (catalogue/legacyPages.ts) before a later page renders.
 */
export function legacyHeadFlow(flowId: string): FlowDefinition {
  const steps = LEGACY_PAGES.map((page): FlowStep => {
    const head = { path: page.path, section: page.section, type: page.type };
    if (page.path !== 'loan-information') return { ...head, fields: [] };
    const { fields, modal } = INITIAL_DETAILS_STEP;
    return { ...head, fields, ...(modal ? { modal } : {}), fieldSteps: Object.fromEntries(fields.map((field) => [field.name, INITIAL_DETAILS_STEP.path])) };
  });
  return { flowId, form: 'legacy', steps };
}
