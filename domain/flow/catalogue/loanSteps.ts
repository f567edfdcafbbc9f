import { INITIAL_DETAILS_STEP } from '../commonSteps';
import { step, type CatalogueStep } from './CatalogueStep';
import { F } from './fields';

/** The loan, the vehicle behind it and the references (docs/product.md "Screens and routes": loan, vehicle and reference steps). */
export const LOAN_STEPS: readonly CatalogueStep[] = [
  INITIAL_DETAILS_STEP,
  // Asked as initial-details' modal; a step of its own only for a flow that asks the amount later.
  step('loan-details', 'loan-information', INITIAL_DETAILS_STEP.modal?.fields ?? [F.amount], { type: 'modal' }),
  step('loan-purpose', 'loan-information', [F.loanPurpose]),
  step('vehicle-ownership', 'other-information', [F.vehicleConsent, F.vehicleOwnership, F.licencePlate, F.isVehicleFinanced]),
  step('has-vehicle-downpayment', 'other-information', [F.hasVehicleDownPayment]),
  step('reference-details', 'reference-details', [F.referenceType, F.referenceName, F.referencePhone]),
];
