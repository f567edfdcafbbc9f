import { describe, expect, it } from 'vitest';
import { ES_VEHICLE_V3 } from '../../../domain/flow/flows/esVehicleV3';
import { screenForRoute } from '../../../ui/stores/screenForRoute';
import { firstUnansweredStep } from '../../../ui/stores/firstUnansweredStep';

describe('screenForRoute (v3 brands have no legacy pages)', () => {
  it.each([
    ['/', '/step/x'],
    ['/loan-information', '/step/x'],
    ['/personal-details', '/step/x'],
    ['/contact-details', '/step/x'],
    ['/income-details', '/step/x'],
    ['/other-information', '/step/x'],
    ['/reference-information', '/step/x'],
    ['/accepted', '/accepted'],
    ['/checking', '/checking'],
    ['/vehicle', '/vehicle'],
  ])('%s opens %s', (route, screen) => {
    expect(screenForRoute(route, '/step/x')).toBe(screen);
  });
});

describe('screenForRoute of a legacy-flow brand (its pages are its form; issue 12 item 3)', () => {
  it.each([
    ['/', '/loan-information'],
    ['/personal-details', '/personal-details'],
    ['/reference-information', '/reference-information'],
    ['/checking', '/checking'],
  ])('%s opens %s', (route, screen) => {
    expect(screenForRoute(route, '/loan-information', true)).toBe(screen);
  });
});

describe('firstUnansweredStep (where /continue/:id resumes)', () => {
  it('starts at initial-details with nothing answered', () => {
    expect(firstUnansweredStep(ES_VEHICLE_V3, {})).toBe('initial-details');
  });

  it('skips answered steps and the captcha, stops at the first required answer missing', () => {
    const lead = {
      contactDetails: { email: 'a@b.es', phoneNumber: '+34612345678' },
      generalPolicies: true,
      amount: 2500,
      otherDetails: { loanPurpose: 'OTHER' },
      personalDetails: { firstName: 'Ana', lastName: 'Ruiz' },
    };
    expect(firstUnansweredStep(ES_VEHICLE_V3, lead)).toBe('personal-code');
  });

  it('an unticked required box is not an answer', () => {
    expect(firstUnansweredStep(ES_VEHICLE_V3, { contactDetails: { email: 'a@b.es', phoneNumber: '+34612345678' }, generalPolicies: false, amount: 2500 })).toBe('initial-details');
  });

  it('a "No" is an answer', () => {
    const upToVehicle = {
      contactDetails: { email: 'a@b.es', phoneNumber: '+34612345678' },
      generalPolicies: true,
      amount: 2500,
      otherDetails: { loanPurpose: 'OTHER', vehicleConsent: true, vehicleOwnership: 'OWNER', hasVehicleDownPayment: false },
      personalDetails: { firstName: 'Ana', lastName: 'Ruiz', personalCode: '12345678Z' },
      incomeDetails: { incomeSource: 'OTHER' },
    };
    expect(firstUnansweredStep(ES_VEHICLE_V3, upToVehicle)).toBe('total-debt');
  });
});
