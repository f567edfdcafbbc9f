import { ADDED_OFFER_STATES } from '../state/addedOfferStates';
import * as v from 'valibot';

/**
 * Body of every offer-stage call (docs/product.md "Calls": `/lead/offer/{step}`, `/lead/vehicle`, `/lead/idUpload`,
 * `/lead/documentId`, `/lead/sale`, `/lead/account`, `/lead/marital-details`, `/lead/aide`, `/lead/cnp`,
 * `/lead/wniosek`, `/lead/santander-comperia`, `/lead/customer/password`): the lead `id` plus the step's own data,
 * stored verbatim. Answer: LeadResponse with the advanced `progressState`.
 */
export const OfferStepRequestSchema = v.looseObject({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(64)),
  product: v.optional(v.pipe(v.string(), v.maxLength(64))),
});
export type OfferStepRequest = v.InferOutput<typeof OfferStepRequestSchema>;

/** The step names under `/lead/offer/` (docs/product.md "Calls"). */
export const OFFER_STEPS = [
  'payment',
  'employment-details',
  'personal-details',
  'policy',
  'dynamic-policy',
  'credit-details',
  'professional-details',
  'customer-debts',
  'reference-details',
  'skip-document-upload',
  'accept-creditea-offer',
  'update-provident-offer',
  'proficredit',
] as const;
export type OfferStep = (typeof OFFER_STEPS)[number];

/** The other offer-stage paths directly under `/lead/` (docs/product.md "Calls"), all taking OfferStepRequest. */
export const LEAD_STEP_PATHS = [
  'vehicle',
  'idUpload',
  'documentId',
  'sale',
  'account',
  'marital-details',
  'aide',
  'cnp',
  'wniosek',
  'santander-comperia',
  'customer/password',
] as const;
export type LeadStepPath = (typeof LEAD_STEP_PATHS)[number];

declare const ADDED_CALL: unique symbol;
/**
 * The call of an offer screen a build adds (domain/offer/declareOfferScreen.ts): `/lead/offer/{call}`, checked when the
 * screen is declared; a plain string literal is not one, so a misspelt shipped step still fails to compile.
 */
export type AddedOfferCall = string & { readonly [ADDED_CALL]: true };

/**
 * The offer-stage steps as the funnel names them (docs/offer-stage.md): the steps under `/lead/offer/` and the other `/lead/`
 * calls, with `customer-password` for `/lead/customer/password`, and the calls of added screens (under `/lead/offer/`).
 * The lead gateway maps each name to its call.
 */
export type OfferStageStep = OfferStep | Exclude<LeadStepPath, 'customer/password'> | 'customer-password' | AddedOfferCall;
export const OFFER_STAGE_STEPS: readonly OfferStageStep[] = [
  ...OFFER_STEPS,
  ...LEAD_STEP_PATHS.filter((path): path is Exclude<LeadStepPath, 'customer/password'> => path !== 'customer/password'),
  'customer-password',
];

/** Whether `step` names an offer-stage call of this build: a shipped step, or the call of an added screen (domain/kernel/addedOfferScreens.ts). */
export const isOfferStageStep = (step: string): boolean => OFFER_STAGE_STEPS.includes(step as OfferStageStep) || ADDED_OFFER_STATES.some((added) => added.call === step);
