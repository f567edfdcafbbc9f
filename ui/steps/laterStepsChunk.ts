/** The later-step chunk's entry (loaded through ui/steps/laterSteps.ts, never imported statically by the app). */
export { createDeferredFieldValidators } from '../../domain/country/deferredFieldValidators';
// The registry: each country's pack is a chunk of its own, fetched for the brand's country only.
export { loadCountryPack } from '../../domain/country/countryRegistry';
export { LaterFieldControl } from './LaterFieldControl';
export { showPrepared } from './showPrepared';
export { continueStep } from './continueStep';
export { stepShown } from './funnelStepEvents';
export { lookUpProvince, restoreProvince } from './lookUpProvince';
export { discardDraft, keepDraft } from './keepDraft';
