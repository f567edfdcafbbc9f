/** The later-step chunk's entry (loaded through ui/steps/laterSteps.ts, never imported statically by the app). */
export { DEFERRED_FIELD_VALIDATORS } from '../../domain/validation/deferredFieldValidators';
export { LaterFieldControl } from './LaterFieldControl';
