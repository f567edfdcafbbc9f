import { describe, expect, it } from 'vitest';
import { field } from '../../../../domain/flow/fieldBuilders';
import { addedScreenProblems } from '../../../../domain/offer/addedScreenProblems';
import { declareOfferScreen, type OfferScreenDeclaration } from '../../../../domain/offer/declareOfferScreen';
import type { OfferScreenDefinition } from '../../../../domain/offer/OfferScreenDefinition';
import { SHIPPED_OFFER_SCREENS } from '../../../../domain/offer/offerScreenDefinitions';
import { APPLICATION_STATES, type ApplicationStateRow } from '../../../../domain/state/applicationStates';
import * as EXAMPLE_OFFER_SCREENS from '../../../../examples/offerScreens';

const declare = (extra: Partial<OfferScreenDeclaration> = {}): OfferScreenDefinition =>
  declareOfferScreen({ route: '/housing-costs', state: 43, fields: [field('housing.monthlyCost', 'money', 'money')], ...extra });
/** The state table a build with `added` holds: the shipped rows, then one per added screen. */
const tableWith = (added: readonly OfferScreenDefinition[]): ApplicationStateRow[] => [
  ...APPLICATION_STATES,
  ...added.map((screen) => ({ state: screen.state, name: screen.screen, route: screen.route, afterOffer: true, carriesEmployerData: false })),
];
const problemsOf = (...added: OfferScreenDefinition[]): string[] => addedScreenProblems(SHIPPED_OFFER_SCREENS, added, tableWith(added));

describe('declareOfferScreen: an added screen from its declaration', () => {
  it('takes its screen key from the route and, unless named, its call too', () => {
    expect(declare()).toMatchObject({ route: '/housing-costs', screen: 'housing-costs', call: 'housing-costs', state: 43 });
    expect(declare({ call: 'housing' }).call).toBe('housing');
  });

  it('refuses a route of more than one segment or not in lower-case words, and such a call', () => {
    for (const route of ['/Housing', '/housing/costs', '/', '/housing_costs', '/-housing'] as const) expect(() => declare({ route })).toThrow(/route/);
    expect(() => declare({ call: 'offer/housing' })).toThrow(/call/);
  });
});

describe('addedScreenProblems: what an added screen must not clash with', () => {
  it('none for no added screen, and none for one on its own route, call and the next free state', () => {
    expect(addedScreenProblems(SHIPPED_OFFER_SCREENS, [], APPLICATION_STATES)).toEqual([]);
    expect(problemsOf(declare())).toEqual([]);
    expect(problemsOf(declare(), declare({ route: '/rent-proof', state: 44, next: 43 }))).toEqual([]);
  });

  it('a shipped route, screen key or call is refused', () => {
    expect(problemsOf(declare({ route: '/vehicle', call: 'housing' }))).toEqual(expect.arrayContaining([expect.stringMatching(/route is taken/), expect.stringMatching(/screen key vehicle is taken/)]));
    expect(problemsOf(declare({ route: '/checking', call: 'housing' }))).toEqual([expect.stringMatching(/route is taken/)]);
    expect(problemsOf(declare({ call: 'policy' }))).toEqual([expect.stringMatching(/call policy is taken/)]);
    expect(problemsOf(declare({ call: 'sale' }))).toEqual([expect.stringMatching(/call sale is taken/)]);
  });

  it('two added screens may not share a route or call', () => {
    expect(problemsOf(declare(), declare({ state: 44, call: 'other' }))).toEqual(expect.arrayContaining([expect.stringMatching(/route is taken/)]));
    expect(problemsOf(declare(), declare({ route: '/rent-proof', state: 44, call: 'housing-costs' }))).toEqual([expect.stringMatching(/call housing-costs is taken/)]);
  });

  it('a state other than the next free one, or a next state outside the table, is refused', () => {
    expect(problemsOf(declare({ state: 16 }))).toEqual(expect.arrayContaining([expect.stringMatching(/state 16 is not the next free state, 43/)]));
    expect(problemsOf(declare({ state: 45 }))).toEqual(expect.arrayContaining([expect.stringMatching(/state 45 is not the next free state, 43/)]));
    expect(problemsOf(declare({ next: 99 }))).toEqual([expect.stringMatching(/next state 99 is not in the table/)]);
  });
});

describe('the examples\' offer screens (examples/offerScreens.ts)', () => {
  it('fit the shipped ones: the server of the examples\' build starts', () => {
    expect(problemsOf(...Object.values(EXAMPLE_OFFER_SCREENS as Record<string, OfferScreenDefinition>))).toEqual([]);
  });
});
