import { choice, money, yesNo } from '../../domain/flow/fieldBuilders';
import { declareOfferScreen } from '../../domain/offer/declareOfferScreen';

/**
 * An offer screen a build might add (domain/kernel/addedOfferScreens.ts), for the tests that register it in place of the
 * shipped empty list (vi.mock) and check that everything is derived from the declaration alone: the next free state
 * (43), its own route and call, fields with their rules.
 */
export const HOUSING_COSTS_SCREEN = declareOfferScreen({
  route: '/housing-costs',
  state: 43,
  fields: [choice('housing.kind', ['OWNED', 'RENTED', 'FAMILY']), money('housing.monthlyCost'), yesNo('housing.sharedCosts')],
});

/** Answers the fixture screen takes. */
export const HOUSING_COSTS_ANSWERS = { housing: { kind: 'RENTED', monthlyCost: 650, sharedCosts: false } } as const;

/** A screen asked only of Polish brands (state 44 when registered after the one above). */
export const PL_ONLY_SCREEN = declareOfferScreen({ route: '/pl-only', state: 44, brandsOf: 'PL', fields: [yesNo('plOnly.agreed')] });
