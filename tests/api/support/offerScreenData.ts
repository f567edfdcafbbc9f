/**
 * Valid data for each offer-stage data screen (domain/offer/offerScreenDefinitions.ts), as the funnel sends it: the
 * test brand is Spanish, so phones and postcodes are Spanish; the CNP is Romanian and the PESEL and id card Polish.
 */
export const VALID_OFFER_DATA: Readonly<Record<string, Readonly<Record<string, unknown>>>> = {
  'employment-details': {
    employer: { name: 'Talleres García SL' },
    incomeDetails: { jobTitle: 'Mecánica', incomeContractStartedAt: '2020-01-15', workPhone: '+34912345678' },
  },
  vehicle: { vehicle: { make: 'Seat', model: 'León', year: 2019, licencePlate: '1234BCD', guaranteeConsent: true } },
  consents: { consents: { creditBureau: true, precontractInformation: true, partnerMarketing: null } },
  'additional-employment-details': { employer: { street: 'Calle Mayor', houseNumber: '12', postalCode: '28013', city: 'Madrid' } },
  'marital-details': { otherDetails: { maritalStatus: 'MARRIED', numberOfDependants: 1 }, incomeDetails: { spouseMonthlyIncome: 1200 } },
  aide: { aid: { type: 'CHILD', monthlyAmount: 100 } },
  'credit-details': { credit: { activeLoans: 1, monthlyRepayments: 150, outstandingBalance: 3000 } },
  'professional-details': { incomeDetails: { jobArea: 'IT', positionType: 'EMPLOYEE' }, otherDetails: { education: 'UNIVERSITY' } },
  cnp: { personalDetails: { personalCode: '1960521400105' } },
  'customer-debts': { debts: { totalAmount: 5000, overdueAmount: 0, inCollection: false } },
  'reference-details': { referenceDetails: { type: 'FAMILY', name: 'Marta López', phoneNumber: '+34699111222' } },
  wniosek: { personalDetails: { personalCode: '44051401359', mothersMaidenName: 'Kowalska' }, otherDetails: { idCardNumber: 'ABA300000' } },
  'wniosek-uzupelnienie': { employer: { name: 'Firma Sp. z o.o.' }, incomeDetails: { monthlyIncome: 6500 }, otherDetails: { housingTenure: 'TENANT' } },
  'dynamic-consents': { consents: { 'general-terms': true, 'privacy-notice': true, marketing: false } },
};
