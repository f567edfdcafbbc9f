/** The later-step chunk's entry (loaded through ui/steps/laterSteps.ts, never imported statically by the app). */
export { createDeferredFieldValidators } from '../../domain/validation/deferredFieldValidators';
// One dynamic import per country: each pack is a chunk of its own, fetched for the brand's country only.
export { COUNTRY_PACK_LOADERS } from '../../domain/country/countryPackLoaders';
export { LaterFieldControl } from './LaterFieldControl';
export { showPrepared } from './showPrepared';
export { continueStep } from './continueStep';
export { stepShown } from './funnelStepEvents';
export { lookUpProvince } from './lookUpProvince';
