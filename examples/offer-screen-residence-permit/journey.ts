import type { OfferScreenJourney } from '../../tests/e2e/examples/exampleOfferScreens';
import { RESIDENCE_PERMIT_SCREEN } from './residencePermitScreen';

/**
 * How the examples' e2e drives the residence-permit screen (tests/e2e/examples/offerScreens.spec.ts) on a Spanish
 * brand: a temporary TIE with the NIE X1234567L (its right control letter) valid to the end of 2030; the NIE with a
 * wrong control letter is refused with the Spanish message.
 */
export const JOURNEY: OfferScreenJourney = {
  screen: RESIDENCE_PERMIT_SCREEN,
  brand: 'es-vehicle',
  title: 'Permiso de residencia',
  answer: async (page) => {
    await page.locator('input[name="residence.permitType"][value="TIE_TEMPORARY"]').check();
    await page.locator('#f-residence-permitNumber').fill('X1234567L');
    await page.locator('#f-residence-validUntil-day').fill('31');
    await page.locator('#f-residence-validUntil-month').fill('12');
    await page.locator('#f-residence-validUntil-year').fill('2030');
  },
  refuse: {
    answer: (page) => page.locator('#f-residence-permitNumber').fill('X1234567A'),
    message: 'El dígito o la letra de control no coincide: revise el número',
  },
  next: '/accepted',
};
