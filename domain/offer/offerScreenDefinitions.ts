import { choice, field, money, personal, secret, yesNo } from '../flow/fieldBuilders';
import { F } from '../flow/catalogue/fields';
import * as ADDED from '../kernel/addedOfferScreens';
import type { OfferField, OfferScreenDefinition } from './OfferScreenDefinition';

/** Option codes of the offer stage's own questions (sent as they are; the ui translates them). */
export const OFFER_OPTIONS = {
  aidType: ['NONE', 'UNEMPLOYMENT', 'CHILD', 'HOUSING', 'DISABILITY', 'MINIMUM_INCOME', 'OTHER'],
} as const;

const VEHICLE_FIELDS: readonly OfferField[] = [
  { ...field('vehicle.make', 'select', 'choice'), optionsFrom: 'vehicleMakes' },
  { ...field('vehicle.model', 'select', 'choice'), optionsFrom: 'vehicleModels', dependsOn: 'vehicle.make' },
  { ...field('vehicle.year', 'integer', 'integer', { min: 1950, inputMode: 'numeric' }), maxIsNextYear: true },
  personal('vehicle.licencePlate', 'licencePlate', 'licencePlate', { autocomplete: 'off' }),
  field('vehicle.guaranteeConsent', 'checkbox', 'accepted'),
];

/**
 * The shipped data screens of the offer stage (issue 12; docs/offer-stage.md "Routes" gives each its purpose): route, state
 * (docs/states-and-routes.md "Application states"), questions and the call (docs/product.md "Calls"). One definition per route; the form engine renders each
 * (ui/pages/offer/OfferFormPage.tsx) and the reference API checks what each may send (checkOfferStep.ts).
 */
export const SHIPPED_OFFER_SCREENS: readonly OfferScreenDefinition[] = [
  { route: '/employment-details', screen: 'employment-details', state: 8, call: 'employment-details', fields: [F.employerName, F.jobTitle, F.contractStartedAt, F.workPhone] },
  { route: '/vehicle', screen: 'vehicle', state: 16, call: 'vehicle', fields: VEHICLE_FIELDS },
  {
    route: '/consents',
    screen: 'consents',
    state: 20,
    call: 'policy',
    fields: [
      field('consents.creditBureau', 'checkbox', 'accepted'),
      field('consents.precontractInformation', 'checkbox', 'accepted'),
      field('consents.partnerMarketing', 'checkbox', 'accepted', { required: false }),
    ],
  },
  {
    route: '/additional-employment-details',
    screen: 'additional-employment-details',
    state: 21,
    call: 'employment-details',
    fields: [
      field('employer.street', 'text', 'street', { autocomplete: 'off' }),
      field('employer.houseNumber', 'text', 'houseNumber', { autocomplete: 'off' }),
      field('employer.postalCode', 'postalCode', 'postalCode', { autocomplete: 'off', inputMode: 'numeric' }),
      field('employer.city', 'text', 'cityLike', { autocomplete: 'off' }),
    ],
  },
  { route: '/marital-details', screen: 'marital-details', state: 23, call: 'marital-details', fields: [F.maritalStatus, F.dependants, money('incomeDetails.spouseMonthlyIncome', { required: false })] },
  {
    route: '/aide',
    screen: 'aide',
    state: 24,
    call: 'aide',
    fields: [choice('aid.type', OFFER_OPTIONS.aidType), money('aid.monthlyAmount', { required: false })],
  },
  {
    route: '/credit-details',
    screen: 'credit-details',
    state: 26,
    call: 'credit-details',
    fields: [
      field('credit.activeLoans', 'integer', 'integer', { min: 0, max: 30, inputMode: 'numeric' }),
      money('credit.monthlyRepayments'),
      money('credit.outstandingBalance'),
    ],
  },
  { route: '/professional-details', screen: 'professional-details', state: 27, call: 'professional-details', fields: [F.jobArea, F.positionType, F.education] },
  { route: '/cnp', screen: 'cnp', state: 28, call: 'cnp', country: 'RO', fields: [secret('personalDetails.personalCode', 'text', 'nationalId', { autocomplete: 'off', inputMode: 'numeric' })] },
  {
    route: '/customer-debts',
    screen: 'customer-debts',
    state: 31,
    call: 'customer-debts',
    fields: [money('debts.totalAmount'), money('debts.overdueAmount'), yesNo('debts.inCollection')],
  },
  { route: '/reference-details', screen: 'reference-details', state: 32, call: 'reference-details', fields: [F.referenceType, F.referenceName, F.referencePhone] },
  {
    route: '/wniosek',
    screen: 'wniosek',
    state: 33,
    call: 'wniosek',
    country: 'PL',
    fields: [
      secret('personalDetails.personalCode', 'text', 'nationalId', { autocomplete: 'off', inputMode: 'numeric' }),
      secret('otherDetails.idCardNumber', 'text', 'idCard', { autocomplete: 'off' }),
      personal('personalDetails.mothersMaidenName', 'text', 'name', { autocomplete: 'off' }),
    ],
  },
  {
    route: '/wniosek-uzupelnienie',
    screen: 'wniosek-uzupelnienie',
    state: 34,
    call: 'wniosek',
    country: 'PL',
    fields: [F.employerName, money('incomeDetails.monthlyIncome'), F.housingTenure],
  },
  { route: '/dynamic-consents', screen: 'dynamic-consents', state: 35, call: 'dynamic-policy', fields: [], consentsFromApi: true },
];

/**
 * The screens a build adds (domain/kernel/addedOfferScreens.ts, each made by declareOfferScreen): none in the shipped
 * build. The reference server refuses to start when one clashes with a shipped screen (addedScreenProblems.ts).
 */
export const ADDED_OFFER_SCREENS: readonly OfferScreenDefinition[] = Object.values(ADDED as Record<string, OfferScreenDefinition>);

/** Every data screen of the build: the shipped ones, then the added ones. */
export const OFFER_SCREEN_DEFINITIONS: readonly OfferScreenDefinition[] = [...SHIPPED_OFFER_SCREENS, ...ADDED_OFFER_SCREENS];

/** The definition shown on `route`, if the route is a data screen. */
export const offerScreenFor = (route: string): OfferScreenDefinition | undefined => OFFER_SCREEN_DEFINITIONS.find((definition) => definition.route === route);

/**
 * The definition that checks a call's data (checkOfferStep.ts): the screen of the application's progress state when
 * two screens share one call (8 and 21 `employment-details`, 33 and 34 `wniosek`), else the call's first screen.
 */
export function offerScreenForCall(call: string, progressState: number): OfferScreenDefinition | undefined {
  const screens = OFFER_SCREEN_DEFINITIONS.filter((definition) => definition.call === call);
  return screens.find((definition) => definition.state === progressState) ?? screens[0];
}
