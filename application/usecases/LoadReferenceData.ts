import type { ChoicesResponse, PartnerLogosResponse, PoliciesResponse, VehicleModelsResponse } from '../../domain/api/LookupResponses';
import type { TestDataPointsResponse } from '../../domain/api/TestDataPointsResponse';
import type { Result } from '../../domain/kernel/Result';
import type { LeadGateway, LeadGatewayError } from '../ports/LeadGateway';

/** The reference data a screen can load, and what each answers (docs/product.md "Calls", vehicle model data, test data points). */
export interface ReferenceData {
  readonly countries: ChoicesResponse;
  readonly positions: ChoicesResponse;
  readonly partnerLogos: PartnerLogosResponse;
  readonly vehicleModels: VehicleModelsResponse;
  readonly policies: PoliciesResponse;
  /** A complete set of answers for demos and tests; NotFound in production. */
  readonly testDataPoints: TestDataPointsResponse;
}
export type ReferenceDataKind = keyof ReferenceData;

/**
 * Loads one kind of reference data for a screen: /choices/country, /choices/position, /partner/logos,
 * /data/vehicleModels.json, the configured policies path, /v3/test/datapoints (docs/product.md "Calls"). The gateway keeps answers
 * for 60 s after their last use and never polls (docs/product.md "Constants"). Ports: LeadGateway.
 */
export class LoadReferenceData {
  private readonly loaders: { readonly [K in ReferenceDataKind]: () => Promise<Result<ReferenceData[K], LeadGatewayError>> };

  constructor(gateway: LeadGateway) {
    this.loaders = {
      countries: () => gateway.getCountryChoices(),
      positions: () => gateway.getPositionChoices(),
      partnerLogos: () => gateway.getPartnerLogos(),
      vehicleModels: () => gateway.getVehicleModels(),
      policies: () => gateway.getPolicies(),
      testDataPoints: () => gateway.getTestDataPoints(),
    };
  }

  execute<K extends ReferenceDataKind>(input: { readonly kind: K }): Promise<Result<ReferenceData[K], LeadGatewayError>> {
    return this.loaders[input.kind]();
  }
}
