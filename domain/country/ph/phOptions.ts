import type { CountryOption, PayoutOption } from '../CountryPack';

/**
 * Government ids the applicant chooses from (docs/validation-by-country.md "National ids": lenders accept one valid id from a list). The
 * PhilSys card is asked by its PCN (16 digits printed on the PhilID), never the confidential PSN (RA 11055).
 */
export const PH_ID_DOCUMENT_TYPES: readonly CountryOption[] = [
  { code: 'philsys', name: 'PhilSys ID (PhilID card number)' },
  { code: 'umid', name: 'UMID (CRN)' },
  { code: 'sss', name: 'SSS' },
  { code: 'tin', name: 'TIN' },
  { code: 'driversLicence', name: "Driver's licence" },
  { code: 'passport', name: 'Passport' },
];

/** Banks and e-wallets for incomeDetails.bankCode (docs/validation-by-country.md "Bank accounts": InstaPay/PESONet banks; GCash and Maya keyed by mobile). */
export const PH_PAYOUT_OPTIONS: readonly PayoutOption[] = [
  ['bdo', 'BDO Unibank'], ['bpi', 'BPI'], ['metrobank', 'Metrobank'], ['landbank', 'Land Bank of the Philippines'],
  ['pnb', 'Philippine National Bank'], ['security-bank', 'Security Bank'], ['unionbank', 'UnionBank'], ['rcbc', 'RCBC'],
  ['chinabank', 'China Bank'], ['eastwest', 'EastWest Bank'], ['aub', 'Asia United Bank'], ['psbank', 'PSBank'],
  ['dbp', 'Development Bank of the Philippines'], ['maybank', 'Maybank Philippines'], ['bank-of-commerce', 'Bank of Commerce'],
  ['cimb', 'CIMB Bank Philippines'], ['gotyme', 'GoTyme Bank'], ['tonik', 'Tonik'], ['seabank', 'SeaBank'],
].map(([code, name]): PayoutOption => ({ code: code ?? '', name: name ?? '', kind: 'bank' })).concat([
  { code: 'gcash', name: 'GCash', kind: 'eWallet' as const },
  { code: 'maya', name: 'Maya', kind: 'eWallet' as const },
]);

/** The 17 administrative regions (PSGC). */
export const PH_REGIONS: readonly CountryOption[] = [
  ['NCR', 'National Capital Region'], ['CAR', 'Cordillera Administrative Region'], ['I', 'Ilocos Region'],
  ['II', 'Cagayan Valley'], ['III', 'Central Luzon'], ['IV-A', 'CALABARZON'], ['MIMAROPA', 'MIMAROPA'], ['V', 'Bicol Region'],
  ['VI', 'Western Visayas'], ['VII', 'Central Visayas'], ['VIII', 'Eastern Visayas'], ['IX', 'Zamboanga Peninsula'],
  ['X', 'Northern Mindanao'], ['XI', 'Davao Region'], ['XII', 'SOCCSKSARGEN'], ['XIII', 'Caraga'],
  ['BARMM', 'Bangsamoro (BARMM)'],
].map(([code, name]) => ({ code: code ?? '', name: name ?? '' }));
