import type { Country } from '../brand/BrandConfigSchema';
import type { OfferStageStep } from '../api/OfferStepRequest';
import type { FieldDefinition } from '../flow/FlowDefinition';
import type { OfferStageRoute } from '../state/routes';

/**
 * Reference data a screen's options come from (docs/product.md "Calls"): the vehicle makes and models of `/data/vehicleModels.json`,
 * or the policies of the API's policies path (the dynamic consents).
 */
export type OfferOptionSource = 'vehicleMakes' | 'vehicleModels' | 'policies';

/** One question of an offer-stage screen: a flow field (the same form engine), with what only the offer stage needs. */
export interface OfferField extends FieldDefinition {
  /** The options come from reference data; `vehicleModels` lists the models of the make answered in `dependsOn`. */
  readonly optionsFrom?: OfferOptionSource;
  /** The field whose answer narrows the options (the model's make). */
  readonly dependsOn?: string;
  /** The upper bound is next year (a vehicle's model year): `max` follows today's date. */
  readonly maxIsNextYear?: boolean;
}

/**
 * Where a screen's answers lead (domain/transitions/transitions.ts Target): the outcome the decision left pending when it
 * asked for the screen (`pending`, by default after the offer), the credit decision made now (`decision`, by default
 * before it), or a state number.
 */
export type OfferScreenNext = 'pending' | 'decision' | number;

/**
 * An offer-stage screen as data (issue 12; docs/architecture.md house rule 11): the route and state that show it, the questions it
 * asks, the call that submits them, where its answers lead and, for identifiers of a partner's country, that country.
 * Everything else is derived from it: the state table's row, the router's route, the transition, the server's check
 * of the call and its OpenAPI operation, and the texts it needs (docs/offer-stage.md "Adding an offer screen").
 * Texts are `common^offerStages>{screen}>title` and `offer^screens>{screen}>…` (hint, fields>{name}>label|hint|options>{value}).
 */
export interface OfferScreenDefinition {
  readonly route: OfferStageRoute;
  /** The texts' key: the route without its slash. */
  readonly screen: string;
  /** The progress state of docs/states-and-routes.md "Application states" shown on the route. */
  readonly state: number;
  /** The offer-stage call that submits the answers (domain/api/OfferStepRequest.ts). */
  readonly call: OfferStageStep;
  /** The questions; a screen whose questions come from the API (dynamic consents) lists none. */
  readonly fields: readonly OfferField[];
  /** One checkbox per policy of the API's policies path, each required as the API says (dynamic consents). */
  readonly consentsFromApi?: boolean;
  /** Identifiers are of this country whatever the brand's (a Romanian CNP, a Polish PESEL asked by a partner). */
  readonly country?: Country;
  /** Where the answers lead; without it, the decision's pending outcome (after the offer) or the decision (before it). */
  readonly next?: OfferScreenNext;
  /**
   * Asked only of the brands of this country (a partner lending there asks it): a server of another country's brand
   * has no call for it, and its texts are needed in those brands' languages alone. Without it, every brand's.
   */
  readonly brandsOf?: Country;
}

/** Makes and models as `/data/vehicleModels.json` answers them. */
export interface VehicleCatalogue {
  readonly makes: ReadonlyArray<{ readonly make: string; readonly models: readonly string[] }>;
}

/** A policy as the policies path answers it (domain/api/LookupResponses.ts PoliciesResponse). */
export interface OfferPolicy {
  readonly id: string;
  readonly required: boolean;
  readonly titleKey: string;
  readonly url?: string | undefined;
}

/** The reference data a screen's fields are resolved with; absent data leaves those options empty. */
export interface OfferReferenceData {
  readonly vehicles?: VehicleCatalogue;
  readonly policies?: readonly OfferPolicy[];
}

/** The field name a policy's consent is sent under: `consents.{policy id}`. */
export const consentFieldName = (policyId: string): string => `consents.${policyId}`;

/**
 * The questions a screen asks now: options filled from reference data (a vehicle's models narrowed to the make in
 * `answers`), the model year bounded by next year (`year`: today's, from the Clock), and for dynamic consents one
 * checkbox per policy of the API. Pure: the form and the server resolve the same fields from the same data.
 */
export function resolveOfferFields(
  definition: OfferScreenDefinition,
  data: OfferReferenceData,
  answers: (name: string) => unknown,
  year: number,
): readonly OfferField[] {
  const consents: OfferField[] = definition.consentsFromApi
    ? (data.policies ?? []).map((policy) => ({
        name: consentFieldName(policy.id),
        control: 'checkbox',
        rule: 'accepted',
        required: policy.required,
        sensitive: false,
        storable: true,
      }))
    : [];
  return [
    ...definition.fields.map((field) => {
      const options = optionsOf(field, data, answers);
      const bounded = field.maxIsNextYear ? { ...field, max: year + 1 } : field;
      return options ? { ...bounded, options, optionNames: Object.fromEntries(options.map((option) => [option, option])) } : bounded;
    }),
    ...consents,
  ];
}

function optionsOf(field: OfferField, data: OfferReferenceData, answers: (name: string) => unknown): readonly string[] | undefined {
  const makes = data.vehicles?.makes ?? [];
  switch (field.optionsFrom) {
    case 'vehicleMakes':
      return makes.map((entry) => entry.make);
    case 'vehicleModels': {
      const make = field.dependsOn ? answers(field.dependsOn) : undefined;
      return makes.find((entry) => entry.make === make)?.models ?? [];
    }
    default:
      return undefined;
  }
}
