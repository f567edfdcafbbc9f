/**
 * Real local data for an applicant of each brand country, keyed by docs/product.md "Entities" lead path, as that applicant would type it.
 * Identifiers are the worked examples of the country packs' tests (domain/country/<cc>/<cc>Pack.test.ts; rules in docs/validation-by-country.md "National ids"), or values built with their algorithms,
 * and the date of birth agrees with the one the national id encodes. Each country also names one invalid value per
 * identifier kind it asks, with the message its applicant must read, and an under-age value.
 *
 * Longer than 300 lines: one applicant per country, each a table of real local data.
 */
export interface DateAnswer {
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

export interface InvalidValue {
  readonly path: string;
  readonly value: string;
  /** The inline message, in the brand's language, naming what is wrong. */
  readonly message: RegExp;
}

export interface CountryFixture {
  /** National mobile number, typed key by key. */
  readonly phone: string;
  /** Text, money, select and radio answers by lead path (radio and select: the option value). */
  readonly answers: Readonly<Record<string, string>>;
  /** Date answers by lead path. */
  readonly dates: Readonly<Record<string, DateAnswer>>;
  readonly invalid: readonly InvalidValue[];
  /** An applicant under 18, refused with a message matching `message`. */
  readonly minor: { readonly path: string; readonly value: string | DateAnswer; readonly message: RegExp };
}

/** A date answer. */
export const date = (day: string, month: string, year: string): DateAnswer => ({ day, month, year });

/** Answers every brand shares whatever its country: no PEP, no bad history, dates and small counts. */
const COMMON_ANSWERS: Readonly<Record<string, string>> = {
  'otherDetails.isPoliticallyExposed': 'no',
  'otherDetails.connectedToPep': 'no',
  'otherDetails.negativeCreditHistory': 'no',
  'expenses.creditCommitments': 'no',
  'otherDetails.isVehicleFinanced': 'no',
  'otherDetails.hasVehicleDownPayment': 'no',
  'otherDetails.isInterestedInDebtConsolidation': 'yes',
  'otherDetails.hasBankAccount': 'yes',
  'otherDetails.hasProofOfIncome': 'yes',
  'incomeDetails.usingOnlineBanking': 'yes',
  'incomeDetails.incomePayday': '25',
  'otherDetails.numberOfDependants': '1',
  'incomeDetails.salaryCycleValue': '15',
  'contactDetails.houseNumber': '10',
  'contactDetails.flatNumber': '2',
  'employer.houseNumber': '5',
};

const COMMON_DATES: Readonly<Record<string, DateAnswer>> = {
  'otherDetails.housingTenureSinceDate': date('1', '3', '2015'),
  'incomeDetails.incomeContractStartedAt': date('1', '2', '2018'),
  'incomeDetails.incomeContractExpiresAt': date('1', '2', '2031'),
  'expenses.mortgageStartedAt': date('1', '5', '2016'),
  'expenses.mortgageExpiresAt': date('1', '5', '2041'),
  'otherDetails.idCardIssuedAt': date('10', '1', '2021'),
};

/** Money answers scaled to the country's currency: a typical net monthly income and its outgoings. */
export const money = (income: number) => ({
  'incomeDetails.monthlyIncome': String(income),
  'incomeDetails.monthlyExtraIncome': '0',
  'incomeDetails.spouseMonthlyIncome': String(Math.round(income * 0.8)),
  'expenses.monthlyExpenses': String(Math.round(income * 0.3)),
  'expenses.monthlyCreditCommitments': '0',
  'expenses.rentAmount': String(Math.round(income * 0.25)),
  'expenses.mortgageAmount': String(income * 40),
  'expenses.monthlyMortgageAmount': String(Math.round(income * 0.25)),
  'expenses.totalDebtAmount': String(Math.round(income * 0.5)),
  'otherDetails.overdueDebtAmount': '0',
});

/** A country's applicant: its own answers on top of the ones every brand shares (a country example builds its own with it). */
export const fixture = (f: Omit<CountryFixture, 'answers' | 'dates'> & { answers: Record<string, string>; dates?: Record<string, DateAnswer> }): CountryFixture => ({
  ...f,
  answers: { ...COMMON_ANSWERS, ...f.answers },
  dates: { ...COMMON_DATES, ...f.dates },
});

export const COUNTRY_FIXTURES = {
  ES: fixture({
    phone: '612345678',
    answers: {
      ...money(2500),
      'personalDetails.firstName': "Ma. Clara",
      'personalDetails.lastName': "O'Connor García",
      'personalDetails.personalCode': '12345678Z',
      'contactDetails.postalCode': '28013',
      'contactDetails.city': 'Madrid',
      'contactDetails.province': 'Madrid',
      'contactDetails.street': 'Calle Mayor',
      'incomeDetails.iban': 'ES9121000418450200051332',
      'otherDetails.vehicleLicensePlateNumber': '1234 BCD',
      'otherDetails.vehicleOwnership': 'OWNER',
      'otherDetails.countryOfBirth': 'ES',
      'otherDetails.citizenship': 'ES',
      'incomeDetails.jobArea': 'IT',
      'incomeDetails.jobTitle': 'Ingeniera',
      'employer.name': 'Acme SL',
    },
    dates: { 'personalDetails.dateOfBirth': date('15', '6', '1985') },
    invalid: [
      { path: 'personalDetails.personalCode', value: '12345678A', message: /letra|control/i },
      { path: 'incomeDetails.iban', value: 'ES9121000418450200051333', message: /control|dígito/i },
    ],
    minor: { path: 'personalDetails.dateOfBirth', value: date('15', '6', '2015'), message: /18/ },
  }),
  DE: fixture({
    phone: '15123456789',
    answers: {
      ...money(2800),
      'personalDetails.firstName': 'Jürgen',
      'personalDetails.lastName': 'Müller-Lüdenscheidt',
      'contactDetails.postalCode': '10115',
      'contactDetails.city': 'Berlin',
      'contactDetails.street': 'Invalidenstraße',
      'incomeDetails.iban': 'DE89370400440532013000',
      'otherDetails.cityOfBirth': 'Hamburg',
      // The Steuer-ID is optional and better not asked (docs/validation-by-country.md "Tax ids and id cards"): the applicant leaves it empty.
      'personalDetails.taxId': '',
      'otherDetails.countryOfBirth': 'DE',
      'otherDetails.citizenship': 'DE',
      'incomeDetails.jobTitle': 'Elektriker',
      'employer.name': 'Muster GmbH',
      // The legacy flow's reference page (brands/de-kredit legacyFlow).
      'referenceDetails.name': 'Erika Mustermann',
      'referenceDetails.phoneNumber': '15198765432',
    },
    dates: { 'personalDetails.dateOfBirth': date('15', '6', '1985') },
    invalid: [
      { path: 'incomeDetails.iban', value: 'DE88370400440532013000', message: /Prüf/i },
      { path: 'personalDetails.taxId', value: '36574261890', message: /Prüf/i },
    ],
    minor: { path: 'personalDetails.dateOfBirth', value: date('15', '6', '2015'), message: /18/ },
  }),
  PL: fixture({
    phone: '512345678',
    answers: {
      ...money(8000),
      'personalDetails.firstName': 'Anna',
      'personalDetails.lastName': 'Kowalska',
      // Born 2002-02-07, female (docs/validation-by-country.md "National ids").
      'personalDetails.personalCode': '02220703523',
      'otherDetails.idCardNumber': 'ABA300000',
      'contactDetails.postalCode': '01-224',
      'contactDetails.city': 'Warszawa',
      'contactDetails.street': 'ul. Marszałkowska',
      'incomeDetails.iban': 'PL61109010140000071219812874',
      'incomeDetails.jobTitle': 'Księgowa',
      'employer.name': 'Przykład Sp. z o.o.',
    },
    dates: { 'personalDetails.dateOfBirth': date('7', '2', '2002') },
    invalid: [
      { path: 'incomeDetails.iban', value: 'PL61109010140000071219812875', message: /kontroln/i },
      { path: 'personalDetails.personalCode', value: '44051401358', message: /kontroln/i },
      { path: 'otherDetails.idCardNumber', value: 'ABS523456', message: /kontroln/i },
    ],
    // PESEL of a child born 2015-03-10 (issue 11).
    minor: { path: 'personalDetails.personalCode', value: '15231012342', message: /18/ },
  }),
  RO: fixture({
    phone: '712034567',
    answers: {
      ...money(6000),
      'personalDetails.firstName': 'Ioana',
      'personalDetails.lastName': 'Popescu',
      // Female, born 2000-01-01 in București (docs/validation-by-country.md "National ids").
      'personalDetails.personalCode': '6000101400014',
      'otherDetails.idCardNumber': 'RX123456',
      'contactDetails.postalCode': '060274',
      'contactDetails.city': 'București',
      'contactDetails.street': 'Strada Ștefan cel Mare',
      'incomeDetails.iban': 'RO49AAAA1B31007593840000',
      'incomeDetails.jobTitle': 'Contabilă',
      'employer.name': 'Exemplu SRL',
    },
    dates: { 'personalDetails.dateOfBirth': date('1', '1', '2000') },
    invalid: [
      { path: 'personalDetails.personalCode', value: '6000101400017', message: /control/i },
      { path: 'otherDetails.idCardNumber', value: 'RX12', message: /8/ },
      { path: 'incomeDetails.iban', value: 'RO49AAAA1B31007593840001', message: /control/i },
    ],
    // CNP of a girl born 2015-01-01 (check digit by docs/validation-by-country.md "National ids").
    minor: { path: 'personalDetails.personalCode', value: '6150101400011', message: /18/ },
  }),
  MX: fixture({
    phone: '5512345678',
    answers: {
      'referenceDetails.name': 'José Luis Pérez',
      'referenceDetails.phoneNumber': '5587654321',
      ...money(25000),
      'personalDetails.firstName': 'María Guadalupe',
      'personalDetails.lastName': 'Hernández',
      // Born 1985-06-15, female, Ciudad de México; check digits by docs/validation-by-country.md "National ids" and docs/validation-by-country.md "Tax ids and id cards".
      'personalDetails.personalCode': 'HEGM850615MDFRRR09',
      'personalDetails.taxId': 'HEGM850615AB2',
      'incomeDetails.iban': '032180000118359719',
      'contactDetails.postalCode': '06600',
      'contactDetails.city': 'Ciudad de México',
      'contactDetails.suburb': 'Juárez',
      'incomeDetails.workPhone': '5598765432',
      'contactDetails.street': 'Paseo de la Reforma',
      'incomeDetails.jobTitle': 'Contadora',
      'employer.name': 'Ejemplo SA de CV',
    },
    dates: { 'personalDetails.dateOfBirth': date('15', '6', '1985') },
    invalid: [
      { path: 'personalDetails.personalCode', value: 'HEGM850615MDFRRR08', message: /verificador|control/i },
      // The RFC's check digit only warns (docs/validation-by-country.md "Tax ids and id cards"); a date that does not exist is refused.
      { path: 'personalDetails.taxId', value: 'HEGM851315AB2', message: /fecha/i },
      { path: 'incomeDetails.iban', value: '032180000118359710', message: /verificador|control/i },
    ],
    minor: { path: 'personalDetails.personalCode', value: 'HEGM150615MDFRRRA7', message: /18/ },
  }),
  CO: fixture({
    phone: '3211234567',
    answers: {
      'referenceDetails.name': 'Ana María Gómez',
      'referenceDetails.phoneNumber': '3001234567',
      ...money(4_000_000),
      'personalDetails.firstName': 'Juan Camilo',
      'personalDetails.lastName': 'Rodríguez',
      'personalDetails.idDocumentType': 'CC',
      'personalDetails.personalCode': '1020304050',
      'personalDetails.taxId': '1020304050-8',
      'contactDetails.postalCode': '111221',
      'contactDetails.city': 'Bogotá',
      'contactDetails.street': 'Carrera 7',
      'incomeDetails.iban': '12345678901',
      'incomeDetails.bankAccountType': 'savings',
      'incomeDetails.workPhone': '6015551234',
      'incomeDetails.jobTitle': 'Contador',
      'employer.name': 'Ejemplo SAS',
    },
    dates: { 'personalDetails.dateOfBirth': date('15', '6', '1985') },
    invalid: [
      { path: 'personalDetails.personalCode', value: '12345', message: /\d|dígitos/i },
      { path: 'personalDetails.taxId', value: '800197356-1', message: /verificación|verificador|control/i },
      { path: 'incomeDetails.iban', value: '12', message: /6.*20/ },
    ],
    minor: { path: 'personalDetails.dateOfBirth', value: date('15', '6', '2015'), message: /18/ },
  }),
  VN: fixture({
    phone: '912345678',
    answers: {
      'referenceDetails.name': 'Trần Thị Bình',
      'referenceDetails.phoneNumber': '987654321',
      ...money(20_000_000),
      'personalDetails.firstName': 'Nguyễn Văn',
      'personalDetails.lastName': 'An',
      // Hà Nội, male, born 1999 (docs/validation-by-country.md "National ids").
      'personalDetails.personalCode': '001099012345',
      'contactDetails.postalCode': '10000',
      'contactDetails.city': 'Hà Nội',
      'contactDetails.municipality': 'Phường Ba Đình',
      'contactDetails.street': 'Phố Huế',
      'incomeDetails.iban': '0123456789',
      'incomeDetails.jobTitle': 'Kế toán',
      'employer.name': 'Công ty TNHH Ví Dụ',
    },
    dates: { 'personalDetails.dateOfBirth': date('15', '6', '1999') },
    invalid: [
      { path: 'personalDetails.personalCode', value: '999099012345', message: /tỉnh|mã/i },
      { path: 'incomeDetails.iban', value: '12', message: /6.*19/ },
    ],
    // Born 2015, Hà Nội, male (century-and-sex digit 2).
    minor: { path: 'personalDetails.personalCode', value: '001215012345', message: /18/ },
  }),
  PH: fixture({
    phone: '9051234567',
    answers: {
      'referenceDetails.name': 'Jose Santos',
      'referenceDetails.phoneNumber': '9171234567',
      ...money(40_000),
      'personalDetails.firstName': 'Ma. Clara',
      'personalDetails.lastName': 'Dela Cruz',
      'personalDetails.idDocumentType': 'philsys',
      'personalDetails.personalCode': '1234567890123456',
      'contactDetails.postalCode': '1000',
      'contactDetails.city': 'Manila',
      'contactDetails.suburb': 'Barangay 659',
      'contactDetails.street': 'Rizal Avenue',
      'incomeDetails.iban': '1234567890',
      'incomeDetails.jobTitle': 'Accountant',
      'employer.name': 'Example Corp.',
    },
    dates: { 'personalDetails.dateOfBirth': date('15', '6', '1990') },
    invalid: [
      { path: 'personalDetails.personalCode', value: '12345', message: /16/ },
      { path: 'incomeDetails.iban', value: '12', message: /10.*16/ },
    ],
    minor: { path: 'personalDetails.dateOfBirth', value: date('15', '6', '2015'), message: /18/ },
  }),
} as const satisfies Readonly<Record<string, CountryFixture>>;

export type FixtureCountry = keyof typeof COUNTRY_FIXTURES;
