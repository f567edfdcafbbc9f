import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { BANK_CONNECTIONS, BankReturnSchema } from '../../../../domain/offer/bank/bankConnections';
import { PartnerOffersResponseSchema } from '../../../../domain/offer/partners/PartnerOfferContract';
import { missingRequiredConsents, partnerOffersFor } from '../../../../domain/offer/partners/partnerOffersFor';
import { PARTNERS, partnerAmount } from '../../../../domain/offer/partners/partnerOffers';
import { APPLICATION_STATES } from '../../../../domain/state/applicationStates';

describe('the partner table (spec §4 states 29, 36–42)', () => {
  it.each(PARTNERS.filter((p) => p.state !== null).map((p) => [p.route, p.state] as const))('%s is the route of state %i', (route, state) => {
    expect(APPLICATION_STATES.find((row) => row.state === state)?.route).toBe(route);
  });

  it.each(BANK_CONNECTIONS.map((c) => [c.route, c.state] as const))('bank connection %s is the route of state %i', (route, state) => {
    expect(APPLICATION_STATES.find((row) => row.state === state)?.route).toBe(route);
  });

  it.each(PARTNERS.map((p) => [p.id, p] as const))('%s: every offer is valid for the contract and its figures add up, for any requested amount', (_id, partner) => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 500_000 }), (requested) => {
        const offers = partnerOffersFor(partner, requested);
        expect(v.safeParse(PartnerOffersResponseSchema, { partner: { id: partner.id, name: partner.name }, offers, consents: partner.consents }).success).toBe(true);
        for (const offer of offers) {
          expect(offer.amount).toBeGreaterThanOrEqual(partner.amount.min);
          expect(offer.amount).toBeLessThanOrEqual(partner.amount.max);
          expect(offer.amount % 100).toBe(0);
          // Instalments cover at least the amount; the total adds the fee and interest on top.
          expect(offer.monthlyInstalment * offer.termMonths).toBeGreaterThanOrEqual(offer.amount - offer.termMonths * 0.01);
          expect(offer.totalPayable).toBeGreaterThanOrEqual(offer.amount);
        }
      }),
      { numRuns: 50 },
    );
  });

  it('brings an amount within the partner\'s range, to a whole hundred', () => {
    const ipfd = PARTNERS.find((p) => p.id === 'ipfd')!;
    expect(partnerAmount(ipfd, 2550)).toBe(2600);
    expect(partnerAmount(ipfd, 100_000)).toBe(6000);
    expect(partnerAmount(ipfd, Number.NaN)).toBe(300);
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
