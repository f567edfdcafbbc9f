import { describe, expect, it } from 'vitest';
import { OFFER_STAGE_ROUTES } from '../../../domain/state/routes';
import { OFFER_SCREENS } from '../../../ui/pages/offer/offerScreens';

describe('the offer-stage screen table (issue 12: no placeholder remains)', () => {
  it('every offer-stage route of docs/offer-stage.md has a screen', () => {
    expect(OFFER_STAGE_ROUTES.filter((route) => OFFER_SCREENS[route] === undefined)).toEqual([]);
    expect(OFFER_STAGE_ROUTES.length).toBeGreaterThan(0);
  });
});
