import * as v from 'valibot';

/**
 * Answer of `GET /postcode/lookup/{code}` and `GET /postcode/{code}` (docs/product.md "Calls") for the brand's
 * country. Spain: province of the sorting office from the first two digits (docs/validation-by-country.md "Postal codes"). An invalid shape
 * answers 422 `InvalidFormat`, a prefix outside 01–52 answers 422 `UnknownProvince` (field `postalCode`).
 */
export const PostcodeLookupResponseSchema = v.object({
  postalCode: v.string(),
  country: v.string(),
  province: v.string(),
  /** ISO 3166-2 subdivision suffix, e.g. `M` for Madrid. */
  provinceKey: v.string(),
});
export type PostcodeLookupResponse = v.InferOutput<typeof PostcodeLookupResponseSchema>;

/** Answer of `GET /company/{name}` (docs/product.md "Calls"): up to 10 companies whose name contains the query. */
export const CompanyLookupResponseSchema = v.object({
  companies: v.array(
    v.object({
      name: v.string(),
      taxRegistryCode: v.optional(v.string()),
      city: v.optional(v.string()),
      province: v.optional(v.string()),
    }),
  ),
});
export type CompanyLookupResponse = v.InferOutput<typeof CompanyLookupResponseSchema>;

/**
 * Answer of `GET /email/validate/{email}` (docs/product.md "Calls"). Always 200 for a syntactically present path segment: `valid`
 * says whether the address may be used; `reason` why not; `suggestion` a likely intended address (`gmial.com` →
 * `gmail.com`), offered to the applicant, never applied silently.
 */
export const EmailValidationResponseSchema = v.object({
  email: v.string(),
  valid: v.boolean(),
  reason: v.optional(v.picklist(['InvalidFormat', 'DisposableDomain', 'TooLong'])),
  suggestion: v.optional(v.string()),
});
export type EmailValidationResponse = v.InferOutput<typeof EmailValidationResponseSchema>;

/** Answer of `GET /choices/country` and `GET /choices/position`: options in the brand's language. */
export const ChoicesResponseSchema = v.object({
  choices: v.array(v.object({ value: v.string(), label: v.string() })),
});
export type ChoicesResponse = v.InferOutput<typeof ChoicesResponseSchema>;

/** Answer of `GET /partner/logos`: the brand's partner lenders and an image URL for each. */
export const PartnerLogosResponseSchema = v.object({
  logos: v.array(v.object({ name: v.string(), url: v.string() })),
});
export type PartnerLogosResponse = v.InferOutput<typeof PartnerLogosResponseSchema>;

/** Answer of `GET /data/vehicleModels.json`: makes sold in Spain, each with common models, sorted by name. */
export const VehicleModelsResponseSchema = v.object({
  makes: v.array(v.object({ make: v.string(), models: v.array(v.string()) })),
});
export type VehicleModelsResponse = v.InferOutput<typeof VehicleModelsResponseSchema>;

/**
 * Answer of GET on the brand's `policiesPath`: the policies an applicant accepts. `lead.policies` holds the `id`s
 * accepted; `required` ones gate `generalPolicies`.
 */
export const PoliciesResponseSchema = v.object({
  policies: v.array(
    v.object({ id: v.string(), version: v.string(), required: v.boolean(), titleKey: v.string(), url: v.optional(v.string()) }),
  ),
});
export type PoliciesResponse = v.InferOutput<typeof PoliciesResponseSchema>;

/** Answer of the translations path: a JSON object of translation strings (nested objects allowed). */
export type TranslationsResponse = Record<string, unknown>;
