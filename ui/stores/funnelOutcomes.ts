import type { SaveLeadError } from '../../application/usecases/saveLead';
import type { SubmitLeadOutput } from '../../application/usecases/SubmitLead';
import type { Result } from '../../domain/shared/Result';
import type { RedirectMethod } from '../../domain/state/redirectOnProgressChange';

/** What the screen does after Continue on a step. */
export type SaveOutcome =
  | { readonly kind: 'saved'; readonly nextPath: string | null }
  /** The server rejected answers: show the earliest page holding one (docs/product.md "The form flow"). */
  | { readonly kind: 'fieldErrors'; readonly path: string }
  /** The save failed for another reason (network, server): the answers are kept, the ui offers a retry. */
  | { readonly kind: 'failed'; readonly reason: string };

/** Where the funnel goes after the final submission or a decision. */
export type RouteOutcome =
  | { readonly kind: 'route'; readonly route: string; readonly method: RedirectMethod }
  | { readonly kind: 'fieldErrors'; readonly path: string }
  | { readonly kind: 'failed'; readonly reason: string };

/** Where a submission's result leads: its route, the earliest page holding a server field error, or the failure to show. */
export function submissionOutcome(result: Result<Pick<SubmitLeadOutput, 'route' | 'method'>, SaveLeadError>): RouteOutcome {
  if (result.ok) return { kind: 'route', route: result.value.route, method: result.value.method };
  if (result.error.kind === 'Validation' && result.error.selectedPath) return { kind: 'fieldErrors', path: result.error.selectedPath };
  return { kind: 'failed', reason: result.error.kind };
}
