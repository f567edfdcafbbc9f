import { ContainerModule } from 'inversify';
import { isPixelVendor, type PixelVendor } from '../../adapters/tracking/PixelVendor';

/**
 * One entry of src/integrations.ts (docs/architecture.md house rule 10): a container module that rebinds or adds ports
 * (e.g. `rebind(LeadGateway)` for another backend, see lazyBinding) or a pixel vendor's declaration.
 */
export type Integration = ContainerModule | PixelVendor;

/** The list split by kind: the vendors go to the tracking module and the CSP, the modules load after the defaults. */
export const splitIntegrations = (integrations: readonly Integration[]): { readonly modules: readonly ContainerModule[]; readonly pixelVendors: readonly PixelVendor[] } => ({
  modules: integrations.filter((integration): integration is ContainerModule => !isPixelVendor(integration)),
  pixelVendors: integrations.filter(isPixelVendor),
});
