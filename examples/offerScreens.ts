/**
 * The offer screens the examples' build adds, one line each (domain/offer/declareOfferScreen.ts), like
 * examples/countries.ts: what `FUNNEL_OFFER_SCREENS=examples/offerScreens.ts npm run build` builds (rsbuild.config.ts)
 * and a server started with the same variable accepts (scripts/funnelCountries.mjs), and what the examples' e2e runs
 * (tests/e2e/examples/offerScreens.spec.ts). A screen's texts live in its own folder's `locales/`, served with FUNNEL_CONTENT.
 */
export { RESIDENCE_PERMIT_SCREEN } from './offer-screen-residence-permit/residencePermitScreen';
