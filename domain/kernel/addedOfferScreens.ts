/**
 * Offer screens a build adds to the shipped ones, one export each (domain/offer/declareOfferScreen.ts): none here. A
 * build may read another list instead (FUNNEL_OFFER_SCREENS=examples/offerScreens.ts: rsbuild.config.ts for the
 * browser, scripts/funnelCountries.mjs for Node), which is how the offer-screen example is switched on in its test
 * build only. Here, in the lowest folder, because the range of a progress state (domain/lead/ProgressState.ts) counts
 * them as well as the state table and the routes (domain/state/addedOfferStates.ts) and the offer screens
 * (domain/offer/offerScreenDefinitions.ts), and from them the transitions, the server and the router.
 */
export {};
