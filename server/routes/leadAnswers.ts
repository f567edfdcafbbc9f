import type { ContinueLeadResponse } from '../../domain/api/ContinueLeadResponse';
import type { FieldError } from '../../domain/api/FieldErrorResponse';
import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import { readPath } from '../../domain/lead/dottedPaths';
import type { Lead } from '../../domain/lead/LeadSchema';
import { APPLICATION_STATES } from '../../domain/state/applicationStates';
import type { LeadRecord } from '../leads/LeadRecord';
import { resumeTargetOf } from '../leads/resumeCodes';
import { normaliseLeadAnswers } from '../validation/validateLeadAnswers';

// What the lead routes (server/routes/leadRoutes.ts) read from a request's answers, apart from the routes themselves.

/** Strips request-only fields, leaving the lead's answers, normalised as they are stored (one normaliser per rule). */
export function answersOf(body: Record<string, unknown>, brand: BrandConfig): Lead {
  const { id: _id, product: _product, submit: _submit, ...answers } = body;
  return normaliseLeadAnswers(answers as Lead, brand);
}

/** The state of the /continue route (docs/states-and-routes.md "Application states": table: 14), answered while the applicant has not proved who they are. */
const CONTINUE_STATE = APPLICATION_STATES.find((row) => row.name === 'continue')?.state ?? 14;

/**
 * The `/continue` answer for a browser without the lead's credential (issue 15 item 2): no answer of the applicant,
 * no progress or result, only where a one-time code can go (masked). Null when the lead has no contact to send it to.
 */
export function proofRequiredAnswer(lead: LeadRecord, urlType: string): ContinueLeadResponse | null {
  const target = resumeTargetOf(lead);
  if (!target) return null;
  return {
    id: lead.id,
    urlType,
    progressState: CONTINUE_STATE,
    sessionId: null,
    lead: { id: lead.id },
    application: { status: 'in-progress' },
    proofRequired: { channel: target.channel, maskedTarget: target.maskedTarget },
  };
}

/** Required answers a create or submit lacks (DecisionConfig.requiredOnCreate, requiredOnSubmit), as Required field errors. */
export function missingAnswers(lead: Lead, paths: readonly string[], when: string): FieldError[] {
  return paths
    .filter((path) => {
      const value = readPath(lead, path);
      return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    })
    .map((field) => ({ field, code: 'Required', message: `${field} is required to ${when}` }));
}

/** Boxes not ticked (DecisionConfig.acceptedOnCreate, acceptedOnSubmit), as MustBeAccepted field errors. */
export function notAccepted(lead: Lead, paths: readonly string[], when: string): FieldError[] {
  return paths.filter((path) => readPath(lead, path) !== true).map((field) => ({ field, code: 'MustBeAccepted', message: `${field} must be accepted to ${when}` }));
}
