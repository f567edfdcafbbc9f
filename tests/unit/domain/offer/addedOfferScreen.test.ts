import * as v from 'valibot';
import { describe, expect, it, vi } from 'vitest';
import { ProgressStateSchema } from '../../../../domain/lead/ProgressState';
import { offerStagePath } from '../../../../adapters/http/FetchLeadGateway';
import { isOfferStageStep } from '../../../../domain/api/OfferStepRequest';
import { ADDED_OFFER_SCREENS, OFFER_SCREEN_DEFINITIONS, offerScreenFor, offerScreenForCall } from '../../../../domain/offer/offerScreenDefinitions';
import { OFFER_ROUTES } from '../../../../domain/state/addedOfferStates';
import { isSubmittedState, LAST_STATE, stateRow } from '../../../../domain/state/applicationStates';
import { isAfterOffer } from '../../../../domain/state/offerStates';
import { isKnownState, routeForState } from '../../../../domain/state/routeForState';
import { allowedActions, nextState, pendingRoute } from '../../../../domain/transitions/transitions';
import { API_OPERATIONS } from '../../../../server/openapi/apiOperations';
import { isTestIdentityEmail } from '../../../../server/decision/decide';
import { screenOf, ROUTE_PATHS } from '../../../../ui/app/screenRoutes';
import { OFFER_SCREENS } from '../../../../ui/pages/offer/offerScreens';
import { HOUSING_COSTS_SCREEN as SCREEN } from '../../../support/addedOfferScreenFixture';

// The build's list of added screens (FUNNEL_OFFER_SCREENS in a real build) holds the fixture's declaration.
vi.mock('../../../../domain/kernel/addedOfferScreens', async () => ({ HOUSING_COSTS_SCREEN: (await import('../../../support/addedOfferScreenFixture')).HOUSING_COSTS_SCREEN }));

describe('an added offer screen: everything derived from its one declaration (docs/offer-stage.md "Adding an offer screen")', () => {
  it('is a data screen of the build, found by its route and by its call', () => {
    expect(ADDED_OFFER_SCREENS).toEqual([SCREEN]);
    expect(OFFER_SCREEN_DEFINITIONS.at(-1)).toBe(SCREEN);
    expect(offerScreenFor('/housing-costs')).toBe(SCREEN);
    expect(offerScreenForCall('housing-costs', 43)).toBe(SCREEN);
  });

  it('gives the state table its row: state 43 on its route, after the offer, the table one longer', () => {
    expect(stateRow(43)).toEqual({ state: 43, name: 'housing-costs', route: '/housing-costs', afterOffer: true, carriesEmployerData: false });
    expect(routeForState(43)).toBe('/housing-costs');
    expect(isKnownState(43)).toBe(true);
    expect(isAfterOffer(43) && isSubmittedState(43)).toBe(true);
    expect(LAST_STATE).toBe(43);
    expect(v.is(ProgressStateSchema, 43) && !v.is(ProgressStateSchema, 44)).toBe(true);
    expect(stateRow(44)).toBeUndefined();
  });

  it('gives the transition table its step: state 43 takes its call (and the reads) and leads to the pending outcome', () => {
    expect(allowedActions(43)).toContain('housing-costs');
    expect(allowedActions(42)).not.toContain('housing-costs');
    expect(nextState(43, SCREEN.call, { pending: 10 })).toBe(10);
    expect(pendingRoute(43)).toBe('/housing-costs');
  });

  it('gives the router its route, drawn by the data screens', () => {
    expect(OFFER_ROUTES).toContain('/housing-costs');
    expect(ROUTE_PATHS).toContain('/housing-costs');
    expect(screenOf('/housing-costs')).toBe('offer:/housing-costs');
    expect(OFFER_SCREENS['/housing-costs']).toBe(OFFER_SCREENS['/vehicle']);
  });

  it('gives the API its call under /lead/offer/, its OpenAPI operation and its state{n}+ test identity', () => {
    expect(isOfferStageStep('housing-costs') && !isOfferStageStep('housing-cost')).toBe(true);
    expect(offerStagePath(SCREEN.call)).toBe('/lead/offer/housing-costs');
    expect(API_OPERATIONS.find((operation) => operation.path === '/lead/offer/housing-costs')).toMatchObject({ method: 'post', request: 'OfferStepRequest', actions: ['housing-costs'] });
    expect(isTestIdentityEmail('state43+x@example.com')).toBe(true);
    expect(isTestIdentityEmail('state44+x@example.com')).toBe(false);
  });
});
