import { describe, expect, it } from 'vitest';
import type { PartnerOfferSource } from '../../../application/ports/PartnerOfferSource';
import { PARTNERS } from '../../../domain/offer/partners/partnerOffers';
import { UNKNOWN_LEAD_ID, type OfferStageHarness } from './offerStageHarness';

/** A partner offer source under contract, and a backend holding leads at any state. */
export interface PartnerOfferSourceHarness extends OfferStageHarness {
  readonly source: PartnerOfferSource;
}

/** The partners a progress state sends the applicant to (docs/states-and-routes.md "Application states"; /smava has none). */
const AT_A_STATE = PARTNERS.flatMap((partner) => (partner.state === null ? [] : [{ ...partner, state: partner.state }]));

/**
 * The contract every `PartnerOfferSource` passes (application/ports/PartnerOfferSource.ts): the fake, the lead API
 * adapter and any integrator's. The prices are the backend's; what the screen relies on is stated here.
 */
export const describePartnerOfferSourceContract = (label: string, setup: () => PartnerOfferSourceHarness | Promise<PartnerOfferSourceHarness>): void => {
  describe(`${label} honours the PartnerOfferSource contract`, () => {
    it.each(AT_A_STATE.map((partner) => [partner.id, partner] as const))('%s: a lead at its screen gets its offers, each paying back at least the amount, and its consents', async (_id, partner) => {
      const harness = await setup();
      const answer = await harness.source.offersFor(await harness.leadAt(partner.state), partner.id);
      if (!answer.ok) throw new Error(`expected offers, got ${JSON.stringify(answer.error)}`);
      const { partner: named, offers, consents } = answer.value;
      expect(named.id).toBe(partner.id);
      expect(offers.length).toBeGreaterThan(0);
      expect(new Set(offers.map((offer) => offer.id)).size).toBe(offers.length);
      for (const offer of offers) {
        expect(offer.monthlyInstalment * offer.termMonths).toBeGreaterThanOrEqual(offer.amount);
        expect(offer.totalPayable).toBeGreaterThanOrEqual(offer.amount);
        expect(offer.aprPercent).toBeGreaterThanOrEqual(0);
      }
      expect(new Set(consents.map((consent) => consent.id)).size).toBe(consents.length);
    });

    it('a lead at another partner\'s screen and an unknown lead are NotFound', async () => {
      const harness = await setup();
      const [first, second] = AT_A_STATE;
      if (!first || !second) throw new Error('the partner table has fewer than two screens');
      const elsewhere = await harness.source.offersFor(await harness.leadAt(first.state), second.id);
      expect(elsewhere.ok || elsewhere.error.kind).toBe('NotFound');
      const unknown = await harness.source.offersFor(UNKNOWN_LEAD_ID, first.id);
      expect(unknown.ok || unknown.error.kind).toBe('NotFound');
    });
  });
};
