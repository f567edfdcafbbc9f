import type { Lead } from '../lead/LeadSchema';
import { APPLICATION_STATES } from '../state/applicationStates';
import { entryKey } from './brandFlow';
import { firstUnansweredStep } from './firstUnansweredStep';
import { LEGACY_PAGE_KEYS, type FlowDefinition, type LegacyPageKey, type SectionKey, type StepType } from './FlowDefinition';
import { INITIAL_DETAILS_STEP } from './commonSteps';
import type { LegacyFlowConfig } from './legacyFlow';

/** One legacy page: its section label (the page heading) and the step type its context carries. */
export interface LegacyPage {
  readonly path: LegacyPageKey;
  readonly section: SectionKey;
  readonly type: StepType;
}

/** The six pages of docs/product.md "Screens and routes" in order, with the section label each is headed by (docs/product.md "Screens and routes": section labels). */
export const LEGACY_PAGES: readonly LegacyPage[] = [
  { path: 'loan-information', section: 'loan-information', type: 'loan-information' },
  { path: 'personal-details', section: 'personal-details', type: 'personal-information' },
  { path: 'contact-details', section: 'contact-information', type: 'dynamic' },
  { path: 'income-details', section: 'income-information', type: 'dynamic' },
  { path: 'other-information', section: 'other-information', type: 'dynamic' },
  { path: 'reference-information', section: 'reference-details', type: 'dynamic' },
];

/** Whether `path` is a page of the legacy flow. */
export const isLegacyPage = (path: string): path is LegacyPageKey => (LEGACY_PAGE_KEYS as readonly string[]).includes(path);

/** The route a legacy page is shown on (docs/legacy-flow.md): its path with a slash. */
export const legacyPageRoute = (path: LegacyPageKey): string => `/${path}`;

/**
 * What is wrong with a brand's `legacyFlow` (a brand with any does not load): it names the six pages and no other,
 * each with at least one step; the loan-information page is exactly `["initial-details"]` — it is the first page,
 * the only one the first page's JavaScript knows (first-step budget), and it carries what creating the lead needs
 * (e-mail, phone, general policies); no step is listed twice; no entry has a condition (a condition cannot hold within
 * one form page: a follow-up is asked as optional on the page instead).
 */
export function legacyFlowProblems(pages: LegacyFlowConfig): string[] {
  const problems: string[] = [];
  for (const page of Object.keys(pages)) if (!isLegacyPage(page)) problems.push(`legacyFlow.${page}: not a legacy page (${LEGACY_PAGE_KEYS.join(', ')})`);
  for (const page of LEGACY_PAGE_KEYS) if (!pages[page]?.length) problems.push(`legacyFlow.${page}: names no step`);
  const first = pages['loan-information'] ?? [];
  if (first.length !== 1 || entryKey(first[0]) !== INITIAL_DETAILS_STEP.path) problems.push('legacyFlow.loan-information: must be ["initial-details"]');
  const keys = Object.values(pages).flatMap((entries) => entries.map(entryKey));
  if (new Set(keys).size !== keys.length) problems.push('legacyFlow: a step is listed twice');
  for (const [page, entries] of Object.entries(pages)) {
    if (entries.some((entry) => typeof entry !== 'string' && entry.when !== undefined)) problems.push(`legacyFlow.${page}: a legacy page asks its fields unconditionally (no "when")`);
  }
  return problems;
}

/**
 * The progress state of a legacy page (docs/states-and-routes.md "Application states"): the pre-offer state its route is shown on (loan information 1 …
 * other information 5, reference information 25). Personal details is also state 22, after the offer: not this one.
 */
export function legacyPageState(path: LegacyPageKey): number {
  const row = APPLICATION_STATES.find((candidate) => candidate.route === legacyPageRoute(path) && !candidate.afterOffer);
  if (!row) throw new Error(`No pre-offer state shows ${path}`);
  return row.state;
}

/**
 * The progress state of a lead of the legacy flow before it is submitted (docs/states-and-routes.md "Application states"; issue 12 item 3): the state of the
 * first page with a required answer missing — the page the applicant is to fill next — or, with every page
 * answered, the last page's (reference information, 25), from which the applicant submits.
 */
export function legacyProgressState(flow: FlowDefinition, lead: Lead): number {
  const next = firstUnansweredStep(flow, lead) ?? flow.steps[flow.steps.length - 1]?.path;
  if (next === undefined || !isLegacyPage(next)) throw new Error(`Flow ${flow.flowId} is not a legacy flow`);
  return legacyPageState(next);
}
