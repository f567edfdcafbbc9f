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

