import type { BrandConfig } from '../../domain/brand/BrandConfigSchema';
import type { Lead } from '../../domain/lead/LeadSchema';

/**
 * A complete, valid set of answers (docs/product.md "Calls"): Spanish sample values checked against
 * docs/validation-by-country.md "National ids" (DNI 12345678Z, IBAN ES9121000418450200051332, postal code 28039 → Madrid).
 */
export function testDataPoints(brand: BrandConfig): Lead {
  return {
    amount: brand.loan.amount.default,
    period: brand.loan.period.default,
    periodScale: brand.loan.period.scale,
    generalPolicies: true,
    personalDetails: { firstName: 'Lucía', lastName: 'García', gender: 'female', dateOfBirth: '1988-04-12', personalCode: '12345678Z' },
    contactDetails: {
      email: 'accept+datapoints@example.com',
      phoneNumber: '+34612345678',
      postalCode: '28039',
      province: 'Madrid',
      city: 'Madrid',
      street: 'Calle de Bravo Murillo',
      houseNumber: '150',
      marketingConsents: false,
    },
    incomeDetails: { monthlyIncome: 2200, incomeSource: 'employed', incomePayday: 28, jobArea: 'services', jobTitle: 'Administrativa', iban: 'ES9121000418450200051332', usingOnlineBanking: true, positionType: 'employee' },
    otherDetails: {
      loanPurpose: 'vehicle',
      isPoliticallyExposed: false,
      connectedToPep: false,
      maritalStatus: 'married',
      education: 'university',
      housingTenure: 'rent',
      vehicleConsent: true,
      vehicleOwnership: 'owner',
      vehicleLicensePlateNumber: '1234BCD',
      isVehicleFinanced: false,
      negativeCreditHistory: false,
      numberOfDependants: 1,
      countryOfBirth: 'ES',
      citizenship: 'ES',
    },
    expenses: { monthlyExpenses: 600, monthlyCreditCommitments: 150, rentAmount: 500, totalDebtAmount: 3000 },
    employer: { name: 'Mercadona, S.A.' },
  };
}
