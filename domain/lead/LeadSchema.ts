import * as v from 'valibot';
import { AffiliateReferenceSchema } from './AffiliateReferenceSchema';

/**
 * The lead (application) entity of docs/product.md "Entities", as a valibot schema: it validates everything that crosses an edge
 * (API bodies, API responses, stored values). Every field is optional because the lead is built one step at a time.
 * Dates travel as ISO strings (`YYYY-MM-DD` for calendar dates, full ISO for instants).
 */
const optionalText = (max: number) => v.optional(v.nullable(v.pipe(v.string(), v.maxLength(max))));
// One schema per kind of field, shared by every field of that kind: schemas are immutable, and a fresh one per field
// kept ≈ 90 KiB more on the page's heap (docs/performance.md "The JS heap after the last step").
const texts = new Map<number, ReturnType<typeof optionalText>>();
const str = (max = 255) => {
  const schema = texts.get(max) ?? optionalText(max);
  texts.set(max, schema);
  return schema;
};
const NUM = v.optional(v.nullable(v.pipe(v.number(), v.finite())));
const num = () => NUM;
const BOOL = v.optional(v.nullable(v.boolean()));
const bool = () => BOOL;

export const PersonalDetailsSchema = v.object({
  firstName: str(),
  middleName: str(),
  lastName: str(),
  secondLastName: str(),
  gender: str(32),
  dateOfBirth: str(40),
  personalCode: str(64),
  /** Applicant's tax id where a country asks it (MX RFC, CO NIT, DE Steuer-ID): an extension of docs/product.md "Entities" (issue 11). */
  taxId: str(64),
  /** Kind of the national id where a country offers several (CO CC/CE, PH UMID/PhilSys/…): extension of docs/product.md "Entities". */
  idDocumentType: str(32),
});

export const ContactDetailsSchema = v.object({
  email: str(254),
  marketingConsents: v.optional(v.nullable(v.union([v.boolean(), v.array(v.pipe(v.string(), v.maxLength(64)))]))),
  phoneNumber: str(64),
  postalCode: str(16),
  province: str(),
  district: str(),
  city: str(),
  street: str(),
  blockNumber: str(32),
  houseNumber: str(32),
  floor: str(32),
  flatNumber: str(32),
  municipality: str(),
  suburb: str(),
});

export const IncomeDetailsSchema = v.object({
  monthlyIncome: num(),
  incomeSource: str(64),
  incomeContractStartedAt: str(40),
  incomeContractExpiresAt: str(40),
  incomePayday: num(),
  jobArea: str(64),
  jobTitle: str(),
  iban: str(64),
  /** Bank (or e-wallet) of a local account where the account number alone does not name it (CO, VN, PH): extension of docs/product.md "Entities". */
  bankCode: str(32),
  /** Savings or current account (CO): extension of docs/product.md "Entities". */
  bankAccountType: str(32),
  usingOnlineBanking: bool(),
  positionType: str(64),
  monthlyExtraIncome: num(),
  workPhone: str(64),
  spouseMonthlyIncome: num(),
  salaryCycle: str(32),
  salaryCycleValue: num(),
  cofidisProfession: str(64),
});

export const OtherDetailsSchema = v.object({
  loanPurpose: str(64),
  isPoliticallyExposed: bool(),
  connectedToPep: bool(),
  maritalStatus: str(32),
  education: str(64),
  housingTenure: str(64),
  housingTenureSinceDate: str(40),
  vehicleConsent: bool(),
  hasVehicleDownPayment: bool(),
  vehicleOwnership: str(64),
  vehicleLicensePlateNumber: str(16),
  isVehicleFinanced: bool(),
  ibanConsent: bool(),
  negativeCreditHistory: bool(),
  numberOfDependants: num(),
  numberOfDependantsOther: num(),
  countryOfBirth: str(8),
  livingArea: str(64),
  citizenship: str(8),
  secondCitizenship: str(8),
  cityOfBirth: str(),
  idCardNumber: str(64),
  idCardIssuedAt: str(40),
  idCardIssuedAuthority: str(),
  overdueDebtAmount: num(),
  isInterestedInDebtConsolidation: bool(),
  hasBankAccount: bool(),
  hasProofOfIncome: bool(),
  provinceOfBirth: str(),
});

export const ExpensesSchema = v.object({
  mortgageAmount: num(),
  rentAmount: num(),
  monthlyExpenses: num(),
  creditCommitments: v.optional(v.nullable(v.union([v.boolean(), v.number(), v.pipe(v.string(), v.maxLength(64))]))),
  monthlyCreditCommitments: num(),
  hasOtherLoans: bool(),
  totalDebtAmount: num(),
  mortgageStartedAt: str(40),
  mortgageExpiresAt: str(40),
  monthlyMortgageAmount: num(),
});

export const EmployerSchema = v.object({
  name: str(),
  taxRegistryCode: str(64),
  postalCode: str(16),
  province: str(),
  city: str(),
  street: str(),
  houseNumber: str(32),
});

export const ReferenceDetailsSchema = v.object({
  type: str(64),
  name: str(),
  phoneNumber: str(64),
});

export const GoogleClickSchema = v.object({
  gclid: str(512),
  gclidAt: str(40),
  gbraid: str(512),
  wbraid: str(512),
});

/** Affiliate reference of docs/affiliates.md "The reference" (domain/lead/AffiliateReferenceSchema.ts). */
export { AffiliateReferenceSchema };

export const PosthogParametersSchema = v.object({
  isLeadPrefilled: bool(),
  leadPrefilledFields: v.optional(v.nullable(v.array(v.pipe(v.string(), v.maxLength(64))))),
  leadPreviouslyRedirected: bool(),
});

/**
 * The campaign the applicant came from (docs/click-ids-and-consent.md "Campaign fields": landing parameters utm_*): it travels with the lead as the other landing
 * parameters do (issue 15 item 3). Decision: it names a campaign, not a person or a browser, so unlike click ids it is
 * not gated by marketing consent; the latest landing that carries one replaces it (last-touch attribution).
 */
export const CampaignSchema = v.object({
  utmSource: str(255),
  utmMedium: str(255),
  utmCampaign: str(255),
  utmContent: str(255),
  utmTerm: str(255),
});

export const MetaPixelSchema = v.object({ fbp: str(512), fbc: str(512) });
export const TikTokPixelSchema = v.object({ ttp: str(512), ttclid: str(512) });

/** Device data of docs/product.md "Entities": read once per session from injected readings. */
export const DeviceDataSchema = v.object({
  timezoneOffset: v.number(),
  deviceMemory: v.number(),
  language: v.pipe(v.string(), v.maxLength(64)),
  screenResolution: v.pipe(v.string(), v.maxLength(32)),
  loadingTime: v.number(),
});

export const LeadSchema = v.object({
  id: str(64),
  amount: num(),
  period: num(),
  periodScale: str(16),
  financingOption: str(64),
  monthlyPaymentDay: num(),
  generalPolicies: bool(),
  policies: v.optional(v.nullable(v.array(v.pipe(v.string(), v.maxLength(128))))),
  tags: v.optional(v.nullable(v.array(v.pipe(v.string(), v.maxLength(64))))),
  deviceData: v.optional(v.nullable(DeviceDataSchema)),
  sessionId: str(64),
  sessionStartedAt: str(40),
  expiresAt: str(40),
  leadStatus: num(),
  leadSource: str(64),
  googleCaptchaToken: str(4096),
  captchaLabel: str(255),
  sellingTierGlobalId: str(128),
  personalDetails: v.optional(PersonalDetailsSchema),
  contactDetails: v.optional(ContactDetailsSchema),
  incomeDetails: v.optional(IncomeDetailsSchema),
  otherDetails: v.optional(OtherDetailsSchema),
  expenses: v.optional(ExpensesSchema),
  employer: v.optional(EmployerSchema),
  referenceDetails: v.optional(ReferenceDetailsSchema),
  googleClick: v.optional(GoogleClickSchema),
  affiliateReferenceParams: v.optional(v.nullable(AffiliateReferenceSchema)),
  posthogParameters: v.optional(PosthogParametersSchema),
  campaign: v.optional(CampaignSchema),
  metaPixel: v.optional(MetaPixelSchema),
  tikTokPixel: v.optional(TikTokPixelSchema),
});

export type Lead = v.InferOutput<typeof LeadSchema>;
export type PersonalDetails = v.InferOutput<typeof PersonalDetailsSchema>;
export type ContactDetails = v.InferOutput<typeof ContactDetailsSchema>;
export type IncomeDetails = v.InferOutput<typeof IncomeDetailsSchema>;
export type OtherDetails = v.InferOutput<typeof OtherDetailsSchema>;
export type Expenses = v.InferOutput<typeof ExpensesSchema>;
export type Employer = v.InferOutput<typeof EmployerSchema>;
export type ReferenceDetails = v.InferOutput<typeof ReferenceDetailsSchema>;
export type GoogleClick = v.InferOutput<typeof GoogleClickSchema>;
export type { AffiliateReference } from './AffiliateReferenceSchema';
export type DeviceData = v.InferOutput<typeof DeviceDataSchema>;
export type PosthogParameters = v.InferOutput<typeof PosthogParametersSchema>;
export type Campaign = v.InferOutput<typeof CampaignSchema>;

/** The sections of a lead that hold answers, in the order of docs/product.md "Entities". */
export const LEAD_SECTIONS = [
  'personalDetails',
  'contactDetails',
  'incomeDetails',
  'otherDetails',
  'expenses',
  'employer',
  'referenceDetails',
] as const;
export type LeadSection = (typeof LEAD_SECTIONS)[number];
