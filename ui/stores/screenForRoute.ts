/**
 * The legacy multi-field pages of docs/states-and-routes.md "Routes" (main routes a pre-offer progress state points to), with the translation
 * key of the section each asks about: v3 brands show them as titled screens.
 */
export const LEGACY_PAGE_TITLES: Readonly<Record<string, string>> = {
  '/loan-information': 'flow^flow>sections>loan-information',
  '/personal-details': 'flow^flow>sections>personal-details',
  '/contact-details': 'flow^flow>sections>contact-information',
  '/income-details': 'flow^flow>sections>income-information',
  '/other-information': 'flow^flow>sections>other-information',
  '/reference-information': 'flow^flow>sections>reference-details',
};

/**
 * The screen to open for a route the progress state points to (docs/states-and-routes.md "Application states"): the index opens the first step or page still
 * to answer (`resumeRoute`). Decision: a v3 brand has no legacy pages, so their routes open it too; a brand of the
 * legacy flow (`legacyPages`) shows them, each being one of its pages.
 */
export function screenForRoute(route: string, resumeRoute: string, legacyPages = false): string {
  return route === '/' || (!legacyPages && Object.hasOwn(LEGACY_PAGE_TITLES, route)) ? resumeRoute : route;
}
