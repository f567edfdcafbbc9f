/** Routes of the legacy multi-field pages (spec §2 main routes) a pre-offer progress state points to. */
export const LEGACY_FORM_ROUTES: ReadonlySet<string> = new Set([
  '/loan-information',
  '/personal-details',
  '/contact-details',
  '/income-details',
  '/other-information',
  '/reference-information',
]);

/**
 * The screen to open for a route the progress state points to (spec §4). Decision: a v3 brand has no legacy pages,
 * so the index and the legacy form pages of pre-offer states open the first v3 step still to answer.
 */
export function screenForRoute(route: string, resumeStepRoute: string): string {
  return route === '/' || LEGACY_FORM_ROUTES.has(route) ? resumeStepRoute : route;
}
