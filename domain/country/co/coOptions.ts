import type { CountryOption, PayoutOption } from '../CountryPack';

/**
 * Identity documents an adult applicant can hold (docs/validation-by-country.md "National ids"; the tarjeta de identidad is for minors and
 * is not offered), with their lengths: cédula de ciudadanía 6–10 digits, cédula de extranjería 6–8 digits,
 * Permiso Especial de Permanencia 15 digits, Permiso por Protección Temporal 7–11 letters or digits.
 */
export const CO_ID_DOCUMENT_TYPES: readonly CountryOption[] = [
  { code: 'CC', name: 'Cédula de ciudadanía' },
  { code: 'CE', name: 'Cédula de extranjería' },
  { code: 'PEP', name: 'Permiso Especial de Permanencia' },
  { code: 'PPT', name: 'Permiso por Protección Temporal' },
];

/**
 * Banks for incomeDetails.bankCode (docs/validation-by-country.md "Bank accounts": "bank … from a list"); Nequi and Daviplata are deposit wallets
 * keyed by the holder's 10-digit mobile number.
 */
export const CO_BANKS: readonly PayoutOption[] = [
  ['bancolombia', 'Bancolombia'], ['banco-de-bogota', 'Banco de Bogotá'], ['davivienda', 'Davivienda'],
  ['bbva', 'BBVA Colombia'], ['banco-de-occidente', 'Banco de Occidente'], ['banco-popular', 'Banco Popular'],
  ['av-villas', 'Banco AV Villas'], ['caja-social', 'Banco Caja Social'], ['scotiabank-colpatria', 'Scotiabank Colpatria'],
  ['itau', 'Itaú'], ['banco-agrario', 'Banco Agrario'], ['gnb-sudameris', 'Banco GNB Sudameris'], ['citibank', 'Citibank'],
  ['banco-pichincha', 'Banco Pichincha'], ['bancoomeva', 'Bancoomeva'], ['banco-falabella', 'Banco Falabella'],
  ['banco-finandina', 'Banco Finandina'], ['banco-serfinanza', 'Banco Serfinanza'], ['bancamia', 'Bancamía'],
  ['banco-w', 'Banco W'], ['coopcentral', 'Banco Cooperativo Coopcentral'], ['lulo-bank', 'Lulo Bank'], ['nu', 'Nu Colombia'],
].map(([code, name]): PayoutOption => ({ code: code ?? '', name: name ?? '', kind: 'bank' })).concat([
  { code: 'nequi', name: 'Nequi', kind: 'eWallet' as const },
  { code: 'daviplata', name: 'Daviplata', kind: 'eWallet' as const },
]);

/** incomeDetails.bankAccountType values (docs/validation-by-country.md "Bank accounts": ahorros or corriente). */
export const CO_BANK_ACCOUNT_TYPES: readonly string[] = ['savings', 'current'];

/** Everyday names applicants type for a department (checkAddressConsistency accepts them): "Bogotá" for the capital district. */
const DEPARTMENT_ALIASES: Readonly<Record<string, readonly string[]>> = {
  '11': ['Bogotá', 'Bogotá DC', 'Bogotá Distrito Capital'],
  '88': ['San Andrés', 'Archipiélago de San Andrés, Providencia y Santa Catalina'],
};

/** Departments by DANE code, the first two digits of the postal code (docs/validation-by-country.md "Postal codes"). */
export const CO_DEPARTMENTS: readonly CountryOption[] = [
  ['05', 'Antioquia'], ['08', 'Atlántico'], ['11', 'Bogotá D.C.'], ['13', 'Bolívar'], ['15', 'Boyacá'], ['17', 'Caldas'],
  ['18', 'Caquetá'], ['19', 'Cauca'], ['20', 'Cesar'], ['23', 'Córdoba'], ['25', 'Cundinamarca'], ['27', 'Chocó'],
  ['41', 'Huila'], ['44', 'La Guajira'], ['47', 'Magdalena'], ['50', 'Meta'], ['52', 'Nariño'], ['54', 'Norte de Santander'],
  ['63', 'Quindío'], ['66', 'Risaralda'], ['68', 'Santander'], ['70', 'Sucre'], ['73', 'Tolima'], ['76', 'Valle del Cauca'],
  ['81', 'Arauca'], ['85', 'Casanare'], ['86', 'Putumayo'], ['88', 'San Andrés y Providencia'], ['91', 'Amazonas'],
  ['94', 'Guainía'], ['95', 'Guaviare'], ['97', 'Vaupés'], ['99', 'Vichada'],
].map(([code, name]) => ({ code: code ?? '', name: name ?? '', ...(DEPARTMENT_ALIASES[code ?? ''] ? { aliases: DEPARTMENT_ALIASES[code ?? ''] } : {}) }));
