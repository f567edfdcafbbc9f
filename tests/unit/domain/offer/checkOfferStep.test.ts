import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkOfferStep, MAX_OFFER_TEXT } from '../../../../domain/offer/checkOfferStep';
import { consentFieldName, resolveOfferFields, type OfferReferenceData } from '../../../../domain/offer/OfferScreenDefinition';
import { OFFER_SCREEN_DEFINITIONS, offerScreenFor, offerScreenForCall } from '../../../../domain/offer/offerScreenDefinitions';
import { OFFER_STAGE_ROUTES } from '../../../../domain/state/routes';
import { routeForState } from '../../../../domain/state/routeForState';
import { VALID_OFFER_DATA } from '../../../api/support/offerScreenData';

const REFERENCE: OfferReferenceData = {
  vehicles: { makes: [{ make: 'Seat', models: ['Ibiza', 'León'] }, { make: 'Audi', models: ['A3'] }] },
  policies: [
    { id: 'general-terms', required: true, titleKey: 'policies>generalTerms' },
    { id: 'privacy-notice', required: true, titleKey: 'policies>privacyNotice' },
    { id: 'marketing', required: false, titleKey: 'policies>marketing' },
  ],
};
const CTX = { country: 'ES' as const, today: { y: 2026, m: 6, d: 15 }, referenceData: REFERENCE };
const vehicle = offerScreenFor('/vehicle')!;

describe('the offer-stage data screens (domain/offer)', () => {
  it.each(OFFER_SCREEN_DEFINITIONS.map((d) => [d.route, d] as const))('%s is an offer-stage route shown for its state, with texts key = route', (route, definition) => {
    expect(OFFER_STAGE_ROUTES).toContain(route);
    expect(routeForState(definition.state)).toBe(route);
    expect(definition.screen).toBe(route.slice(1));
  });

  it('a vehicle model is one of the chosen make\'s; the year is bounded by next year', () => {
    const fields = (make: string | undefined) => resolveOfferFields(vehicle, REFERENCE, (name) => (name === 'vehicle.make' ? make : undefined), 2026);
    const byName = (make: string | undefined, name: string) => fields(make).find((field) => field.name === name);
    expect(byName(undefined, 'vehicle.make')?.options).toEqual(['Seat', 'Audi']);
    expect(byName('Seat', 'vehicle.model')?.options).toEqual(['Ibiza', 'León']);
    expect(byName('Audi', 'vehicle.model')?.options).toEqual(['A3']);
    expect(byName(undefined, 'vehicle.model')?.options).toEqual([]);
    expect(byName('Seat', 'vehicle.year')?.max).toBe(2027);
  });

  it('dynamic consents are one tick per policy of the API, required as the API says', () => {
    const fields = resolveOfferFields(offerScreenFor('/dynamic-consents')!, REFERENCE, () => undefined, 2026);
    expect(fields.map((field) => [field.name, field.control, field.rule, field.required])).toEqual([
      [consentFieldName('general-terms'), 'checkbox', 'accepted', true],
      [consentFieldName('privacy-notice'), 'checkbox', 'accepted', true],
      [consentFieldName('marketing'), 'checkbox', 'accepted', false],
    ]);
  });

  it('two screens sharing a call are told apart by the lead\'s state', () => {
    expect(offerScreenForCall('wniosek', 34)?.route).toBe('/wniosek-uzupelnienie');
    expect(offerScreenForCall('wniosek', 33)?.route).toBe('/wniosek');
    expect(offerScreenForCall('wniosek', 10)?.route).toBe('/wniosek');
    expect(offerScreenForCall('employment-details', 21)?.route).toBe('/additional-employment-details');
    expect(offerScreenForCall('payment', 10)).toBeUndefined();
  });

  it.each(OFFER_SCREEN_DEFINITIONS.map((d) => [d.route, d] as const))('%s accepts its valid answers as they are', (_route, definition) => {
    const data = VALID_OFFER_DATA[definition.screen] ?? {};
    expect(checkOfferStep(definition, data, CTX)).toEqual({ ok: true, value: data });
  });

  it('a missing required answer, a model of another make and an id of the wrong country are refused by their rules', () => {
    const data = { vehicle: { make: 'Audi', model: 'León', year: 2019, licencePlate: '1234BCD' } };
    const result = checkOfferStep(vehicle, data, CTX);
    expect(result.ok ? [] : result.error.errors.map((error) => [error.field, error.code])).toEqual([
      ['vehicle.model', 'NotAnOption'],
      ['vehicle.guaranteeConsent', 'MustBeAccepted'],
    ]);
    const spanishId = checkOfferStep(offerScreenFor('/cnp')!, { personalDetails: { personalCode: '12345678Z' } }, CTX);
    expect(spanishId.ok).toBe(false);
  });

  it('refuses any key a screen does not define, wherever it is, prototype keys included (property)', () => {
    const reserved = new Set(['vehicle', 'make', 'model', 'year', 'licencePlate', 'guaranteeConsent']);
    fc.assert(
      fc.property(fc.oneof(fc.string({ minLength: 1, maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'prototype')), fc.boolean(), (key, nested) => {
        fc.pre(!reserved.has(key));
        const valid = (VALID_OFFER_DATA.vehicle as { vehicle: Record<string, unknown> }).vehicle;
        // Built as JSON text and parsed, as the API reads a body: `__proto__` is then an own key, not the prototype.
        const withKey = (object: Record<string, unknown>) => `{${JSON.stringify(key)}:1,${JSON.stringify(object).slice(1)}`;
        const body = JSON.parse(nested ? `{"vehicle":${withKey(valid)}}` : withKey({ vehicle: valid })) as Record<string, unknown>;
        const result = checkOfferStep(vehicle, body, CTX);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.error.errors).toContainEqual(expect.objectContaining({ field: nested ? `vehicle.${key}` : key, code: 'UnknownField' }));
      }),
    );
  });

  it('never throws and never accepts a value of the wrong JSON type or an over-long text (property)', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const body = { personalDetails: { personalCode: value } };
        const result = checkOfferStep(offerScreenFor('/cnp')!, body, CTX);
        if (typeof value !== 'string' || value.length > MAX_OFFER_TEXT) expect(result.ok && value !== null && value !== undefined).toBe(false);
      }),
    );
  });
});
