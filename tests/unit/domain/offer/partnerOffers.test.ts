import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BANK_CONNECTIONS, BankReturnSchema } from '../../../../domain/offer/bank/bankConnections';
import { PartnerOffersResponseSchema } from '../../../../domain/offer/partners/PartnerOfferContract';
import { missingRequiredConsents, partnerOffersFor } from '../../../../domain/offer/partners/partnerOffersFor';
import { PARTNERS, partnerAmount, partnerRange } from '../../../../domain/offer/partners/partnerOffers';
import { shippedBrand, shippedBrandIds } from '../../../support/shippedBrand';
import { APPLICATION_STATES } from '../../../../domain/state/applicationStates';

describe('the partner table (docs/states-and-routes.md "Application states": states 29, 36–42)', () => {
  it.each(PARTNERS.filter((p) => p.state !== null).map((p) => [p.route, p.state] as const))('%s is the route of state %i', (route, state) => {
    expect(APPLICATION_STATES.find((row) => row.state === state)?.route).toBe(route);
  });

  it.each(BANK_CONNECTIONS.map((c) => [c.route, c.state] as const))('bank connection %s is the route of state %i', (route, state) => {
    expect(APPLICATION_STATES.find((row) => row.state === state)?.route).toBe(route);
  });

  const BRANDS = shippedBrandIds().map((id) => [id, shippedBrand(id)] as const);

  describe.each(BRANDS)('in %s', (_brandId, brand) => {
    it.each(PARTNERS.map((p) => [p.id, p] as const))('%s: every offer is valid for the contract, in the brand\'s amounts, and its figures add up', (_id, partner) => {
      const range = partnerRange(partner, brand);
      fc.assert(
        fc.property(fc.integer({ min: -1000, max: brand.loan.amount.max * 3 }), (requested) => {
          const offers = partnerOffersFor(partner, requested, brand);
          expect(v.safeParse(PartnerOffersResponseSchema, { partner: { id: partner.id, name: partner.name }, offers, consents: partner.consents }).success).toBe(true);
          expect(offers.length).toBeGreaterThan(0);
          for (const offer of offers) {
            expect(offer.amount).toBeGreaterThanOrEqual(range.min);
            expect(offer.amount).toBeLessThanOrEqual(range.max);
            expect(offer.amount % brand.loan.amount.step).toBe(0);
            // Instalments cover at least the amount; the total adds the fee and interest on top.
            expect(offer.monthlyInstalment * offer.termMonths).toBeGreaterThanOrEqual(offer.amount - offer.termMonths * 0.01);
            expect(offer.totalPayable).toBeGreaterThanOrEqual(offer.amount);
          }
        }),
        { numRuns: 10 },
      );
    });

    it('offers the amount asked when the brand lends it (a partner in another currency lends the brand\'s range)', () => {
      for (const partner of PARTNERS.filter((p) => p.lends.currency !== brand.currency)) {
        expect(partnerAmount(partner, brand.loan.amount.default, brand)).toBe(brand.loan.amount.default);
      }
    });
  });

  it('a Vietnamese applicant asking 10,000,000 ₫ is offered 10,000,000 ₫, not 10,000 (issue 22)', () => {
    const vn = shippedBrand('vn-vaynhanh');
    const [offer] = partnerOffersFor(PARTNERS.find((p) => p.id === 'advanzia')!, 10_000_000, vn);
    expect(offer?.amount).toBe(10_000_000);
    expect(offer?.totalPayable).toBeGreaterThan(10_000_000);
  });

  it('brings an amount within the partner\'s own range in its currency, on the brand\'s step', () => {
    const ipfd = PARTNERS.find((p) => p.id === 'ipfd')!;
    const euro = shippedBrand('es-personal');
    expect(partnerAmount(ipfd, 2550, euro)).toBe(2600);
    expect(partnerAmount(ipfd, 100_000, euro)).toBe(6000);
    expect(partnerAmount(ipfd, Number.NaN, euro)).toBe(300);
    const peso = shippedBrand('mx-presta');
    expect(partnerAmount(ipfd, 10_240, peso)).toBe(10_000);
    expect(partnerAmount(ipfd, 1_000_000, peso)).toBe(peso.loan.amount.max);
  });

  it('names the required consents not given, never the optional ones', () => {
    const tfbank = PARTNERS.find((p) => p.id === 'tfbank')!;
    expect(missingRequiredConsents(tfbank, [])).toEqual(['dataTransfer', 'creditCheck']);
    expect(missingRequiredConsents(tfbank, ['creditCheck', 'dataTransfer'])).toEqual([]);
    expect(missingRequiredConsents(tfbank, ['marketing'])).toEqual(['dataTransfer', 'creditCheck']);
  });
});

describe('BankReturnSchema (the provider\'s redirect back)', () => {
  it('reads a code or an error with their state, and nothing else', () => {
    expect(v.safeParse(BankReturnSchema, { state: 'state-123456', code: 'code-1234567' }).success).toBe(true);
    expect(v.safeParse(BankReturnSchema, { state: 'state-123456', error: 'access_denied' }).success).toBe(true);
    expect(v.safeParse(BankReturnSchema, { state: 'state-123456' }).success).toBe(false);
    expect(v.safeParse(BankReturnSchema, { code: 'code-1234567' }).success).toBe(false);
  });
});
