import type { Lead } from '../lead/LeadSchema';
import { APPLICATION_STATES } from '../state/applicationStates';
import { firstUnansweredStep } from './firstUnansweredStep';
import type { FlowDefinition } from './FlowDefinition';
import { isLegacyPage, legacyPageRoute, type LegacyPageKey } from './legacyFlow';

/**
 * The progress state of a legacy page (spec §4): the pre-offer state its route is shown on (loan information 1 …
 * other information 5, reference information 25). Personal details is also state 22, after the offer: not this one.
 */
export function legacyPageState(path: LegacyPageKey): number {
  const row = APPLICATION_STATES.find((candidate) => candidate.route === legacyPageRoute(path) && !candidate.afterOffer);
  if (!row) throw new Error(`No pre-offer state shows ${path}`);
  return row.state;
}

/**
 * The progress state of a lead of the legacy flow before it is submitted (spec §4; issue 12 item 3): the state of the
 * first page with a required answer missing — the page the applicant is to fill next — or, with every page
 * answered, the last page's (reference information, 25), from which the applicant submits.
 */
export function legacyProgressState(flow: FlowDefinition, lead: Lead): number {
  const next = firstUnansweredStep(flow, lead) ?? flow.steps[flow.steps.length - 1]?.path;
  if (next === undefined || !isLegacyPage(next)) throw new Error(`Flow ${flow.flowId} is not a legacy flow`);
  return legacyPageState(next);
}
