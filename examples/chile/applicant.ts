import { date, fixture, money, type CountryFixture } from '../../tests/e2e/brands/countryFixtures';

/**
 * A Chilean applicant with real local data, as they would type it: what the examples' e2e drives cl-credito with
 * (tests/e2e/examples/), like every shipped brand's applicant (tests/e2e/brands/countryFixtures.ts). The RUT
 * 12.345.678-5 has its right check character; the bad RUT and account are refused with their Chilean messages.
 */
export const APPLICANT: CountryFixture = fixture({
  phone: '961234567',
  answers: {
    ...money(900_000),
    'personalDetails.firstName': 'Catalina',
    'personalDetails.lastName': 'Muñoz Rojas',
    'personalDetails.personalCode': '12.345.678-5',
    'contactDetails.postalCode': '7500000',
    'contactDetails.province': 'CL-RM',
    'contactDetails.municipality': 'Providencia',
    'contactDetails.street': 'Avenida Providencia',
    'incomeDetails.iban': '12345678',
  },
  dates: { 'personalDetails.dateOfBirth': date('15', '6', '1985') },
  invalid: [
    { path: 'personalDetails.personalCode', value: '12.345.678-4', message: /verificación|verificador/i },
    { path: 'incomeDetails.iban', value: '12', message: /6.*20/ },
  ],
  minor: { path: 'personalDetails.dateOfBirth', value: date('15', '6', '2015'), message: /18/ },
});
