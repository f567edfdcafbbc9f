/**
 * The named validation rules a flow field can use (docs/validation-by-country.md "How a field is checked"). A field definition in a flow names one rule; the
 * validator registry (`validateField`) maps each name to its validator. Brands may override patterns per country.
 */
export const FIELD_RULES = [
  'email',
  'phone',
  'name',
  'jobTitle',
  'street',
  'houseNumber',
  'flatNumber',
  'blockNumber',
  'cityLike',
  'companyName',
  'postalCode',
  'nationalId',
  'bankAccount',
  'taxId',
  'idCard',
  'licencePlate',
  'amount',
  'period',
  'money',
  'overdueDebt',
  'totalDebt',
  'integer',
  'dateOfBirth',
  'pastDate',
  'futureDate',
  'choice',
  'yesNo',
  'accepted',
  'country',
  'text',
] as const;
export type FieldRule = (typeof FIELD_RULES)[number];
